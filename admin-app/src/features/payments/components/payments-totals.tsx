import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type PaymentRow } from 'shared-api';
import { formatCents } from 'shared-api/member';
import { ledgerTotals } from 'shared-api/admin';

/** What the listed invoices add up to, from each invoice's own ledger figures. */
export const PaymentsTotals = ({ rows }: { rows: readonly PaymentRow[] }) => {
  const totals = ledgerTotals(rows);
  const items: [string, number][] = [
    ['Charged', totals.chargedCents],
    ['Received', totals.receivedCents],
    ['Left to pay', totals.leftCents],
    ['Refund due', totals.refundDueCents],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 2,
        m: 0,
        mb: 3,
      }}
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
