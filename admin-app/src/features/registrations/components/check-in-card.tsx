import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { personName, type AdminRegistration } from 'shared-api';
import { formatCents } from 'shared-api/member';
import { useSetCheckedInMutation } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { useReadOnly } from '../hooks/use-read-only';
import { fullName } from '../logic/registration-text';
import { CHECK_IN_FAILED } from './checked-in-toggle';

/**
 * What the door team collects for this attendee: what is left on the registrant's invoice, from its
 * ledger; nothing said before it is sent.
 */
export const toCollectText = (r: AdminRegistration): string | null => {
  const payment = r.payment;
  if (!payment) return null;
  if (payment.leftCents <= 0) return `Invoice ${payment.invoiceNumber} paid: nothing to collect.`;
  const payer = r.registerDifferentPerson ? `, from ${personName(r.registeredBy)}` : '';
  return `To collect: ${formatCents(payment.leftCents)} on invoice ${payment.invoiceNumber}${payer}.`;
};

/** The door team's card under a registration: a box per session it is for, and what to collect. */
export const CheckInCard = ({ registration: r }: { registration: AdminRegistration }) => {
  const [setCheckedIn] = useSetCheckedInMutation();
  const readOnly = useReadOnly();
  const { run: change } = useAction(
    (sessionId: number, checkedIn: boolean) => setCheckedIn({ id: r.id, sessionId, checkedIn }),
    { failure: CHECK_IN_FAILED },
  );
  const toCollect = toCollectText(r);
  return (
    <Box
      role="group"
      aria-label={`Check-in: ${fullName(r)}`}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, px: 1 }}
    >
      {r.sessions.map((s) => (
        <FormControlLabel
          key={s.id}
          label={s.name}
          slotProps={{ typography: { variant: 'body2' } }}
          control={
            <Checkbox
              size="small"
              checked={r.checkedInSessionIds.includes(s.id)}
              disabled={readOnly}
              onChange={(event) => void change(s.id, event.target.checked)}
              slotProps={{ input: { 'aria-label': `Checked in for ${s.name}: ${fullName(r)}` } }}
            />
          }
        />
      ))}
      {toCollect && (
        <Typography
          variant="body2"
          sx={r.payment!.leftCents > 0 ? { fontWeight: 600 } : { color: 'text.secondary' }}
        >
          {toCollect}
        </Typography>
      )}
    </Box>
  );
};
