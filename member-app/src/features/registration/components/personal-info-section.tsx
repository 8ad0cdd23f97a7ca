import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useWatch, type Control } from 'react-hook-form';
import { mayBeMinorAt, type RegistrationInput, type RegistrationRequest } from 'shared-api';
import { FormTextField } from 'shared-ui/forms';
import { useT } from '../../../i18n';
import { FormSection } from './form-section';

interface PersonalInfoSectionProps {
  control: Control<RegistrationInput, unknown, RegistrationRequest>;
  /** Registering oneself: name and email come from the account and are locked. */
  locked: boolean;
  /** The convention's first day (YYYY-MM-DD): the attendee's age is the one they have then. */
  conventionStart: string;
}

export const PersonalInfoSection = ({
  control,
  locked,
  conventionStart,
}: PersonalInfoSectionProps) => {
  const t = useT();
  const yearOfBirth = useWatch({ control, name: 'attendeeYearOfBirth' });
  const minor = mayBeMinorAt(yearOfBirth, conventionStart);
  return (
    <FormSection title={t('form.personal.title')}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="attendeeFirstName"
          label={t('form.personal.firstName')}
          required
          locked={locked}
          autoComplete={locked ? 'given-name' : 'off'}
        />
        <FormTextField
          control={control}
          name="attendeeLastName"
          label={t('form.personal.lastName')}
          required
          locked={locked}
          autoComplete={locked ? 'family-name' : 'off'}
        />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="attendeeEmail"
            label={t('form.personal.email')}
            type="email"
            required
            locked={locked}
            autoComplete={locked ? 'email' : 'off'}
            helperText={locked ? t('form.personal.fromAccount') : undefined}
          />
        </Box>
        <FormTextField
          control={control}
          name="attendeeYearOfBirth"
          label={t('form.personal.yearOfBirth')}
          inputMode="numeric"
          autoComplete={locked ? 'bday-year' : 'off'}
        />
        <FormTextField
          control={control}
          name="attendeeNationality"
          label={t('form.personal.nationality')}
        />
        {minor && (
          <Alert severity="info" role="status" sx={{ gridColumn: { sm: '1 / -1' } }}>
            {t('form.personal.minorNeedsGuardian')}
          </Alert>
        )}
      </Box>
    </FormSection>
  );
};
