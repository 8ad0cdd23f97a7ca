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
import { getErrorMessage, loggedOut, useAppDispatch, type DeleteAccountRequest } from 'shared-api';
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
import { T, useT } from '../../../i18n';
import { ProfileSection } from './profile-section';

const deleteSchema = lazySchema(
  async () => (await import('shared-api/contract')).deleteAccountSchema,
);

/** The password, then the erasure; this browser is signed out like every other. */
const DeleteAccountDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, { error, reset }] = useDeleteMyAccountMutation();
  const { run: onSubmit } = useAction((values: DeleteAccountRequest) => remove(values), {
    success: t('myData.deleted'),
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
      <DialogTitle id="delete-account-title">{t('myData.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('myData.confirmText')}</DialogContentText>
        <PageForm
          form={form}
          onSubmit={onSubmit}
          onFocus={deleteSchema.preload}
          aria-label={t('myData.confirmAriaLabel')}
        >
          {error && <ErrorAlert message={getErrorMessage(error, t('myData.deleteFailed'))} />}
          <FormPasswordField
            control={form.control}
            name="password"
            label={t('myData.password')}
            autoComplete="current-password"
            required
          />
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={close}>{t('myData.cancel')}</Button>
            <FormSubmitButton
              form={form}
              label={t('myData.delete')}
              submittingLabel={t('myData.deleting')}
            />
          </DialogActions>
        </PageForm>
      </DialogContent>
    </Dialog>
  );
};

/** The member's rights over their data: a copy as a JSON file, and erasure. */
export const MyData = () => {
  const t = useT();
  const [exportData, { isLoading }] = useExportMyDataMutation();
  const [deleting, setDeleting] = useState(false);
  const { run: download } = useDownload(
    async () => ({ json: await exportData().unwrap(), fileName: EXPORT_FILE_NAME }),
    { failure: t('myData.exportFailed') },
  );
  return (
    <ProfileSection id="my-data-heading" title={t('myData.title')}>
      <Typography sx={{ mb: 2 }}>
        <T id="myData.intro" components={{ 0: <Link component={RouterLink} to="/privacy" /> }} />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" loading={isLoading} onClick={() => void download()}>
          {t('myData.download')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('myData.delete')}
        </Button>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </ProfileSection>
  );
};
