import {
  getErrorMessage,
  useAddUserToGroupMutation,
  useRemoveUserFromGroupMutation,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { groupChanges, hasGroupChanges } from '../group-changes';

/** Sends one call per changed checkbox; resolves true when every call succeeded. */
export const useSaveGroups = () => {
  const { showToast } = useToast();
  const [addToGroup, addState] = useAddUserToGroupMutation();
  const [removeFromGroup, removeState] = useRemoveUserFromGroupMutation();

  const save = async (
    userId: string,
    current: readonly number[],
    selected: ReadonlySet<number>,
  ): Promise<boolean> => {
    const changes = groupChanges(current, selected);
    if (!hasGroupChanges(changes)) return true;
    try {
      for (const groupId of changes.add) await addToGroup({ userId, groupId }).unwrap();
      for (const groupId of changes.remove) await removeFromGroup({ userId, groupId }).unwrap();
    } catch (error) {
      showToast({
        header: 'Action Error',
        body: getErrorMessage(error, 'Failed to update user groups.'),
        variant: 'danger',
      });
      return false;
    }
    showToast({ body: 'User groups updated successfully!', variant: 'success' });
    return true;
  };

  return { save, saving: addState.isLoading || removeState.isLoading };
};
