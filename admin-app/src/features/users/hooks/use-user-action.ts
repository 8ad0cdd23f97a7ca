import { useState } from 'react';
import { type AdminUser } from 'shared-api';
import {
  useAdminValidateEmailMutation,
  useApproveUserMutation,
  useReactivateUserMutation,
  useSuspendUserMutation,
} from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { USER_ACTIONS, type UserAction } from '../user-actions';

export interface PendingAction {
  action: UserAction;
  user: AdminUser;
}

/** Asks for confirmation, runs the call and says how it went. */
export const useUserAction = () => {
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

  const texts = pending ? USER_ACTIONS[pending.action] : undefined;
  const { run } = useAction(({ action, user }: PendingAction) => calls[action](user.id), {
    success: texts?.success,
    successTitle: texts?.successHeader,
    failure: texts?.failure,
  });
  const confirm = async () => {
    if (!pending) return;
    await run(pending);
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
