import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { getErrorMessage, type PaymentRow } from 'shared-api';
import { clubToday, isOverdue, useGetPaymentsQuery } from 'shared-api/admin';
import { ErrorAlert, PageSpinner, WIDE_BREAKPOINT } from 'shared-ui';
import { ConventionSelect, useChosenConvention } from '../../../components/convention-select';
import { SearchBox, useUrlParam } from '../../../components/search-box';
import {
  isStatusFilter,
  SORTS,
  STATUS_FILTERS,
  visiblePayments,
  type PaymentSort,
  type StatusFilter,
} from '../logic/payment-view';
import { PaymentCards } from './payment-cards';
import type { PaymentListHandlers } from './payment-row-actions';
import { PaymentsExport } from './payments-export';
import { PaymentsTable } from './payments-table';
import { PaymentsTotals } from './payments-totals';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RemindButton } from './remind-button';
import { StatementImport } from './statement-import';

export const PAYMENTS_LOAD_ERROR = 'Failed to load the payments.';
export const NO_PAYMENT_FOUND = 'No invoice matches the search and filter.';

/** The search (on the server), the status filter (in the address: the dashboard links to it) and the order. */
const ListControls = ({
  filter,
  sort,
  onFilter,
  onSort,
}: {
  filter: StatusFilter;
  sort: PaymentSort;
  onFilter: (filter: StatusFilter) => void;
  onSort: (sort: PaymentSort) => void;
}) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
    <SearchBox label="Search payments" hint="Name, email, invoice number or structured reference" />
    <TextField
      select
      size="small"
      label="Show"
      value={filter}
      onChange={(event) => onFilter(event.target.value as StatusFilter)}
      sx={{ minWidth: 200 }}
    >
      {STATUS_FILTERS.map((f) => (
        <MenuItem key={f.value} value={f.value}>
          {f.label}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      select
      size="small"
      label="Sort by"
      value={sort}
      onChange={(event) => onSort(event.target.value as PaymentSort)}
      sx={{ minWidth: 200 }}
    >
      {SORTS.map((s) => (
        <MenuItem key={s.value} value={s.value}>
          {s.label}
        </MenuItem>
      ))}
    </TextField>
  </Stack>
);

/** The invoices of one convention, with totals, filter, order, reminders and the export. */
const ConventionPayments = ({ conventionId }: { conventionId: number | undefined }) => {
  const [search] = useUrlParam('search');
  const [status, setStatus] = useUrlParam('status');
  const { data, error, isLoading } = useGetPaymentsQuery({ conventionId, search });
  const wide = useMediaQuery(`(min-width:${WIDE_BREAKPOINT}px)`);
  const filter: StatusFilter = isStatusFilter(status) ? status : 'all';
  const setFilter = (next: StatusFilter) => setStatus(next === 'all' ? '' : next);
  const [sort, setSort] = useState<PaymentSort>('overdue');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [recording, setRecording] = useState<PaymentRow | null>(null);
  const today = clubToday();
  const rows = useMemo(
    () => visiblePayments(data ?? [], filter, sort, today),
    [data, filter, sort, today],
  );

  if (isLoading) return <PageSpinner />;
  if (error || !data) return <ErrorAlert message={getErrorMessage(error, PAYMENTS_LOAD_ERROR)} />;

  const handlers: PaymentListHandlers = {
    today,
    chosen,
    onChoose: (invoiceId, on) =>
      setChosen((before) => {
        const after = new Set(before);
        if (on) after.add(invoiceId);
        else after.delete(invoiceId);
        return after;
      }),
    onRecord: setRecording,
  };
  const overdue = data.filter((row) => isOverdue(row, today));
  const chosenRows = data.filter((row) => chosen.has(row.invoiceId));

  return (
    <>
      <PaymentsTotals rows={rows} />
      <StatementImport invoices={data} />
      <Stack spacing={2} sx={{ mb: 2 }}>
        <PaymentsExport conventionId={conventionId} />
        <ListControls filter={filter} sort={sort} onFilter={setFilter} onSort={setSort} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <RemindButton
            rows={chosenRows}
            label="Remind Chosen"
            onSent={() => setChosen(new Set())}
          />
          <RemindButton rows={overdue} label="Remind All Overdue" />
        </Stack>
      </Stack>
      {data.length === 0 && !search ? (
        <Typography>No invoices have been sent yet.</Typography>
      ) : rows.length === 0 ? (
        <Typography>{NO_PAYMENT_FOUND}</Typography>
      ) : wide ? (
        <PaymentsTable rows={rows} handlers={handlers} />
      ) : (
        <PaymentCards rows={rows} handlers={handlers} />
      )}
      {recording && <RecordPaymentDialog row={recording} onClose={() => setRecording(null)} />}
    </>
  );
};

/**
 * /admin/payments: the treasurer's view of one convention's invoices (the active one unless
 * another is chosen): what each charged, received, has left and owes back, and money recorded by
 * hand.
 */
export const PaymentsPage = () => {
  const { conventions, convention, choose, isLoading } = useChosenConvention();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Payments
      </Typography>
      {isLoading ? (
        <PageSpinner />
      ) : (
        <>
          {conventions.length > 0 && (
            <Stack sx={{ mb: 3 }}>
              <ConventionSelect
                conventions={conventions}
                value={convention?.id ?? null}
                onChange={choose}
              />
            </Stack>
          )}
          <ConventionPayments key={convention?.id ?? 0} conventionId={convention?.id} />
        </>
      )}
    </Container>
  );
};
