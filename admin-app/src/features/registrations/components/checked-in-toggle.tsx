import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type AdminRegistration } from 'shared-api';
import { useSetCheckedInMutation } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { useReadOnly } from '../hooks/use-read-only';
import { fullName } from '../logic/registration-text';

export const CHECK_IN_FAILED = 'Could not save the check-in. Please try again.';

/**
 * The door team's mark, saved as soon as it changes. Outside the row's expand button: a control
 * inside a button cannot be reached on its own.
 */
export const CheckedInToggle = ({ registration: r }: { registration: AdminRegistration }) => {
  const [setCheckedIn] = useSetCheckedInMutation();
  const readOnly = useReadOnly();
  const { run: change } = useAction((checkedIn: boolean) => setCheckedIn({ id: r.id, checkedIn }), {
    failure: CHECK_IN_FAILED,
  });
  return (
    <FormControlLabel
      labelPlacement="bottom"
      label="Checked in"
      slotProps={{ typography: { variant: 'caption', sx: { lineHeight: 1.2 } } }}
      sx={{ m: 0, width: 64, textAlign: 'center', flexShrink: 0 }}
      control={
        <Checkbox
          checked={r.checkedIn}
          disabled={readOnly}
          onChange={(event) => void change(event.target.checked)}
          slotProps={{ input: { 'aria-label': `Checked in: ${fullName(r)}` } }}
        />
      }
    />
  );
};
