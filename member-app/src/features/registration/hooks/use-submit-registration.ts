import { useCallback } from 'react';
import {
  ATTENDEE_MEMBER_NOTIFIED,
  getErrorMessage,
  useCreateRegistrationMutation,
  type RegistrationRequest,
} from 'shared-api';
import { useToast } from 'shared-ui';

export const REGISTRATION_SUCCESS =
  'Registration successful! You will receive a confirmation email shortly.';
export const REGISTRATION_FAILURE = 'An unexpected error occurred during registration.';

/**
 * Saves a registration: a success toast, or the server's message. The toast says so when the
 * attendee's email is another member's, who has been notified. The mutation
 * invalidates the registration status, so the page shows its next state by itself.
 */
export const useSubmitRegistration = (onRegistered: (registered: RegistrationRequest) => void) => {
  const [createRegistration] = useCreateRegistrationMutation();
  const { showToast } = useToast();
  return useCallback(
    async (values: RegistrationRequest): Promise<string | null> => {
      let registered;
      try {
        registered = await createRegistration(values).unwrap();
      } catch (error) {
        return getErrorMessage(error, REGISTRATION_FAILURE);
      }
      const memberNotified = registered.registerDifferentPerson && registered.attendeeHasAccount;
      showToast({
        body: memberNotified
          ? `${REGISTRATION_SUCCESS} ${ATTENDEE_MEMBER_NOTIFIED}`
          : REGISTRATION_SUCCESS,
        variant: 'success',
      });
      onRegistered(values);
      return null;
    },
    [createRegistration, onRegistered, showToast],
  );
};
