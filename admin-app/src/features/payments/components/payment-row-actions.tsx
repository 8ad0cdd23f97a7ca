import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { useInvoicePdfDownload, type PaymentRow } from 'shared-api';
import { useToast } from 'shared-ui';

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
  const { download, downloading } = useInvoicePdfDownload();
  const { showToast } = useToast();
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
        onClick={async () => {
          const failed = await download(row.invoiceId);
          if (failed) showToast({ header: 'Action Failed', body: failed, variant: 'danger' });
        }}
      >
        PDF
      </Button>
    </Stack>
  );
};
