import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { type FeeField, type InvoiceFeesFormInput, type InvoiceFeesFormOutput } from 'shared-api';
import { invoiceFeesFormSchema } from 'shared-api/contract';

const FIELDS: { name: FeeField; label: string }[] = [
  { name: 'springConventionFee', label: 'Spring Convention Fee' },
  { name: 'winterConventionFee', label: 'Winter Convention Fee' },
  { name: 'springParkingFee', label: 'Spring Parking Fee' },
  { name: 'winterParkingFee', label: 'Winter Parking Fee' },
];

interface InvoiceSettingsFormProps {
  initial: InvoiceFeesFormInput;
  saving: boolean;
  onSave: (fees: InvoiceFeesFormOutput) => void;
}

/** The four euro fees (Required, 0 or more, steps of 0.01). */
export const InvoiceSettingsForm = ({ initial, saving, onSave }: InvoiceSettingsFormProps) => {
  const { control, handleSubmit } = useForm<InvoiceFeesFormInput, unknown, InvoiceFeesFormOutput>({
    resolver: zodResolver(invoiceFeesFormSchema),
    defaultValues: initial,
  });
  return (
    <Box component="form" onSubmit={handleSubmit(onSave)} noValidate>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map(({ name, label }) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
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
      <Button type="submit" variant="contained" loading={saving} sx={{ mt: 3 }}>
        Save Settings
      </Button>
    </Box>
  );
};
