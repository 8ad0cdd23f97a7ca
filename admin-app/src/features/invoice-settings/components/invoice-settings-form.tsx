import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { type FeeField, type InvoiceFeesFormInput, type InvoiceFeesFormOutput } from 'shared-api';
import { formatIbanGroups } from 'shared-api/member';
import { invoiceFeesFormSchema, ibanSchema } from 'shared-api/contract';
import { FormTextField, useZodForm } from 'shared-ui/forms';

const FIELDS: { name: FeeField; label: string }[] = [
  { name: 'springConventionFee', label: 'Spring Convention Fee' },
  { name: 'winterConventionFee', label: 'Winter Convention Fee' },
  { name: 'springParkingFee', label: 'Spring Parking Fee' },
  { name: 'winterParkingFee', label: 'Winter Parking Fee' },
];

interface InvoiceSettingsFormProps {
  initial: InvoiceFeesFormInput;
  saving: boolean;
  onSave: (settings: InvoiceFeesFormOutput) => void;
}

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The IBAN as it will be printed, once it is valid. */
const ibanHint = (value: unknown): string => {
  const parsed = ibanSchema.safeParse(typeof value === 'string' ? value : '');
  return parsed.success && parsed.data
    ? `Printed as ${formatIbanGroups(parsed.data)}`
    : 'Checked with its check digits; spaces are allowed.';
};

/** The four euro fees (Required, 0 or more, steps of 0.01) and who members pay. */
export const InvoiceSettingsForm = ({ initial, saving, onSave }: InvoiceSettingsFormProps) => {
  const { control, handleSubmit, watch } = useZodForm(invoiceFeesFormSchema, {
    defaultValues: initial,
  });
  return (
    <Box component="form" onSubmit={handleSubmit(onSave)} noValidate>
      <Box sx={GRID}>
        {FIELDS.map(({ name, label }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label={label}
                type="number"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{
                  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
                }}
              />
            )}
          />
        ))}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Payment details
      </Typography>
      <Box sx={GRID}>
        <FormTextField control={control} name="beneficiaryName" label="Beneficiary name" />
        <FormTextField
          control={control}
          name="iban"
          label="IBAN"
          autoComplete="off"
          helperText={ibanHint(watch('iban'))}
        />
        <FormTextField control={control} name="bic" label="BIC (optional)" autoComplete="off" />
        <FormTextField
          control={control}
          name="paymentDueDays"
          label="Payment due (days before the convention starts)"
          type="number"
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="clubAddress"
          label="Club address (optional, invoice header)"
          multiline
          minRows={2}
        />
        <FormTextField
          control={control}
          name="enterpriseNumber"
          label="Enterprise number (optional)"
        />
      </Box>
      <Button type="submit" variant="contained" loading={saving} sx={{ mt: 3 }}>
        Save Settings
      </Button>
    </Box>
  );
};
