import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { type PaymentRow } from 'shared-api';
import { formatCents } from 'shared-api/member';
import { needsReminder } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useRemindPaymentsMutation } from 'shared-api/admin';

export const remindersSent = (sent: number) => `${sent} reminder${sent === 1 ? '' : 's'} sent.`;

/**
 * Shows who among `rows` gets the 'Payment Reminder' mail (those with money still to pay), then
 * sends it. `label` names which invoices: the chosen ones, or all overdue.
 */
export const RemindButton = ({
  rows,
  label,
  onSent,
}: {
  rows: readonly PaymentRow[];
  label: string;
  onSent?: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [remind, reminding] = useRemindPaymentsMutation();
  const due = rows.filter(needsReminder);
  const { run: send } = useAction(() => remind({ invoiceIds: due.map((row) => row.invoiceId) }), {
    success: ({ sent }) => remindersSent(sent),
    failure: 'Failed to send the reminders.',
    onSuccess: () => {
      setOpen(false);
      onSent?.();
    },
  });
  return (
    <>
      <Button variant="outlined" disabled={due.length === 0} onClick={() => setOpen(true)}>
        {label} ({due.length})
      </Button>
      <ConfirmDialog
        open={open}
        title={label}
        confirmLabel={`Send ${due.length} Reminder${due.length === 1 ? '' : 's'}`}
        busy={reminding.isLoading}
        onCancel={() => setOpen(false)}
        onConfirm={() => void send()}
        message={
          <>
            The &apos;Payment Reminder&apos; email goes to these {due.length}:
            <Box component="ul" sx={{ mt: 1, mb: 0 }}>
              {due.map((row) => (
                <li key={row.invoiceId}>
                  {row.recipient.firstName} {row.recipient.lastName} ({row.recipient.email}):{' '}
                  {formatCents(row.leftCents)} due on invoice {row.invoiceNumber}
                </li>
              ))}
            </Box>
          </>
        }
      />
    </>
  );
};
