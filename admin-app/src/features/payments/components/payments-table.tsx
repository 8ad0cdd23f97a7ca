import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type PaymentRow } from 'shared-api';
import { formatCents } from 'shared-api/member';
import { ChooseBox, PaymentRowActions, type PaymentListHandlers } from './payment-row-actions';
import { DueDay, PaymentStatusChips } from './payment-status';
import { PaymentsOf } from './payments-of';

/** Wide screens: one row per invoice, its ledger's figures in columns. */
export const PaymentsTable = ({
  rows,
  handlers,
}: {
  rows: readonly PaymentRow[];
  handlers: PaymentListHandlers;
}) => (
  <TableContainer component={Paper} variant="outlined">
    <Table aria-label="Invoices and payments" size="small">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">Choose</TableCell>
          <TableCell>Invoice</TableCell>
          <TableCell>Member</TableCell>
          <TableCell align="right">Charged</TableCell>
          <TableCell align="right">Received</TableCell>
          <TableCell align="right">Left to pay</TableCell>
          <TableCell align="right">Refund due</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Due</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.invoiceId}>
            <TableCell padding="checkbox">
              <ChooseBox row={row} handlers={handlers} />
            </TableCell>
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
            <TableCell align="right">{formatCents(Math.max(row.leftCents, 0))}</TableCell>
            <TableCell align="right">{formatCents(row.refundDueCents)}</TableCell>
            <TableCell>
              <PaymentStatusChips row={row} today={handlers.today} />
            </TableCell>
            <TableCell>
              <DueDay row={row} />
            </TableCell>
            <TableCell>
              <PaymentRowActions row={row} handlers={handlers} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
