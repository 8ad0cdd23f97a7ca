import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  formatCents,
  getErrorMessage,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentRow,
  type PaymentStatus,
} from 'shared-api';
import { ErrorAlert, PageSpinner, useToast } from 'shared-ui';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RemindButton } from './remind-button';
import { StatementImport } from './statement-import';
import { useDeletePaymentMutation, useGetPaymentsQuery } from 'shared-api/admin';

export const PAYMENTS_LOAD_ERROR = 'Failed to load the payments.';
export const PAYMENT_UNDONE = 'Payment undone.';

const STATUS_COLOR: Record<PaymentStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  unpaid: 'default',
  partially_paid: 'warning',
  paid: 'success',
  overpaid: 'info',
  refunded: 'error',
};

const day = (iso: string | null): string => (iso ? iso.split('-').reverse().join('/') : '—');

const Totals = ({ rows }: { rows: PaymentRow[] }) => {
  const invoiced = rows.reduce((sum, row) => sum + row.amountCents, 0);
  const received = rows.reduce((sum, row) => sum + row.paidCents, 0);
  const outstanding = rows.reduce(
    (sum, row) => sum + Math.max(row.amountCents - row.paidCents, 0),
    0,
  );
  const items: [string, number][] = [
    ['Invoiced', invoiced],
    ['Received', received],
    ['Outstanding', outstanding],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, m: 0, mb: 3 }}
    >
      {items.map(([label, cents]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {formatCents(cents)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};

const PaymentsOf = ({ row }: { row: PaymentRow }) => {
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

/** /admin/payments: every numbered invoice, what it received, and money recorded by hand. */
/** A registration cancelled in time (or changed) left more received than the invoice asks. */
export const refundDueText = (cents: number) => `Refund due: ${formatCents(cents)}`;

export const PaymentsPage = () => {
  const { data, error, isLoading } = useGetPaymentsQuery();
  const [recording, setRecording] = useState<PaymentRow | null>(null);

  const body = (() => {
    if (isLoading) return <PageSpinner />;
    if (error || !data) return <ErrorAlert message={getErrorMessage(error, PAYMENTS_LOAD_ERROR)} />;
    if (data.length === 0) {
      return (
        <>
          <Typography sx={{ mb: 3 }}>No invoices have been sent yet.</Typography>
          <StatementImport invoices={data} />
        </>
      );
    }
    return (
      <>
        <Totals rows={data} />
        <StatementImport invoices={data} />
        <Box sx={{ mb: 2 }}>
          <RemindButton rows={data} />
        </Box>
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Invoices and payments" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Invoice</TableCell>
                <TableCell>Member</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Received</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Due</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.invoiceId}>
                  <TableCell>
                    {row.invoiceNumber}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {row.structuredReference}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {row.recipient.firstName} {row.recipient.lastName}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {row.recipient.email}
                    </Typography>
                    <PaymentsOf row={row} />
                  </TableCell>
                  <TableCell align="right">{formatCents(row.amountCents)}</TableCell>
                  <TableCell align="right">{formatCents(row.paidCents)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={PAYMENT_STATUS_LABELS[row.status]}
                      color={STATUS_COLOR[row.status]}
                    />
                    {row.refundDueCents > 0 && (
                      <Typography variant="caption" component="div" color="error">
                        {refundDueText(row.refundDueCents)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {day(row.dueDate)}
                    {row.lastRemindedAt && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        Reminded {day(row.lastRemindedAt.slice(0, 10))}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setRecording(row)}
                      aria-label={`Record payment for invoice ${row.invoiceNumber ?? ''}`}
                    >
                      Record
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Payments
      </Typography>
      {body}
      {recording && <RecordPaymentDialog row={recording} onClose={() => setRecording(null)} />}
    </Container>
  );
};
