import { useCallback } from 'react';
import {
  ATTENDEE_MEMBER_NOTIFIED,
  getErrorMessage,
  waitingListMessage,
  type Registration,
  type RegistrationRequest,
} from 'shared-api';
import { useCreateRegistrationMutation } from 'shared-api/member';
import { useToast } from 'shared-ui';

export const REGISTRATION_SUCCESS =
  'Registration successful! You will receive a confirmation email shortly.';
export const REGISTRATION_FAILURE = 'An unexpected error occurred during registration.';

/** Someone else's place in line, said to the member who registered them. */
export const otherWaitingText = (name: string, position: number): string =>
  `${name} is on the waiting list at position ${position}.`;

/**
 * Saves a registration: a success toast, or the server's message. The toast says so when the
 * attendee's email is another member's, who has been notified, and speaks of the attendee, not
 * of the member, when they wait for someone else. The mutation invalidates the registration
 * status, so the page shows its next state by itself; onRegistered gets the server's answer.
 */
export const useSubmitRegistration = (onRegistered: (registered: Registration) => void) => {
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
      const position = registered.status === 'waiting' ? registered.waitingPosition : null;
      const outcome =
        position === null
          ? REGISTRATION_SUCCESS
          : registered.registerDifferentPerson
            ? otherWaitingText(
                `${registered.attendeeFirstName} ${registered.attendeeLastName}`,
                position,
              )
            : `${waitingListMessage(position)}.`;
      showToast({
        body: memberNotified ? `${outcome} ${ATTENDEE_MEMBER_NOTIFIED}` : outcome,
        variant: registered.status === 'waiting' ? 'warning' : 'success',
      });
      onRegistered(registered);
      return null;
    },
    [createRegistration, onRegistered, showToast],
  );
};
