import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type PaymentRow } from 'shared-api';
import { PAYMENT_METHOD_LABELS, formatCents } from 'shared-api/member';
import { useDeletePaymentMutation } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { day } from '../logic/day';

export const PAYMENT_UNDONE = 'Payment undone.';
export const UNDO_FAILED = 'Failed to undo the payment.';

/** The payments an invoice received, each with Undo for one recorded by mistake. */
export const PaymentsOf = ({ row }: { row: PaymentRow }) => {
  const [undo] = useDeletePaymentMutation();
  const { run: undoPayment, busy } = useAction((paymentId: string) => undo(paymentId), {
    success: PAYMENT_UNDONE,
    failure: UNDO_FAILED,
  });
  if (row.payments.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {row.payments.map((payment) => (
        <Box component="li" key={payment.paymentId} sx={{ fontSize: 'body2.fontSize' }}>
          {day(payment.date)} · {PAYMENT_METHOD_LABELS[payment.method]} ·{' '}
          {formatCents(payment.amountCents)}
          {payment.note ? ` · ${payment.note}` : ''}{' '}
          <Button
            size="small"
            disabled={busy}
            aria-label={`Undo ${formatCents(payment.amountCents)} of ${day(payment.date)} on invoice ${row.invoiceNumber ?? ''}`}
            onClick={() => void undoPayment(payment.paymentId)}
          >
            Undo
          </Button>
        </Box>
      ))}
    </Stack>
  );
};
