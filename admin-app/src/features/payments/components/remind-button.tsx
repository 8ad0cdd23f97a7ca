import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { formatCents, getErrorMessage, type PaymentRow } from 'shared-api';
import { useToast } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useRemindPaymentsMutation } from 'shared-api/admin';

const owes = (row: PaymentRow) => row.status === 'unpaid' || row.status === 'partially_paid';

export const remindersSent = (sent: number) => `${sent} reminder${sent === 1 ? '' : 's'} sent.`;

/** Send Reminders: shows who gets the 'Payment Reminder' mail, then sends it. */
export const RemindButton = ({ rows }: { rows: PaymentRow[] }) => {
  const [open, setOpen] = useState(false);
  const [remind, reminding] = useRemindPaymentsMutation();
  const { showToast } = useToast();
  const due = rows.filter(owes);
  const send = async () => {
    try {
      const { sent } = await remind({ invoiceIds: due.map((row) => row.invoiceId) }).unwrap();
      showToast({ body: remindersSent(sent), variant: 'success' });
      setOpen(false);
    } catch (error) {
      showToast({
        header: 'Action Failed',
        body: getErrorMessage(error, 'Failed to send the reminders.'),
        variant: 'danger',
      });
    }
  };
  return (
    <>
      <Button variant="outlined" disabled={due.length === 0} onClick={() => setOpen(true)}>
        Send Reminders ({due.length})
      </Button>
      <ConfirmDialog
        open={open}
        title="Send Reminders"
        confirmLabel="Send Reminders"
        busy={reminding.isLoading}
        onCancel={() => setOpen(false)}
        onConfirm={() => void send()}
        message={
          <>
            The &apos;Payment Reminder&apos; email goes to:
            <Box component="ul" sx={{ mt: 1, mb: 0 }}>
              {due.map((row) => (
                <li key={row.invoiceId}>
                  {row.recipient.firstName} {row.recipient.lastName} ({row.recipient.email}):{' '}
                  {formatCents(row.amountCents - row.paidCents)} due on invoice {row.invoiceNumber}
                </li>
              ))}
            </Box>
          </>
        }
      />
    </>
  );
};
