import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  getErrorMessage,
  useUpdateRegistrationMutation,
  type AdminRegistration,
  type Convention,
  type RegistrationInput,
  type RegistrationRequest,
} from 'shared-api';
import { registrationRequestSchema } from 'shared-api/contract';
import { useToast } from 'shared-ui';
import { registrationFormValues } from '../logic/registration-form-values';
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
  const [error, setError] = useState<string | null>(null);
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const { control, handleSubmit, formState } = useForm<
    RegistrationInput,
    unknown,
    RegistrationRequest
  >({
    resolver: zodResolver(registrationRequestSchema),
    defaultValues: registrationFormValues(registration),
  });
  const saving = formState.isSubmitting;

  const save = handleSubmit(async (values) => {
    setError(null);
    try {
      await updateRegistration(values).unwrap();
    } catch (failure) {
      setError(getErrorMessage(failure, UPDATE_FAILED));
      return;
    }
    showToast({ body: UPDATED, variant: 'success' });
    onClose();
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      onClose={saving ? undefined : onClose}
      aria-labelledby="update-registration-title"
    >
      <form noValidate onSubmit={save}>
        <DialogTitle id="update-registration-title">
          Update Registration: {fullName(registration)}
        </DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <UpdateRegistrationFields
            control={control}
            convention={convention}
            chosenGames={registration.featuredGames}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
