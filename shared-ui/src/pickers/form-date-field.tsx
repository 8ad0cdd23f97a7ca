import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Dayjs } from 'dayjs';
import { useContext } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFormBusy } from '../forms/form-busy';
import { FieldMessagesInSummary } from '../forms/field-messages';
import { useTranslateMessage } from '../i18n/translate-message';
import { dayFromWire, dayToWire } from './wall-clock-day';

export interface FormDateFieldProps<T extends FieldValues, O = T> {
  /** The form's control, whatever its submit receives (O). */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  minDate?: Dayjs;
  maxDate?: Dayjs;
  sx?: SxProps<Theme>;
}

/**
 * A day picker bound to a form field that holds the day's wire value (wall-clock midnight labelled
 * Z), dd/mm/yyyy, every month six weeks high. Inside a PickersProvider.
 */
export const FormDateField = <T extends FieldValues, O = T>({
  control,
  name,
  label,
  required = false,
  disabled = false,
  minDate,
  maxDate,
  sx,
}: FormDateFieldProps<T, O>) => {
  const { field, fieldState } = useController({ control, name });
  const busy = useFormBusy();
  const inSummary = useContext(FieldMessagesInSummary);
  const translate = useTranslateMessage();
  const error = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <DatePicker
      label={label}
      format="DD/MM/YYYY"
      fixedWeekNumber={6}
      minDate={minDate}
      maxDate={maxDate}
      value={dayFromWire(typeof value === 'string' ? value : null)}
      onChange={(day) => field.onChange(dayToWire(day))}
      disabled={disabled || busy}
      inputRef={field.ref}
      slotProps={{
        textField: {
          name: field.name,
          required,
          onBlur: field.onBlur,
          error: fieldState.invalid,
          helperText: inSummary || error === undefined ? undefined : translate(error),
        },
      }}
      sx={sx}
    />
  );
};
