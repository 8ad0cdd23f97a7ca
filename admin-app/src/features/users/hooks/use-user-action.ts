import { useState } from 'react';
import {
  getErrorMessage,
  useAdminValidateEmailMutation,
  useApproveUserMutation,
  useReactivateUserMutation,
  useSuspendUserMutation,
  type AdminUser,
} from 'shared-api';
import { useToast } from 'shared-ui';
import { USER_ACTIONS, type UserAction } from '../user-actions';

export interface PendingAction {
  action: UserAction;
  user: AdminUser;
}

/** Asks for confirmation, runs the call and says how it went. */
export const useUserAction = () => {
  const { showToast } = useToast();
  // Kept after the dialog closes, so it does not go blank while it fades out.
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [open, setOpen] = useState(false);
  const [approve, approveState] = useApproveUserMutation();
  const [suspend, suspendState] = useSuspendUserMutation();
  const [reactivate, reactivateState] = useReactivateUserMutation();
  const [validateEmail, validateState] = useAdminValidateEmailMutation();
  const calls: Record<UserAction, (userId: string) => { unwrap: () => Promise<unknown> }> = {
    approve,
    suspend,
    reactivate,
    'validate-email': validateEmail,
  };
  const busy = [approveState, suspendState, reactivateState, validateState].some(
    (state) => state.isLoading,
  );

  const confirm = async () => {
    if (!pending) return;
    const texts = USER_ACTIONS[pending.action];
    try {
      await calls[pending.action](pending.user.id).unwrap();
      showToast({ header: texts.successHeader, body: texts.success, variant: 'success' });
    } catch (error) {
      showToast({
        header: 'Action Error',
        body: getErrorMessage(error, texts.failure),
        variant: 'danger',
      });
    }
    setOpen(false);
  };

  return {
    pending,
    open,
    busy,
    request: (action: UserAction, user: AdminUser) => {
      setPending({ action, user });
      setOpen(true);
    },
    cancel: () => setOpen(false),
    confirm,
  };
};
