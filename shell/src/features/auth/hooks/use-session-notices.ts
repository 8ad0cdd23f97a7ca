import { useNavigate } from 'react-router-dom';
import { useSessionEvents } from 'shared-api';
import { useToast } from 'shared-ui';
import { useT } from '../../../i18n';
import { useLocalizedPath } from '../../../language/use-localized-path';

/**
 * Tells the user why their session ended; shared-api has already cleared it. A user
 * suspended since signing in is sent to /account-suspended on the first refused call.
 */
export const useSessionNotices = (): void => {
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { showToast } = useToast();
  const t = useT();
  useSessionEvents({
    onExpired: () => {
      showToast({
        header: t('session.timeout.title'),
        body: t('session.timeout.text'),
        variant: 'warning',
      });
      navigate(localized('/'));
    },
    onInvalid: () => {
      showToast({
        header: t('session.invalid.title'),
        body: t('session.invalid.text'),
        variant: 'danger',
      });
      navigate(localized('/login'));
    },
    onSuspended: () => navigate(localized('/account-suspended'), { replace: true }),
  });
};
