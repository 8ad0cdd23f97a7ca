import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { type PaymentRow } from 'shared-api';
import { useDownloadInvoicePdfMutation } from 'shared-api/member';
import { useDownload } from 'shared-ui/actions';

/** What the table and the cards do with one invoice. */
export interface PaymentListHandlers {
  today: string;
  chosen: ReadonlySet<string>;
  onChoose: (invoiceId: string, chosen: boolean) => void;
  onRecord: (row: PaymentRow) => void;
}

/** Chosen for a reminder: the box names the invoice, for screen readers. */
export const ChooseBox = ({
  row,
  handlers,
}: {
  row: PaymentRow;
  handlers: PaymentListHandlers;
}) => (
  <Checkbox
    checked={handlers.chosen.has(row.invoiceId)}
    onChange={(event) => handlers.onChoose(row.invoiceId, event.target.checked)}
    slotProps={{ input: { 'aria-label': `Choose invoice ${row.invoiceNumber ?? ''}` } }}
  />
);

/** Record a payment by hand; download the invoice as the member got it. */
export const PaymentRowActions = ({
  row,
  handlers,
}: {
  row: PaymentRow;
  handlers: PaymentListHandlers;
}) => {
  const [fetchPdf] = useDownloadInvoicePdfMutation();
  const { run: savePdf, busy: downloading } = useDownload((invoiceId: string) =>
    fetchPdf(invoiceId),
  );
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => handlers.onRecord(row)}
        aria-label={`Record payment for invoice ${row.invoiceNumber ?? ''}`}
      >
        Record
      </Button>
      <Button
        size="small"
        disabled={downloading}
        aria-label={`Download PDF of invoice ${row.invoiceNumber ?? ''}`}
        onClick={() => void savePdf(row.invoiceId)}
      >
        PDF
      </Button>
    </Stack>
  );
};
