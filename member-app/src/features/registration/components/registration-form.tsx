import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  PARKING_FEE,
  PARKING_FEE_EUROS,
  type Convention,
  type RegistrationInput,
  type RegistrationRequest,
  type SessionUser,
} from 'shared-api';
import { registrationRequestSchema } from 'shared-api/contract';
import { mealFieldChoices } from 'shared-api/member';
import { useLanguage } from 'shared-ui';
import {
  FormCheckbox,
  FormSubmitButton,
  FormTextField,
  MealFields,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { T, useT } from '../../../i18n';
import { registrationDefaults } from '../registration-defaults';
import { ConventionInfoSection } from './convention-info-section';
import { FormSection } from './form-section';
import { PersonalInfoSection } from './personal-info-section';
import { PriceAndPlace } from './price-and-place';

export interface RegistrationFormProps {
  convention: Convention;
  user: SessionUser;
  onBehalf: boolean;
  /** Saves the registration; resolves to an error message to show, or null on success. */
  onSubmit: (values: RegistrationRequest) => Promise<string | null>;
  /** A saved registration to change, instead of a new one. */
  initialValues?: RegistrationInput;
  submitLabel?: string;
}

/**
 * The convention registration form, for oneself or on behalf of someone else. Mount it with a key per mode and user: its defaults are taken once,
 * so a new mode or user starts a new form.
 */
export const RegistrationForm = ({
  convention,
  user,
  onBehalf,
  onSubmit,
  initialValues,
  submitLabel,
}: RegistrationFormProps) => {
  const t = useT();
  const { language, euro } = useLanguage();
  const form = useZodForm<RegistrationInput, RegistrationRequest>(registrationRequestSchema, {
    defaultValues: initialValues ?? registrationDefaults(convention.id, user, onBehalf),
  });
  const { control } = form;
  const parking = useWatch({ control, name: 'parking' });
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: RegistrationRequest) => {
    setError(null);
    setError(await onSubmit(values));
  };

  return (
    <PageForm form={form} onSubmit={submit} spacing={3} aria-label={t('form.ariaLabel')}>
      <PersonalInfoSection
        control={control}
        locked={!onBehalf}
        conventionStart={convention.startDate}
      />
      <ConventionInfoSection control={control} convention={convention} />
      <FormSection title={t('form.facilities.title')}>
        <FormCheckbox
          control={control}
          name="parking"
          label={t('form.facilities.parking')}
          // The fee stated on the information pages, as English writes it there.
          helperText={t('form.facilities.parkingFee', {
            fee: language === 'en' ? PARKING_FEE : euro(PARKING_FEE_EUROS),
          })}
        />
        {parking === true && (
          <FormTextField
            control={control}
            name="licensePlate"
            label={t('form.facilities.licensePlate')}
            required
          />
        )}
      </FormSection>
      <FormSection title={t('form.meals.title')}>
        <MealFields control={control} {...mealFieldChoices(convention)} />
      </FormSection>
      <FormSection title={t('form.listed.title')}>
        <FormCheckbox
          control={control}
          name="listed"
          label={t('form.listed.label')}
          helperText={t('form.listed.help')}
        />
      </FormSection>
      <FormSection title={t('form.additional.title')}>
        <FormTextField
          control={control}
          name="additionalInfo"
          label={t('form.additional.label')}
          multiline
        />
      </FormSection>
      <FormSection title={t('form.terms.title')}>
        <FormCheckbox
          control={control}
          name="termsAccepted"
          label={
            <T
              id="form.terms.accept"
              components={{
                0: <Link href="/terms" target="_blank" rel="noopener noreferrer" />,
              }}
            />
          }
        />
      </FormSection>
      <PriceAndPlace
        control={control}
        conventionId={convention.id}
        isNew={initialValues === undefined}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <FormSubmitButton
        form={form}
        label={submitLabel ?? t('form.submit')}
        submittingLabel={t('form.submitting')}
        size="large"
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: { sm: 200 } }}
      />
    </PageForm>
  );
};
