import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useUiT } from '../i18n/own-messages';
import { FormTextField } from './form-text-field';

// Sign-up and the profile ask for a person's details alike; sign-up puts the email address and
// the password between the name and the optional details, so they are two blocks.

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** A blank year is "not given"; anything else goes to the schema as a number (NaN fails there). */
const toYear = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** First and last name (the form's `firstName` and `lastName`), side by side on wider screens. */
export const NameFields = <T extends FieldValues & { firstName: string; lastName: string }, O>({
  control,
}: {
  control: Control<T, unknown, O>;
}) => {
  const t = useUiT();
  return (
    <Box sx={twoColumns}>
      <FormTextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label={t('ui.person.firstName')}
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label={t('ui.person.lastName')}
        autoComplete="family-name"
        required
      />
    </Box>
  );
};

export interface BirthYearAndNationalityFieldsProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
}

/**
 * The optional year of birth and nationality (`yearOfBirth`, `nationality`), side by side. The year
 * is a text field with a numeric keypad, not a number field: a year is no quantity to step, and a
 * number field takes '1e3' and loses what it cannot read.
 */
export const BirthYearAndNationalityFields = <
  T extends FieldValues & { yearOfBirth?: number | null; nationality?: string | null },
  O,
>({
  control,
}: BirthYearAndNationalityFieldsProps<T, O>) => {
  const t = useUiT();
  return (
    <Box sx={twoColumns}>
      <FormTextField
        control={control}
        name={'yearOfBirth' as FieldPath<T>}
        label={t('ui.person.yearOfBirth')}
        inputMode="numeric"
        autoComplete="bday-year"
        parse={toYear}
      />
      <FormTextField
        control={control}
        name={'nationality' as FieldPath<T>}
        label={t('ui.person.nationality')}
        autoComplete="country-name"
      />
    </Box>
  );
};
