import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatCents, getErrorMessage, PAYMENT_METHOD_LABELS, type PaymentRow } from 'shared-api';
import { useDeletePaymentMutation } from 'shared-api/admin';
import { useToast } from 'shared-ui';
import { day } from '../logic/day';

export const PAYMENT_UNDONE = 'Payment undone.';

/** The payments an invoice received, each with Undo for one recorded by mistake. */
export const PaymentsOf = ({ row }: { row: PaymentRow }) => {
  const [undo, undoing] = useDeletePaymentMutation();
  const { showToast } = useToast();
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
            disabled={undoing.isLoading}
            aria-label={`Undo ${formatCents(payment.amountCents)} of ${day(payment.date)} on invoice ${row.invoiceNumber ?? ''}`}
            onClick={async () => {
              try {
                await undo(payment.paymentId).unwrap();
                showToast({ body: PAYMENT_UNDONE, variant: 'success' });
              } catch (error) {
                showToast({
                  header: 'Action Failed',
                  body: getErrorMessage(error, 'Failed to undo the payment.'),
                  variant: 'danger',
                });
              }
            }}
          >
            Undo
          </Button>
        </Box>
      ))}
    </Stack>
  );
};
