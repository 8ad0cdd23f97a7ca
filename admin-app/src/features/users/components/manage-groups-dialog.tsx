import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { AdminUser, Group } from 'shared-api';
import { FormCheckbox, FormDialog, useZodForm } from 'shared-ui/forms';
import { useSaveGroups } from '../hooks/use-save-groups';
import {
  groupMembershipSchema,
  membershipKey,
  membershipOf,
  selectedGroups,
  type GroupMembership,
} from '../group-membership';
import { fullName } from '../user-groups';

interface ManageGroupsDialogProps {
  user: AdminUser;
  groups: readonly Group[];
  onClose: () => void;
}

/** 'Manage Groups for {user}': a checkbox per group; only the changed ones are sent. */
export const ManageGroupsDialog = ({ user, groups, onClose }: ManageGroupsDialogProps) => {
  const current = user.groups.map((group) => group.id);
  const { save } = useSaveGroups();
  const form = useZodForm<GroupMembership, GroupMembership>(groupMembershipSchema, {
    defaultValues: membershipOf(groups, current),
  });

  // A failure is toasted by useSaveGroups; the dialog stays open to try again.
  const submit = async (values: GroupMembership) => {
    if (await save(user.id, current, selectedGroups(values))) onClose();
  };

  return (
    <FormDialog
      form={form}
      title={`Manage Groups for ${fullName(user)}`}
      submitLabel="Save Changes"
      onSubmit={submit}
      failureMessage={() => 'Failed to update user groups.'}
      onClose={onClose}
      closeOnBackdrop
    >
      {groups.length === 0 ? (
        <Typography>There are no groups yet.</Typography>
      ) : (
        <FormGroup>
          {groups.map((group) => (
            <FormCheckbox
              key={group.id}
              control={form.control}
              name={`member.${membershipKey(group.id)}`}
              label={group.name}
            />
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
};
