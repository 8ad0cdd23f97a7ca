import Button from '@mui/material/Button';
import { useState } from 'react';
import { USER_ACCOUNT_DELETED, type AdminUser } from 'shared-api';
import { useDeleteUserMutation, useExportUserDataMutation } from 'shared-api/admin';
import { useAction, useDownload } from 'shared-ui/actions';
import { ConfirmDialog } from 'shared-ui/confirm-dialog';
import { fullName } from '../user-groups';

export const EXPORT_USER_DATA = 'Export data';
export const DELETE_USER = 'Delete account';

/**
 * A member's rights exercised for them, when they ask the organisers: a copy of their data, and
 * its erasure. The server writes who did it to the audit log.
 */
export const PersonalDataButtons = ({ user }: { user: AdminUser }) => {
  const [exportData, { isLoading: exporting }] = useExportUserDataMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);
  const { run: download } = useDownload(
    async () => ({
      json: await exportData(user.id).unwrap(),
      fileName: `18xx-belgium-data-${user.id}.json`,
    }),
    { failure: 'Failed to export the data.' },
  );
  const { run: deleteAccount } = useAction(() => deleteUser(user.id), {
    success: USER_ACCOUNT_DELETED,
    failure: 'Failed to delete the account.',
  });
  const erase = async () => {
    await deleteAccount();
    setConfirming(false);
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        loading={exporting}
        onClick={() => void download()}
        aria-label={`${EXPORT_USER_DATA} of ${name}`}
      >
        {EXPORT_USER_DATA}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => setConfirming(true)}
        aria-label={`${DELETE_USER} of ${name}`}
      >
        {DELETE_USER}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete the account of ${name}?`}
        message="Do this only at the member's request. Their account, registrations and messages are erased and they are signed out everywhere; invoices and payments are kept without their name. This cannot be undone."
        confirmLabel={DELETE_USER}
        confirmColor="error"
        busy={deleting}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
};
