import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  formatCents,
  PAYMENT_STATUS_LABELS,
  useInvoicePdfDownload,
  type MemberInvoice,
} from 'shared-api';
import { useToast } from 'shared-ui';

/** yyyy-mm-dd as the invoice writes it. */
const day = (iso: string | null): string => (iso ? iso.split('-').reverse().join('/') : '—');

/** One invoice with what the member needs to pay it: amount, due date, account, reference, QR. */
export const InvoiceToPay = ({ invoice }: { invoice: MemberInvoice }) => {
  const { download, downloading } = useInvoicePdfDownload();
  const { showToast } = useToast();
  const due = Math.max(invoice.amountCents - invoice.paidCents, 0);
  // After a change or a cancellation the invoice may ask for less than was paid.
  const refund = Math.max(invoice.paidCents - invoice.amountCents, 0);
  const details: [string, string][] = [
    ['Status', PAYMENT_STATUS_LABELS[invoice.status]],
    refund > 0 ? ['To be refunded', formatCents(refund)] : ['Amount due', formatCents(due)],
    ...(invoice.paidCents !== 0
      ? ([
          ['Invoice total', formatCents(invoice.amountCents)],
          ['Received', formatCents(invoice.paidCents)],
        ] as [string, string][])
      : []),
    ['Due date', day(invoice.dueDate)],
    ['Beneficiary', invoice.beneficiaryName],
    ['IBAN', invoice.iban ?? '—'],
    ...(invoice.bic ? ([['BIC', invoice.bic]] as [string, string][]) : []),
    ['Structured communication', invoice.structuredReference],
  ];
  const save = async () => {
    const failure = await download(invoice.invoiceId, invoice.invoiceNumber);
    if (failure) showToast({ header: 'Download Failed', body: failure, variant: 'danger' });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          Invoice {invoice.invoiceNumber}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 3,
            alignItems: { sm: 'flex-start' },
          }}
        >
          <Box component="dl" sx={{ m: 0, flex: 1, minWidth: 0 }}>
            {details.map(([term, value]) => (
              <Box key={term} sx={{ mb: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {invoice.qrDataUrl && due > 0 && (
            <Box sx={{ textAlign: 'center' }}>
              <Box
                component="img"
                src={invoice.qrDataUrl}
                alt={`QR code to pay invoice ${invoice.invoiceNumber} with a banking app`}
                sx={{ width: 180, height: 180, display: 'block', mx: 'auto' }}
              />
              <Typography variant="caption" color="text.secondary">
                Scan with your banking app
              </Typography>
            </Box>
          )}
        </Box>
        <Button variant="outlined" onClick={() => void save()} loading={downloading} sx={{ mt: 2 }}>
          Download PDF
        </Button>
      </CardContent>
    </Card>
  );
};
