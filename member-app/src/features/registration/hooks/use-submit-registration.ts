import { useCallback } from 'react';
import { getErrorMessage, type Registration, type RegistrationRequest } from 'shared-api';
import { useCreateRegistrationMutation } from 'shared-api/member';
import { useToast } from 'shared-ui';
import { useT } from '../../../i18n';

/**
 * Saves a registration: a success toast, or the server's message. The toast says so when the
 * attendee's email is another member's, who has been notified, and speaks of the attendee, not
 * of the member, when they wait for someone else. The mutation invalidates the registration
 * status, so the page shows its next state by itself; onRegistered gets the server's answer.
 */
export const useSubmitRegistration = (onRegistered: (registered: Registration) => void) => {
  const [createRegistration] = useCreateRegistrationMutation();
  const { showToast } = useToast();
  const t = useT();
  return useCallback(
    async (values: RegistrationRequest): Promise<string | null> => {
      let registered;
      try {
        registered = await createRegistration(values).unwrap();
      } catch (error) {
        return getErrorMessage(error, t('registration.failure'));
      }
      const memberNotified = registered.registerDifferentPerson && registered.attendeeHasAccount;
      // The convention was full: no confirmation, a place in line.
      const position = registered.status === 'waiting' ? registered.waitingPosition : null;
      const outcome =
        position === null
          ? t('registration.success')
          : registered.registerDifferentPerson
            ? t('registration.otherWaiting', {
                name: `${registered.attendeeFirstName} ${registered.attendeeLastName}`,
                position,
              })
            : t('registration.selfWaiting', { position });
      showToast({
        body: memberNotified ? `${outcome} ${t('registration.memberNotified')}` : outcome,
        variant: registered.status === 'waiting' ? 'warning' : 'success',
      });
      onRegistered(registered);
      return null;
    },
    [createRegistration, onRegistered, showToast, t],
  );
};
