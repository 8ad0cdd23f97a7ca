import { Stack, Switch, Typography } from '@mui/material';
import { useController } from 'react-hook-form';
import { useFormBusy } from 'shared-ui/forms';
import type { NotificationFormControl } from '../logic/notification-form';

interface SwitchRowProps {
  control: NotificationFormControl;
  name: 'isPublic' | 'isActive';
  label: string;
  off: string;
  on: string;
}

/** A switch between two named states, e.g. Private | Public; it is named after its "on" state. */
export const SwitchRow = ({ control, name, label, off, on }: SwitchRowProps) => {
  const { field } = useController({ control, name });
  const busy = useFormBusy();
  const checked = field.value;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography sx={{ minWidth: 80, fontWeight: 600 }}>{label}</Typography>
      <Typography color={checked ? 'text.secondary' : 'text.primary'} aria-hidden>
        {off}
      </Typography>
      <Switch
        name={field.name}
        checked={checked}
        disabled={busy}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        slotProps={{ input: { 'aria-label': on, ref: field.ref } }}
      />
      <Typography color={checked ? 'text.primary' : 'text.secondary'} aria-hidden>
        {on}
      </Typography>
    </Stack>
  );
};
