import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  EMAIL_CHANGE_UNDO_DAYS,
  getErrorMessage,
  logOut,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from 'shared-api';
import { useUndoEmailChangeMutation } from 'shared-api/member';
import { ErrorAlert } from 'shared-ui';
// A lazily loaded page (the router's lazyPage): the home page does not download it.
import { useAction } from 'shared-ui/actions';
import { useT } from '../../../page-i18n';
import { StatusCard } from './status-card';

/**
 * /undo-email-change?token=…: the link mailed to the old address after an email change, open
 * without signing in. The change is undone by a button, not by opening the page, so a mail
 * scanner that follows links does not use the link up.
 */
export const UndoEmailChangePage = () => {
  const [params] = useSearchParams();
  const t = useT();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [undo, { error, isLoading }] = useUndoEmailChangeMutation();
  // Kept here: signing out below clears the API's state, the answer with it.
  const [undone, setUndone] = useState<string | null>(null);

  const { run: onUndo } = useAction(() => undo({ token }), {
    failureToast: false,
    onSuccess: (message) => {
      setUndone(message);
      // Every session is signed out on the server, this one too.
      if (signedIn) dispatch(logOut());
    },
  });

  const actions = undone ? (
    <>
      <Button component={RouterLink} to="/password-reset" variant="contained">
        {t('undoEmail.resetPassword')}
      </Button>
      <Button component={RouterLink} to="/login">
        {t('undoEmail.login')}
      </Button>
    </>
  ) : (
    token && (
      <Button variant="contained" onClick={() => void onUndo()} disabled={isLoading}>
        {isLoading ? t('undoEmail.undoing') : t('undoEmail.undo')}
      </Button>
    )
  );

  return (
    <StatusCard title={t('undoEmail.title')} actions={actions}>
      {undone ? (
        <Alert severity="success" role="status">
          {undone}
        </Alert>
      ) : !token ? (
        <ErrorAlert message={t('undoEmail.invalid')} />
      ) : (
        <>
          {error && <ErrorAlert message={getErrorMessage(error, t('undoEmail.invalid'))} />}
          <Typography>{t('undoEmail.text', { days: EMAIL_CHANGE_UNDO_DAYS })}</Typography>
        </>
      )}
    </StatusCard>
  );
};
