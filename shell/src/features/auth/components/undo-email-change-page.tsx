import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  EMAIL_CHANGE_UNDO_DAYS,
  EMAIL_CHANGE_UNDO_INVALID,
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
import { StatusCard } from './status-card';

/**
 * /undo-email-change?token=…: the link mailed to the old address after an email change, open
 * without signing in. The change is undone by a button, not by opening the page, so a mail
 * scanner that follows links does not use the link up.
 */
export const UndoEmailChangePage = () => {
  const [params] = useSearchParams();
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
        Reset Password
      </Button>
      <Button component={RouterLink} to="/login">
        Login
      </Button>
    </>
  ) : (
    token && (
      <Button variant="contained" onClick={() => void onUndo()} disabled={isLoading}>
        {isLoading ? 'Undoing...' : 'Undo the Change'}
      </Button>
    )
  );

  return (
    <StatusCard title="Undo Email Change" actions={actions}>
      {undone ? (
        <Alert severity="success" role="status">
          {undone}
        </Alert>
      ) : !token ? (
        <ErrorAlert message={EMAIL_CHANGE_UNDO_INVALID} />
      ) : (
        <>
          {error && <ErrorAlert message={getErrorMessage(error, EMAIL_CHANGE_UNDO_INVALID)} />}
          <Typography>
            Your account&apos;s email address was changed. If you did not make this change, undo it
            here: your account gets the address this link was sent to back, and every device is
            signed out. The link works once, for {EMAIL_CHANGE_UNDO_DAYS} days after the change.
          </Typography>
        </>
      )}
    </StatusCard>
  );
};
