import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { selectCurrentUser, useAppSelector, type AdminUser } from 'shared-api';
import { ErrorAlert, PageContainer, PageSpinner } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { useMultiRegistration } from '../hooks/use-multi-registration';
import { useUserAction } from '../hooks/use-user-action';
import { useUserManagementData } from '../hooks/use-user-management-data';
import { isRegistered } from '../registered-emails';
import { canPerform, USER_ACTIONS } from '../user-actions';
import { fullName } from '../user-groups';
import { ApproveAccountsButton } from './approve-accounts-button';
import { ManageGroupsDialog } from './manage-groups-dialog';
import { SuspendedSection } from './suspended-section';
import { UserFilterBar } from './user-filter-bar';
import type { UserListHandlers } from './user-list-handlers';
import { UserList } from './user-list';
import { UserSection } from './user-section';

/** /admin/user-management. */
export const UserManagementPage = () => {
  const { isLoading, errorMessage, grouped, groups, registeredEmails } = useUserManagementData();
  const adminId = useAppSelector(selectCurrentUser)?.id ?? null;
  const userAction = useUserAction();
  const multiRegistration = useMultiRegistration();
  const [editingGroupsOf, setEditingGroupsOf] = useState<AdminUser | null>(null);

  if (isLoading) return <PageSpinner />;

  const registered = (user: AdminUser) => isRegistered(user.email, registeredEmails);
  const handlers: UserListHandlers = {
    onAction: userAction.request,
    onEditGroups: setEditingGroupsOf,
    onToggleMultiRegistration: multiRegistration.toggle,
    updatingMultiRegistrationId: multiRegistration.updatingId,
    isRegistered: registered,
    canPerform: (action, user) => canPerform(action, user, adminId),
  };
  const registeredCount = grouped.confirmed.filter(registered).length;
  const awaitingApproval = grouped.confirmed.filter((user) => handlers.canPerform('approve', user));
  const pending = userAction.pending;

  return (
    <PageContainer title="User Management">
      <UserFilterBar />
      {errorMessage !== null ? (
        <ErrorAlert message={errorMessage} />
      ) : (
        <>
          <UserSection title="Administrators" count={grouped.admins.length}>
            <UserList
              users={grouped.admins}
              caption="Administrators"
              emptyText="No administrators found."
              handlers={handlers}
            />
          </UserSection>
          <UserSection
            title="Confirmed Users"
            count={grouped.confirmed.length}
            extra={
              <>
                {registeredEmails.size > 0 && (
                  <Typography color="text.secondary">
                    Registered for Active Convention: {registeredCount}
                  </Typography>
                )}
                <ApproveAccountsButton awaiting={awaitingApproval} />
              </>
            }
          >
            <UserList
              users={grouped.confirmed}
              caption="Confirmed Users"
              emptyText="No confirmed users found."
              handlers={handlers}
            />
          </UserSection>
          <UserSection title="Awaiting Email Confirmation" count={grouped.unconfirmed.length}>
            <UserList
              users={grouped.unconfirmed}
              caption="Awaiting Email Confirmation"
              emptyText="No users awaiting confirmation."
              handlers={handlers}
            />
          </UserSection>
          <SuspendedSection count={grouped.suspended.length}>
            <UserList
              users={grouped.suspended}
              caption="Suspended Users"
              emptyText="There are no suspended users."
              handlers={handlers}
            />
          </SuspendedSection>
        </>
      )}
      <ConfirmDialog
        open={userAction.open}
        title={pending ? USER_ACTIONS[pending.action].title : ''}
        message={
          pending && (
            <>
              {USER_ACTIONS[pending.action].confirmation}
              {/* The question alone does not say who: two similar names are easily confused. */}
              <Box component="span" sx={{ display: 'block', mt: 1, fontWeight: 600 }}>
                {fullName(pending.user)} ({pending.user.email})
              </Box>
            </>
          )
        }
        confirmLabel={pending ? USER_ACTIONS[pending.action].label : undefined}
        confirmColor={pending?.action === 'suspend' ? 'error' : 'primary'}
        busy={userAction.busy}
        onConfirm={userAction.confirm}
        onCancel={userAction.cancel}
      />
      {editingGroupsOf && (
        <ManageGroupsDialog
          user={editingGroupsOf}
          groups={groups}
          onClose={() => setEditingGroupsOf(null)}
        />
      )}
    </PageContainer>
  );
};
