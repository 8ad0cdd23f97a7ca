import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type MemberInvoice } from 'shared-api';
import { useDownloadInvoicePdfMutation, type PaymentStatus } from 'shared-api/member';
import { useLanguage } from 'shared-ui';
import { useDownload } from 'shared-ui/actions';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { key, useT, type MemberMessage } from '../../../i18n';

const STATUS_NAMES: Record<PaymentStatus, MemberMessage> = {
  unpaid: key('invoice.status.unpaid'),
  partially_paid: key('invoice.status.partiallyPaid'),
  paid: key('invoice.status.paid'),
  overpaid: key('invoice.status.overpaid'),
  refunded: key('invoice.status.refunded'),
};

/** yyyy-mm-dd as the invoice writes it. */
const day = (iso: string | null): string => (iso ? iso.split('-').reverse().join('/') : '—');

/**
 * One invoice with what the member needs to pay it: what is left, due date, account, reference,
 * QR code; once nothing is left, when it was paid, or the refund due after a change or a
 * cancellation made it ask for less than was paid.
 */
export const InvoiceToPay = ({ invoice }: { invoice: MemberInvoice }) => {
  const t = useT();
  const { cents } = useLanguage();
  const [fetchPdf] = useDownloadInvoicePdfMutation();
  const { run: save, busy: downloading } = useDownload(() => fetchPdf(invoice.invoiceId));
  const toPay = invoice.leftCents > 0;
  // Term, value, and what the copy button puts on the clipboard (as a banking app takes it).
  type Detail = [string, string, string?];
  const details: Detail[] = [
    [
      t('invoice.status'),
      // Money owed back is said with its amount.
      invoice.status === 'overpaid'
        ? t('invoice.status.refundDue', { amount: cents(invoice.refundDueCents) })
        : t(STATUS_NAMES[invoice.status]),
    ],
    ...(toPay
      ? ([
          [t('invoice.amountDue'), cents(invoice.leftCents), (invoice.leftCents / 100).toFixed(2)],
        ] as Detail[])
      : []),
    ...(invoice.paidCents !== 0
      ? ([
          [t('invoice.total'), cents(invoice.amountCents)],
          [t('invoice.received'), cents(invoice.paidCents)],
        ] as Detail[])
      : []),
    ...(toPay
      ? ([[t('invoice.dueDate'), day(invoice.dueDate)]] as Detail[])
      : invoice.status === 'paid' && invoice.paidOn
        ? ([[t('invoice.paidOn'), day(invoice.paidOn)]] as Detail[])
        : []),
    [t('invoice.beneficiary'), invoice.beneficiaryName],
    invoice.iban ? ['IBAN', invoice.iban, invoice.iban.replace(/\s/g, '')] : ['IBAN', '—'],
    ...(invoice.bic ? ([['BIC', invoice.bic]] as Detail[]) : []),
    [t('invoice.reference'), invoice.structuredReference, invoice.structuredReference || undefined],
  ];

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('invoice.heading', { number: invoice.invoiceNumber })}
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
                alt={t('invoice.qrAlt', { number: invoice.invoiceNumber })}
                sx={{ width: 180, height: 180, display: 'block', mx: 'auto' }}
              />
              <Typography variant="caption" color="text.secondary">
                {t('invoice.qrCaption')}
              </Typography>
            </Box>
          )}
        </Box>
        <Button variant="outlined" onClick={() => void save()} loading={downloading} sx={{ mt: 2 }}>
          {t('invoice.downloadPdf')}
        </Button>
      </CardContent>
    </Card>
  );
};
