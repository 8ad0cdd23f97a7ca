import { useAddUserToGroupMutation, useRemoveUserFromGroupMutation } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { groupChanges, hasGroupChanges } from '../group-changes';

/** Sends one call per changed checkbox; resolves true when every call succeeded. */
export const useSaveGroups = () => {
  const [addToGroup, addState] = useAddUserToGroupMutation();
  const [removeFromGroup, removeState] = useRemoveUserFromGroupMutation();

  const { run: saveChanges } = useAction(
    async (userId: string, changes: ReturnType<typeof groupChanges>) => {
      for (const groupId of changes.add) await addToGroup({ userId, groupId }).unwrap();
      for (const groupId of changes.remove) await removeFromGroup({ userId, groupId }).unwrap();
    },
    { success: 'User groups updated successfully!', failure: 'Failed to update user groups.' },
  );

  const save = async (
    userId: string,
    current: readonly number[],
    selected: ReadonlySet<number>,
  ): Promise<boolean> => {
    const changes = groupChanges(current, selected);
    return hasGroupChanges(changes) ? saveChanges(userId, changes) : true;
  };

  return { save, saving: addState.isLoading || removeState.isLoading };
};
