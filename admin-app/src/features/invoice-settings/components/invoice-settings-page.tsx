import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  FEE_FIELDS,
  getErrorMessage,
  type InvoiceFeesFormInput,
  type InvoiceFeesFormOutput,
  type InvoiceMeta,
} from 'shared-api';
import { DEFAULT_PAYMENT_DUE_DAYS, formatIbanGroups } from 'shared-api/member';
import {
  useCreateInvoiceMetaMutation,
  useGetInvoiceMetaExistsQuery,
  useGetInvoiceMetaQuery,
  useUpdateInvoiceMetaMutation,
} from 'shared-api/admin';
import { ErrorAlert, PageSpinner } from 'shared-ui';
import { useAction } from 'shared-ui/actions';
import { InvoiceSettingsForm } from './invoice-settings-form';

export const SETTINGS_LOAD_ERROR = 'Failed to load invoice settings.';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings.';
export const SETTINGS_CREATED = 'Settings created successfully.';
export const SETTINGS_UPDATED = 'Settings updated successfully.';

const asText = (meta: InvoiceMeta | undefined): InvoiceFeesFormInput => ({
  ...(Object.fromEntries(
    FEE_FIELDS.map((field) => [field, meta ? meta[field].toFixed(2) : '']),
  ) as Pick<InvoiceFeesFormInput, (typeof FEE_FIELDS)[number]>),
  beneficiaryName: meta?.beneficiaryName ?? '',
  iban: meta?.iban ? formatIbanGroups(meta.iban) : '',
  bic: meta?.bic ?? '',
  paymentDueDays: String(meta?.paymentDueDays ?? DEFAULT_PAYMENT_DUE_DAYS),
  clubAddress: meta?.clubAddress ?? '',
  enterpriseNumber: meta?.enterpriseNumber ?? '',
});

/** /admin/invoice-settings: create mode when none exist, else update. */
export const InvoiceSettingsPage = () => {
  const exists = useGetInvoiceMetaExistsQuery();
  const meta = useGetInvoiceMetaQuery(undefined, { skip: exists.data !== true });
  const [create, creating] = useCreateInvoiceMetaMutation();
  const [update, updating] = useUpdateInvoiceMetaMutation();
  const { run: save } = useAction(
    async (fees: InvoiceFeesFormOutput) => {
      if (meta.data) {
        await update({ invoiceMetaId: meta.data.invoiceMetaId, ...fees }).unwrap();
        return SETTINGS_UPDATED;
      }
      await create({ ...fees, invoiceMetaId: null }).unwrap();
      return SETTINGS_CREATED;
    },
    { success: (saved) => saved, failure: SETTINGS_SAVE_FAILED },
  );

  const loadError = exists.error ?? meta.error;
  const body = (() => {
    if (exists.isLoading || meta.isLoading) return <PageSpinner />;
    if (loadError || exists.data === undefined) {
      return <ErrorAlert message={getErrorMessage(loadError, SETTINGS_LOAD_ERROR)} />;
    }
    return (
      <>
        {!meta.data && (
          <Alert severity="info" sx={{ mb: 3 }}>
            No fees have been set yet: saving creates them.
          </Alert>
        )}
        {meta.data && !meta.data.iban && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            No IBAN is set: invoices cannot be sent until you enter the club&apos;s IBAN below.
          </Alert>
        )}
        <InvoiceSettingsForm
          key={meta.data?.invoiceMetaId ?? 'new'}
          initial={asText(meta.data)}
          saving={creating.isLoading || updating.isLoading}
          onSave={save}
        />
      </>
    );
  })();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {/* The menu's name for the page; the fees form keeps its own header. */}
      <Typography variant="h3" component="h1" gutterBottom>
        Invoice Settings
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Create or Update Convention &amp; Parking Fees
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Invoices charge the season&apos;s convention fee for every attendee a member registered,
            plus the season&apos;s parking fee for each attendee who asked for parking. Amounts in
            euro. Invoices tell members to pay the beneficiary below, with a structured
            communication and a QR code their banking app reads.
          </Typography>
          {body}
        </CardContent>
      </Card>
    </Container>
  );
};
