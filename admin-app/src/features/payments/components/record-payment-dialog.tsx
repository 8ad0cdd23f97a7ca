import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { getErrorMessage, type PaymentRow } from 'shared-api';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from 'shared-api/member';
import { clubWallClock, recordPaymentFormSchema } from 'shared-api/contract';
import { useToast } from 'shared-ui';
import { FormDialog, FormSelectField, FormTextField, useZodForm } from 'shared-ui/forms';
import { FormDateField, PickersProvider } from 'shared-ui/pickers';
import { useRecordPaymentMutation } from 'shared-api/admin';

export const PAYMENT_RECORDED = 'Payment recorded.';
const RECORD_FAILED = 'Failed to record the payment.';

/** Today in Brussels, as the date pickers hold a day. */
const today = (): string => `${clubWallClock(new Date()).toISOString().slice(0, 10)}T00:00:00.000Z`;
const euros = (cents: number): string => (Math.max(cents, 0) / 100).toFixed(2);
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/**
 * Record Payment: money received (or paid back) for one invoice, by hand. The amount starts at what
 * is left to pay, or at the refund due once Refund is chosen.
 */
export const RecordPaymentDialog = ({ row, onClose }: { row: PaymentRow; onClose: () => void }) => {
  const [record] = useRecordPaymentMutation();
  const { showToast } = useToast();
  const form = useZodForm(recordPaymentFormSchema, {
    defaultValues: {
      amount: euros(row.leftCents),
      method: 'bank_transfer',
      date: today(),
      note: '',
    },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const { setValue } = form;
  useEffect(() => {
    if (method === 'refund') setValue('amount', euros(row.refundDueCents));
  }, [method, row.refundDueCents, setValue]);
  const member = `${row.recipient.firstName} ${row.recipient.lastName}`;
  return (
    <FormDialog
      form={form}
      title={`Record Payment: ${member}, invoice ${row.invoiceNumber ?? ''}`}
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
      <PickersProvider>
        <FormDateField control={form.control} name="date" label="Date" required />
      </PickersProvider>
      <FormTextField control={form.control} name="note" label="Note" multiline />
    </FormDialog>
  );
};
