import { useState } from 'react';
import { type AdminUser } from 'shared-api';
import { useSetCanRegisterMultipleUsersMutation } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';

/** The Multi-Reg switch sends the inverse of the user's current flag. */
export const useMultiRegistration = () => {
  const [setAllowed] = useSetCanRegisterMultipleUsersMutation();
  const [updatingId, setUpdatingId] = useState<string | null>(null);

  const { run: flip } = useAction(
    (user: AdminUser) => setAllowed({ userId: user.id, allowed: !user.canRegisterMultiplePlayers }),
    { success: 'User permission updated successfully.', failure: 'Failed to update permission.' },
  );

  const toggle = async (user: AdminUser) => {
    setUpdatingId(user.id);
    await flip(user);
    setUpdatingId(null);
  };

  return { toggle, updatingId };
};
