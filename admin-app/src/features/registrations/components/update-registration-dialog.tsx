import {
  getErrorMessage,
  type AdminRegistration,
  type Convention,
  type RegistrationInput,
  type RegistrationRequest,
} from 'shared-api';
import { registrationFormValues } from 'shared-api/member';
import { useUpdateRegistrationMutation } from 'shared-api/admin';
import { registrationRequestSchema } from 'shared-api/contract';
import { useToast } from 'shared-ui';
import { FormDialog, useZodForm } from 'shared-ui/forms';
import { fullName } from '../logic/registration-text';
import { UpdateRegistrationFields } from './update-registration-fields';

export const UPDATED = 'Registration updated successfully.';
export const UPDATE_FAILED = 'Failed to update registration.';

interface UpdateRegistrationDialogProps {
  registration: AdminRegistration;
  convention: Convention;
  onClose: () => void;
}

/** Update Registration: the member's rules, a static backdrop while saving. */
export const UpdateRegistrationDialog = ({
  registration,
  convention,
  onClose,
}: UpdateRegistrationDialogProps) => {
  const [updateRegistration] = useUpdateRegistrationMutation();
  const { showToast } = useToast();
  const form = useZodForm<RegistrationInput, RegistrationRequest>(registrationRequestSchema, {
    defaultValues: registrationFormValues(registration),
  });

  return (
    <FormDialog
      form={form}
      title={`Update Registration: ${fullName(registration)}`}
      submitLabel="Save Changes"
      submittingLabel="Saving..."
      maxWidth="md"
      closeOnBackdrop
      summarizeErrors={false}
      onSubmit={async (values) => {
        await updateRegistration(values).unwrap();
        showToast({ body: UPDATED, variant: 'success' });
        onClose();
      }}
      failureMessage={(failure) => getErrorMessage(failure, UPDATE_FAILED)}
      onClose={onClose}
    >
      <UpdateRegistrationFields
        control={form.control}
        convention={convention}
        chosenGames={registration.featuredGames}
      />
    </FormDialog>
  );
};
