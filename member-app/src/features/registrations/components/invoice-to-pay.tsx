import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type MemberInvoice } from 'shared-api';
import { formatCents, paymentStatusText, useDownloadInvoicePdfMutation } from 'shared-api/member';
import { useDownload } from 'shared-ui/actions';
import { CopyButton } from '../../../components/copy-button/copy-button';

/** yyyy-mm-dd as the invoice writes it. */
const day = (iso: string | null): string => (iso ? iso.split('-').reverse().join('/') : '—');

/**
 * One invoice with what the member needs to pay it: what is left, due date, account, reference,
 * QR code; once nothing is left, when it was paid, or the refund due after a change or a
 * cancellation made it ask for less than was paid.
 */
export const InvoiceToPay = ({ invoice }: { invoice: MemberInvoice }) => {
  const [fetchPdf] = useDownloadInvoicePdfMutation();
  const { run: save, busy: downloading } = useDownload(() => fetchPdf(invoice.invoiceId));
  const toPay = invoice.leftCents > 0;
  // Term, value, and what the copy button puts on the clipboard (as a banking app takes it).
  type Detail = [string, string, string?];
  const details: Detail[] = [
    ['Status', paymentStatusText(invoice)],
    ...(toPay
      ? ([
          ['Amount due', formatCents(invoice.leftCents), (invoice.leftCents / 100).toFixed(2)],
        ] as Detail[])
      : []),
    ...(invoice.paidCents !== 0
      ? ([
          ['Invoice total', formatCents(invoice.amountCents)],
          ['Received', formatCents(invoice.paidCents)],
        ] as Detail[])
      : []),
    ...(toPay
      ? ([['Due date', day(invoice.dueDate)]] as Detail[])
      : invoice.status === 'paid' && invoice.paidOn
        ? ([['Paid on', day(invoice.paidOn)]] as Detail[])
        : []),
    ['Beneficiary', invoice.beneficiaryName],
    invoice.iban ? ['IBAN', invoice.iban, invoice.iban.replace(/\s/g, '')] : ['IBAN', '—'],
    ...(invoice.bic ? ([['BIC', invoice.bic]] as Detail[]) : []),
    [
      'Structured communication',
      invoice.structuredReference,
      invoice.structuredReference || undefined,
    ],
  ];

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
            {details.map(([term, value, copied]) => (
              <Box key={term} sx={{ mb: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Box
                  component="dd"
                  sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                  {toPay && copied && <CopyButton what={term} value={copied} />}
                </Box>
              </Box>
            ))}
          </Box>
          {invoice.qrDataUrl && toPay && (
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
