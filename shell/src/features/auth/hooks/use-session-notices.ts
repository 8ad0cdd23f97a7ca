import { useNavigate } from 'react-router-dom';
import { useSessionEvents } from 'shared-api';
import { useToast } from 'shared-ui';

/**
 * Tells the user why their session ended; shared-api has already cleared it. A user
 * suspended since signing in is sent to /account-suspended on the first refused call.
 */
export const useSessionNotices = (): void => {
  const navigate = useNavigate();
  const { showToast } = useToast();
  useSessionEvents({
    onExpired: () => {
      showToast({
        header: 'Session Timeout',
        body: 'Your session has expired. Please log in again.',
        variant: 'warning',
      });
      navigate('/');
    },
    onInvalid: () => {
      showToast({
        header: 'Authentication Error',
        body: 'Your session is invalid. Please log in again.',
        variant: 'danger',
      });
      navigate('/login');
    },
    onSuspended: () => navigate('/account-suspended', { replace: true }),
  });
};
