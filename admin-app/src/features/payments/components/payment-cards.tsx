import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type PaymentRow } from 'shared-api';
import { formatCents } from 'shared-api/member';
import { ChooseBox, PaymentRowActions, type PaymentListHandlers } from './payment-row-actions';
import { DueDay, PaymentStatusChips } from './payment-status';
import { PaymentsOf } from './payments-of';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
      {label}
    </Typography>
    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  </>
);

/** Narrow screens: one card per invoice, nothing to scroll sideways. */
export const PaymentCards = ({
  rows,
  handlers,
}: {
  rows: readonly PaymentRow[];
  handlers: PaymentListHandlers;
}) => (
  <Stack
    component="ul"
    spacing={2}
    aria-label="Invoices and payments"
    sx={{ listStyle: 'none', p: 0, m: 0 }}
  >
    {rows.map((row) => (
      <Card component="li" key={row.invoiceId} variant="outlined">
        <CardContent sx={{ pb: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ChooseBox row={row} handlers={handlers} />
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {row.invoiceNumber} · {row.recipient.firstName} {row.recipient.lastName}
            </Typography>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
            }}
          >
            <Field label="Reference">{row.structuredReference ?? '—'}</Field>
            <Field label="Email">{row.recipient.email}</Field>
            <Field label="Charged">{formatCents(row.amountCents)}</Field>
            <Field label="Received">{formatCents(row.paidCents)}</Field>
            <Field label="Left to pay">{formatCents(Math.max(row.leftCents, 0))}</Field>
            <Field label="Refund due">{formatCents(row.refundDueCents)}</Field>
            <Field label="Status">
              <PaymentStatusChips row={row} today={handlers.today} />
            </Field>
            <Field label="Due">
              <DueDay row={row} />
            </Field>
          </Box>
          <PaymentsOf row={row} />
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <PaymentRowActions row={row} handlers={handlers} />
        </CardActions>
      </Card>
    ))}
  </Stack>
);
