import Button from '@mui/material/Button';
import { useState } from 'react';
import { type Session } from 'shared-api';
import { sessionRemovalQuestion, useRemoveSessionMutation } from 'shared-api/admin';
import { useAction } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';

/**
 * Remove a session of a convention: asks first, saying how many registrations include it; they
 * keep their other sessions and their invoices are issued again.
 */
export const RemoveSessionButton = ({
  conventionId,
  session,
}: {
  conventionId: number;
  session: Session;
}) => {
  const [open, setOpen] = useState(false);
  const [remove, { isLoading }] = useRemoveSessionMutation();
  const { run: removeSession } = useAction(
    () => remove({ conventionId, sessionId: session.id, registrations: session.registeredCount }),
    { success: `${session.name} removed.`, failure: 'Failed to remove the session.' },
  );
  const confirm = async () => {
    await removeSession();
    setOpen(false);
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={`Remove ${session.name}`}
        onClick={() => setOpen(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove ${session.name}?`}
        message={
          session.registeredCount > 0
            ? sessionRemovalQuestion(session.registeredCount)
            : 'Nobody registered for this session.'
        }
        confirmLabel="Remove Session"
        confirmColor="error"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};
