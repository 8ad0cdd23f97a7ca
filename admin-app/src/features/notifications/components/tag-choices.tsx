import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useController } from 'react-hook-form';
import type { Tag } from 'shared-api';
import { useFormBusy } from 'shared-ui/forms';
import { extraTagChoices, type NotificationFormControl } from '../logic/notification-form';

/** What each display tag does on the public site (docs/decisions.md). */
const TAG_HELP: Record<string, string> = {
  HOMEPAGE: 'on the home page',
  NOTIFICATION: 'with HOMEPAGE: as an alert above the home page hero',
  CONVENTION: 'on the convention pages',
};

const tagLabel = (code: string) => {
  const help = TAG_HELP[code.toUpperCase()];
  return help ? `${code} (${help})` : code;
};

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** "Where to show it": one box per extra tag, the form's value being the ticked codes. */
export const TagChoices = ({
  control,
  tags,
}: {
  control: NotificationFormControl;
  tags: readonly Tag[];
}) => {
  const { field } = useController({ control, name: 'extraTags' });
  const busy = useFormBusy();
  const ticked = field.value;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <FormLabel component="legend">Where to show it</FormLabel>
      <FormGroup>
        {extraTagChoices(tags).map((tag) => (
          <FormControlLabel
            key={tag.id}
            control={
              <Checkbox
                checked={ticked.some((code) => sameCode(code, tag.code))}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...ticked, tag.code]
                      : ticked.filter((code) => !sameCode(code, tag.code)),
                  )
                }
                disabled={busy}
              />
            }
            label={tagLabel(tag.code)}
          />
        ))}
      </FormGroup>
    </Box>
  );
};
