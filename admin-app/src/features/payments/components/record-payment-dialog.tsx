import {
  getErrorMessage,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentRow,
} from 'shared-api';
import { recordPaymentFormSchema } from 'shared-api/contract';
import { useToast } from 'shared-ui';
import { FormDialog, FormSelectField, FormTextField, useZodForm } from 'shared-ui/forms';
import { useRecordPaymentMutation } from 'shared-api/admin';

export const PAYMENT_RECORDED = 'Payment recorded.';
const RECORD_FAILED = 'Failed to record the payment.';

const today = (): string => new Date().toISOString().slice(0, 10);
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** Record Payment: money received (or paid back) for one invoice, by hand. */
export const RecordPaymentDialog = ({ row, onClose }: { row: PaymentRow; onClose: () => void }) => {
  const [record] = useRecordPaymentMutation();
  const { showToast } = useToast();
  const outstanding = Math.max(row.amountCents - row.paidCents, 0);
  const form = useZodForm(recordPaymentFormSchema, {
    defaultValues: {
      amount: (outstanding / 100).toFixed(2),
      method: 'bank_transfer',
      date: today(),
      note: '',
    },
  });
  return (
    <FormDialog
      form={form}
      title={`Record Payment: ${row.invoiceNumber ?? ''}`}
      submitLabel="Record Payment"
      failureMessage={(error) => getErrorMessage(error, RECORD_FAILED)}
      onClose={onClose}
      onSubmit={async ({ amount, method, date, note }) => {
        await record({
          invoiceId: row.invoiceId,
          payment: { amountCents: amount, method, date, note },
        }).unwrap();
        showToast({ body: PAYMENT_RECORDED, variant: 'success' });
        onClose();
      }}
    >
      <FormTextField
        control={form.control}
        name="amount"
        label="Amount (€)"
        required
        inputMode="decimal"
        helperText="A refund is entered as a positive amount with the method Refund."
      />
      <FormSelectField
        control={form.control}
        name="method"
        label="Method"
        required
        options={METHOD_OPTIONS}
      />
      <FormTextField control={form.control} name="date" label="Date (yyyy-mm-dd)" required />
      <FormTextField control={form.control} name="note" label="Note" multiline />
    </FormDialog>
  );
};
