import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import {
  getErrorMessage,
  type ImportResult,
  type PaymentRow,
  type StatementEntryRow,
} from 'shared-api';
import { formatCents } from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import { PagedSummary } from 'shared-ui/messages';
import {
  useAssignStatementEntryMutation,
  useGetUnmatchedStatementEntriesQuery,
  useImportStatementMutation,
} from 'shared-api/admin';

export const STATEMENT_IMPORT_FAILED = 'Failed to import the bank statement.';
export const PAYMENT_ASSIGNED = 'Payment recorded from the bank statement.';
export const ASSIGN_FAILED = 'Failed to assign the payment.';
export const UNMATCHED_LOAD_ERROR = 'Failed to load the bank statement lines to assign.';

export const statementImported = (result: ImportResult) =>
  `Bank statement imported: ${result.matched} recorded, ${result.suggested} suggested, ${result.unmatched} unmatched.`;

const day = (iso: string): string => iso.split('-').reverse().join('/');

/** The file's bytes as base64, the way the import call carries them. */
const readBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',', 2)[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

const COUNTS: [keyof ImportResult, string][] = [
  ['entries', 'Lines in the file'],
  ['matched', 'Recorded by their structured communication'],
  ['suggested', 'Suggested'],
  ['unmatched', 'Unmatched'],
  ['alreadyImported', 'Already imported'],
  ['skipped', 'Skipped (money going out or not in euro)'],
];

const ResultCounts = ({ result, fileName }: { result: ImportResult; fileName: string }) => (
  <Box role="status" sx={{ mt: 2 }}>
    <Typography variant="subtitle1" component="p">
      {fileName} ({result.format === 'coda' ? 'CODA' : 'camt.053'})
    </Typography>
    <Box
      component="dl"
      aria-label="Import result"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(3, 1fr auto)' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {COUNTS.map(([key, label]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {result[key]}
          </Typography>
        </Box>
      ))}
    </Box>
  </Box>
);

const payerOf = (entry: StatementEntryRow) => entry.counterpartyName || 'an unknown payer';

const EntryItem = ({ entry, invoices }: { entry: StatementEntryRow; invoices: PaymentRow[] }) => {
  const [assign, assigning] = useAssignStatementEntryMutation();
  const [chosen, setChosen] = useState(entry.suggestion?.invoiceId ?? '');
  const selectId = useId();
  const { run: record } = useAction(
    (invoiceId: string) => assign({ entryId: entry.entryId, invoiceId }),
    { success: PAYMENT_ASSIGNED, failure: ASSIGN_FAILED },
  );
  const what = `${formatCents(entry.amountCents)} from ${payerOf(entry)} of ${day(entry.bookedOn)}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body1">
        {day(entry.bookedOn)} · <strong>{formatCents(entry.amountCents)}</strong> ·{' '}
        {entry.counterpartyName || 'Unknown payer'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {entry.communication || 'No communication'}
        {entry.counterpartyIban ? ` · ${entry.counterpartyIban}` : ''} · {entry.bankReference}
      </Typography>
      {entry.suggestion && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 1, alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2">
            Suggested: invoice {entry.suggestion.invoiceNumber} of {entry.suggestion.recipientName}{' '}
            ({formatCents(entry.suggestion.amountCents)})
          </Typography>
          <Button
            size="small"
            variant="contained"
            disabled={assigning.isLoading}
            aria-label={`Confirm ${what} as the payment of invoice ${entry.suggestion.invoiceNumber ?? ''}`}
            onClick={() => void record(entry.suggestion!.invoiceId)}
          >
            Confirm
          </Button>
        </Stack>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          id={selectId}
          label="Invoice"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': `Invoice that ${what} pays` },
          }}
          sx={{ minWidth: { sm: 320 } }}
        >
          <option value="">Choose an invoice</option>
          {invoices.map((row) => (
            <option key={row.invoiceId} value={row.invoiceId}>
              {row.invoiceNumber} · {row.recipient.firstName} {row.recipient.lastName} ·{' '}
              {formatCents(Math.max(row.leftCents, 0))} due
            </option>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          disabled={chosen === '' || assigning.isLoading}
          aria-label={`Assign ${what} to the chosen invoice`}
          onClick={() => void record(chosen)}
        >
          Assign
        </Button>
      </Stack>
    </Paper>
  );
};

/** Lines per page: a year's statements may leave thousands, each with its own invoice list. */
export const UNMATCHED_PAGE_SIZE = 50;

const UnmatchedEntries = ({ invoices }: { invoices: PaymentRow[] }) => {
  const [pageNumber, setPageNumber] = useState(1);
  const { data, error, isLoading } = useGetUnmatchedStatementEntriesQuery({
    pageNumber,
    pageSize: UNMATCHED_PAGE_SIZE,
  });
  const headingId = useId();
  // Assigning the last lines of the last page leaves it empty: show the page before (adjusted
  // while rendering, as React advises for state that follows the data).
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  if (data && pageNumber > lastPage) setPageNumber(lastPage);
  if (isLoading) return null;
  if (error || !data) return <ErrorAlert message={getErrorMessage(error, UNMATCHED_LOAD_ERROR)} />;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" id={headingId}>
        Bank statement lines to assign ({data.totalCount})
      </Typography>
      {data.totalCount === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No bank statement lines are waiting to be assigned.
        </Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {data.items.map((entry) => (
              <EntryItem key={entry.entryId} entry={entry} invoices={invoices} />
            ))}
          </Stack>
          <PagedSummary
            pageNumber={data.pageNumber}
            pageSize={data.pageSize}
            totalCount={data.totalCount}
            totalPages={data.totalPages}
            onPageChange={setPageNumber}
            noun="lines"
          />
        </>
      )}
    </Box>
  );
};

/**
 * Import Bank Statement: a camt.053 or CODA file from the bank. Credits with an invoice's
 * structured communication are recorded at once; the others wait below, with a suggestion when
 * one invoice fits by amount and name, to be confirmed or assigned by hand.
 */
export const StatementImport = ({ invoices }: { invoices: PaymentRow[] }) => {
  const input = useRef<HTMLInputElement>(null);
  const [importStatement, importing] = useImportStatementMutation();
  const [outcome, setOutcome] = useState<{ result: ImportResult; fileName: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  const { run: importFile } = useAction(
    async (file: File) =>
      importStatement({ fileName: file.name, contentBase64: await readBase64(file) }).unwrap(),
    {
      success: statementImported,
      failure: STATEMENT_IMPORT_FAILED,
      onSuccess: (result, file) => setOutcome({ result, fileName: file.name }),
      onFailure: (message) => {
        setOutcome(null);
        setFailure(message);
      },
    },
  );
  const upload = (file: File) => {
    setFailure(null);
    void importFile(file);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h5" component="h2" id={headingId} gutterBottom>
        Bank Statements
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Import the account statement exported from the bank, as camt.053 (XML) or CODA. A credit
        with an invoice&apos;s structured communication is recorded as its payment; importing the
        same statement again records nothing twice.
      </Typography>
      <Button
        variant="contained"
        disabled={importing.isLoading}
        onClick={() => input.current?.click()}
      >
        {importing.isLoading ? 'Importing...' : 'Import Bank Statement'}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="statement-file"
        accept=".xml,.cod,.coda,.txt,.bc2,application/xml,text/xml,text/plain"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again imports it again.
          event.target.value = '';
          if (file) upload(file);
        }}
      />
      {failure && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert message={failure} />
        </Box>
      )}
      {outcome && <ResultCounts result={outcome.result} fileName={outcome.fileName} />}
      <UnmatchedEntries invoices={invoices} />
    </Paper>
  );
};
