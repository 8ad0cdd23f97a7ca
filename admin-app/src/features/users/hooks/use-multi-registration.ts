import { useState } from 'react';
import { useSetCanRegisterMultipleUsersMutation, type AdminUser } from 'shared-api';
import { useToast } from 'shared-ui';

/** The Multi-Reg switch sends the inverse of the user's current flag. */
export const useMultiRegistration = () => {
  const { showToast } = useToast();
  const [setAllowed] = useSetCanRegisterMultipleUsersMutation();
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const toggle = async (user: AdminUser) => {
    setUpdatingId(user.id);
    try {
      await setAllowed({ userId: user.id, allowed: !user.canRegisterMultiplePlayers }).unwrap();
      showToast({ body: 'User permission updated successfully.', variant: 'success' });
    } catch {
      showToast({
        header: 'Action Error',
        body: 'Failed to update permission.',
        variant: 'danger',
      });
    }
    setUpdatingId(null);
  };

  return { toggle, updatingId };
};
