import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  PARKING_FEE,
  type Convention,
  type RegistrationInput,
  type RegistrationRequest,
  type SessionUser,
} from 'shared-api';
import { registrationRequestSchema } from 'shared-api/contract';
import { mealFieldChoices } from 'shared-api/member';
import {
  FormCheckbox,
  FormSubmitButton,
  FormTextField,
  MealFields,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { registrationDefaults } from '../registration-defaults';
import { ConventionInfoSection } from './convention-info-section';
import { FormSection } from './form-section';
import { PersonalInfoSection } from './personal-info-section';
import { PriceAndPlace } from './price-and-place';

/** The fee stated on the information pages. */
export const PARKING_FEE_NOTE = `A parking fee of ${PARKING_FEE} per convention weekend is charged.`;

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
  submitLabel = 'Register',
}: RegistrationFormProps) => {
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
    <PageForm form={form} onSubmit={submit} spacing={3} aria-label="Registration form">
      <PersonalInfoSection
        control={control}
        locked={!onBehalf}
        conventionStart={convention.startDate}
      />
      <ConventionInfoSection control={control} convention={convention} />
      <FormSection title="Facilities">
        <FormCheckbox
          control={control}
          name="parking"
          label="I need a parking spot at the venue"
          helperText={PARKING_FEE_NOTE}
        />
        {parking === true && (
          <FormTextField control={control} name="licensePlate" label="License Plate" required />
        )}
      </FormSection>
      <FormSection title="Meals and accompanying persons">
        <MealFields control={control} {...mealFieldChoices(convention)} />
      </FormSection>
      <FormSection title="Who is coming">
        <FormCheckbox
          control={control}
          name="listed"
          label="Show me on the list of who is coming"
          helperText="Members see your first name, the initial of your last name, your country and the games you bring."
        />
      </FormSection>
      <FormSection title="Additional Info">
        <FormTextField
          control={control}
          name="additionalInfo"
          label="Anything else we should know?"
          multiline
        />
      </FormSection>
      <FormSection title="Terms">
        <FormCheckbox
          control={control}
          name="termsAccepted"
          label={
            <>
              I accept the{' '}
              <Link href="/terms" target="_blank" rel="noopener noreferrer">
                terms and conditions
              </Link>
            </>
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
        label={submitLabel}
        submittingLabel="Processing..."
        size="large"
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: { sm: 200 } }}
      />
    </PageForm>
  );
};
