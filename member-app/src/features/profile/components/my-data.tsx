import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_DELETED,
  getErrorMessage,
  loggedOut,
  useAppDispatch,
  type DeleteAccountRequest,
} from 'shared-api';
import {
  EXPORT_FILE_NAME,
  useDeleteMyAccountMutation,
  useExportMyDataMutation,
} from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';
import { useAction, useDownload } from 'shared-ui/actions';
import {
  FormPasswordField,
  FormSubmitButton,
  lazySchema,
  PageForm,
  useZodForm,
} from 'shared-ui/forms';
import { ProfileSection } from './profile-section';

export const DOWNLOAD_MY_DATA = 'Download my data';
export const DELETE_MY_ACCOUNT = 'Delete my account';
export const EXPORT_FAILED = 'Could not download your data. Please try again.';
export const DELETE_FAILED = 'Failed to delete your account.';

const deleteSchema = lazySchema(
  async () => (await import('shared-api/contract')).deleteAccountSchema,
);

/** The password, then the erasure; this browser is signed out like every other. */
const DeleteAccountDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, { error, reset }] = useDeleteMyAccountMutation();
  const { run: onSubmit } = useAction((values: DeleteAccountRequest) => remove(values), {
    success: ACCOUNT_DELETED,
    failureToast: false,
    onSuccess: () => {
      // Left first, as 'Log out everywhere' does, so the guard of /profile does not send to /login.
      flushSync(() => navigate('/'));
      dispatch(loggedOut());
    },
  });
  const form = useZodForm<DeleteAccountRequest, DeleteAccountRequest>(deleteSchema, {
    defaultValues: { password: '' },
    reValidateMode: 'onSubmit',
  });
  const close = () => {
    form.reset({ password: '' });
    reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title">
      <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your account, registrations and messages will be erased and you will be signed out
          everywhere. Invoices and payments are kept without your name, as accounting law requires.
          This cannot be undone.
        </DialogContentText>
        <PageForm
          form={form}
          onSubmit={onSubmit}
          onFocus={deleteSchema.preload}
          aria-label="Confirm with your password"
        >
          {error && <ErrorAlert message={getErrorMessage(error, DELETE_FAILED)} />}
          <FormPasswordField
            control={form.control}
            name="password"
            label="Your Password"
            autoComplete="current-password"
            required
          />
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={close}>Cancel</Button>
            <FormSubmitButton form={form} label={DELETE_MY_ACCOUNT} submittingLabel="Deleting..." />
          </DialogActions>
        </PageForm>
      </DialogContent>
    </Dialog>
  );
};

/** The member's rights over their data: a copy as a JSON file, and erasure. */
export const MyData = () => {
  const [exportData, { isLoading }] = useExportMyDataMutation();
  const [deleting, setDeleting] = useState(false);
  const { run: download } = useDownload(
    async () => ({ json: await exportData().unwrap(), fileName: EXPORT_FILE_NAME }),
    { failure: EXPORT_FAILED },
  );
  return (
    <ProfileSection id="my-data-heading" title="My Data">
      <Typography sx={{ mb: 2 }}>
        What we keep about you, why and for how long is in our{' '}
        <Link component={RouterLink} to="/privacy">
          privacy notice
        </Link>
        .
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" loading={isLoading} onClick={() => void download()}>
          {DOWNLOAD_MY_DATA}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {DELETE_MY_ACCOUNT}
        </Button>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </ProfileSection>
  );
};
