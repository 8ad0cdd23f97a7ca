import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PaymentRow, type PaymentStatus } from 'shared-api';
import { PAYMENT_STATUS_LABELS, formatCents } from 'shared-api/member';
import { isOverdue } from 'shared-api/admin';
import { day } from '../logic/day';

const STATUS_COLOR: Record<PaymentStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  unpaid: 'default',
  partially_paid: 'warning',
  paid: 'success',
  overpaid: 'info',
  refunded: 'error',
};

/** A registration cancelled in time (or changed) left more received than the invoice asks. */
export const refundDueText = (cents: number) => `Refund due: ${formatCents(cents)}`;

/** The invoice's status, overdue said in words, and the money owed back. */
export const PaymentStatusChips = ({ row, today }: { row: PaymentRow; today: string }) => (
  <>
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        label={PAYMENT_STATUS_LABELS[row.status]}
        color={STATUS_COLOR[row.status]}
      />
      {isOverdue(row, today) && (
        <Chip size="small" label="Overdue" color="error" variant="outlined" />
      )}
    </Stack>
    {row.refundDueCents > 0 && (
      <Typography variant="caption" component="div" color="error">
        {refundDueText(row.refundDueCents)}
      </Typography>
    )}
  </>
);

/** The due day, and when the last reminder went. */
export const DueDay = ({ row }: { row: PaymentRow }) => (
  <>
    {day(row.dueDate)}
    {row.lastRemindedAt && (
      <Typography variant="caption" component="div" color="text.secondary">
        Reminded {day(row.lastRemindedAt.slice(0, 10))}
      </Typography>
    )}
  </>
);
