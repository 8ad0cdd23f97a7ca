import { useCallback } from 'react';
import {
  ATTENDEE_MEMBER_NOTIFIED,
  getErrorMessage,
  useCreateRegistrationMutation,
  waitingListMessage,
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
      // The convention was full: no confirmation, a place in line.
      const outcome =
        registered.status === 'waiting' && registered.waitingPosition !== null
          ? `${waitingListMessage(registered.waitingPosition)}.`
          : REGISTRATION_SUCCESS;
      showToast({
        body: memberNotified ? `${outcome} ${ATTENDEE_MEMBER_NOTIFIED}` : outcome,
        variant: registered.status === 'waiting' ? 'warning' : 'success',
      });
      onRegistered(values);
      return null;
    },
    [createRegistration, onRegistered, showToast],
  );
};
