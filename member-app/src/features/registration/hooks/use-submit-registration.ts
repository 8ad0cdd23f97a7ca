import { useCallback } from 'react';
import {
  getErrorMessage,
  useCreateRegistrationMutation,
  type RegistrationRequest,
} from 'shared-api';
import { useToast } from 'shared-ui';

export const REGISTRATION_SUCCESS =
  'Registration successful! You will receive a confirmation email shortly.';
export const REGISTRATION_FAILURE = 'An unexpected error occurred during registration.';

/**
 * Saves a registration: a success toast, or the server's message. The mutation
 * invalidates the registration status, so the page shows its next state by itself.
 */
export const useSubmitRegistration = (onRegistered: () => void) => {
  const [createRegistration] = useCreateRegistrationMutation();
  const { showToast } = useToast();
  return useCallback(
    async (values: RegistrationRequest): Promise<string | null> => {
      try {
        await createRegistration(values).unwrap();
      } catch (error) {
        return getErrorMessage(error, REGISTRATION_FAILURE);
      }
      showToast({ body: REGISTRATION_SUCCESS, variant: 'success' });
      onRegistered();
      return null;
    },
    [createRegistration, onRegistered, showToast],
  );
};
