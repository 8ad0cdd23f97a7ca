import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type PaymentsExportQuery } from 'shared-api';
import { useExportPaymentsMutation } from 'shared-api/admin';
import { useDownload } from 'shared-ui/actions';

export const PAYMENTS_EXPORT_FAILED = 'Failed to export the payments.';

const CSV = 'text/csv;charset=utf-8';

/** The accountant's files: both lists in a workbook, or one list as CSV. */
const CHOICES: readonly { label: string; query: PaymentsExportQuery; type: string }[] = [
  {
    label: 'Invoices and payments, Excel workbook (.xlsx)',
    query: { format: 'xlsx' },
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    label: 'Invoices, CSV semicolon separated (Excel in Belgium)',
    query: { format: 'csv', separator: 'semicolon', list: 'invoices' },
    type: CSV,
  },
  {
    label: 'Payments, CSV semicolon separated (Excel in Belgium)',
    query: { format: 'csv', separator: 'semicolon', list: 'payments' },
    type: CSV,
  },
  {
    label: 'Invoices, CSV comma separated',
    query: { format: 'csv', separator: 'comma', list: 'invoices' },
    type: CSV,
  },
  {
    label: 'Payments, CSV comma separated',
    query: { format: 'csv', separator: 'comma', list: 'payments' },
    type: CSV,
  },
];

/** Which file for the accountant, then the button that downloads the chosen convention's. */
export const PaymentsExport = ({ conventionId }: { conventionId: number | undefined }) => {
  const [exportPayments, { isLoading }] = useExportPaymentsMutation();
  const [index, setIndex] = useState(0);
  const choice = CHOICES[index]!;
  const { run: exportFile } = useDownload(
    async () => {
      const file = await exportPayments({ ...choice.query, conventionId }).unwrap();
      return { base64: file.data, fileName: file.fileName, type: choice.type };
    },
    { failure: PAYMENTS_EXPORT_FAILED },
  );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        size="small"
        label="Export for the accountant"
        value={index}
        onChange={(event) => setIndex(Number(event.target.value))}
        sx={{ minWidth: { sm: 360 } }}
      >
        {CHOICES.map((c, i) => (
          <MenuItem key={c.label} value={i}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void exportFile()}
        disabled={isLoading}
      >
        Export
      </Button>
    </Stack>
  );
};
