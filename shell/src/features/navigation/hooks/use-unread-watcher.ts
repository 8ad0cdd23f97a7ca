import { useEffect, useRef } from 'react';
import {
  INBOX_OPENED_EVENT,
  selectCurrentUser,
  selectIsApproved,
  selectSessionStatus,
  UNREAD_CHECK_PAGE_SIZE,
  useAppSelector,
  useLazyGetInboxQuery,
} from 'shared-api';
import {
  clearUnreadFlags,
  recordUnreadCheck,
  setHasUnreadMessages,
  wereUnreadFetched,
} from '../unread/unread-flags';

/**
 * The unread-message indicator's rules, run once by the navbar: after login the
 * first 25 messages are fetched once per browser session; opening the inbox clears the flag; so do
 * logout and a change of user.
 */
export const useUnreadWatcher = (): void => {
  const ready = useAppSelector(selectSessionStatus) === 'ready';
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const approved = useAppSelector(selectIsApproved);
  const [fetchInbox] = useLazyGetInboxQuery();
  const previousUser = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    const before = previousUser.current;
    previousUser.current = userId;
    if (userId === null || (before !== null && before !== userId)) clearUnreadFlags();
    if (userId === null || !approved || wereUnreadFetched()) return;
    fetchInbox({ pageNumber: 1, pageSize: UNREAD_CHECK_PAGE_SIZE })
      .unwrap()
      .then((page) => {
        // A logout while the answer was on its way must not bring the envelope back.
        if (previousUser.current === userId)
          recordUnreadCheck(page.items.some((item) => !item.isRead));
      })
      .catch((error: unknown) => console.warn('Could not check for unread messages.', error));
  }, [ready, userId, approved, fetchInbox]);

  useEffect(() => {
    const cleared = () => setHasUnreadMessages(false);
    window.addEventListener(INBOX_OPENED_EVENT, cleared);
    return () => window.removeEventListener(INBOX_OPENED_EVENT, cleared);
  }, []);
};
