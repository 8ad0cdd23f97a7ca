import { useEffect, useEffectEvent, useRef } from 'react';
import {
  INBOX_OPENED_EVENT,
  selectCurrentUser,
  selectIsApproved,
  selectSessionStatus,
  UNREAD_CHECK_PAGE_SIZE,
  useAppSelector,
  useGetInboxQuery,
  type InboxPage,
} from 'shared-api';
import { clearUnreadFlags, markUnreadSeen, recordUnreadCheck } from '../unread/unread-flags';

/**
 * How often the navbar asks for unread messages while the page is visible (RTK Query skips the
 * poll while it is hidden, and asks again when the window gets the focus back): a message shows
 * within this time.
 */
export const UNREAD_POLL_INTERVAL_MS = 30_000;

/** The first 25 messages: the dashboard's cards read the same cache entry, and follow it. */
const UNREAD_CHECK = { pageNumber: 1, pageSize: UNREAD_CHECK_PAGE_SIZE } as const;

/**
 * Each unread conversation at its latest activity: a new reply makes it new again. An answer
 * without a list counts as none (the envelope is a hint, never worth breaking the page for).
 */
const unreadMarkers = (page: InboxPage | undefined): string[] =>
  (Array.isArray(page?.items) ? page.items : [])
    .filter((item) => !item.isRead)
    .map((item) => `${item.message.noteId}@${item.lastActivityDate}`);

/**
 * The unread-message indicator's rules, run once by the navbar: for an approved member the first
 * 25 messages are fetched on load, every 30 s while the page is visible and when the window gets
 * the focus back; the envelope shows while one of the unread ones is new since the inbox was last
 * opened. Opening the inbox puts it out; logout and a change of user forget it all.
 */
export const useUnreadWatcher = (): void => {
  const ready = useAppSelector(selectSessionStatus) === 'ready';
  const userId = useAppSelector(selectCurrentUser)?.id ?? null;
  const approved = useAppSelector(selectIsApproved);
  const previousUser = useRef<string | null>(null);
  const { currentData, fulfilledTimeStamp, refetch, isUninitialized } = useGetInboxQuery(
    UNREAD_CHECK,
    {
      skip: !ready || userId === null || !approved,
      pollingInterval: UNREAD_POLL_INTERVAL_MS,
      skipPollingIfUnfocused: true,
      refetchOnFocus: true,
    },
  );
  // Opening the inbox counts as seeing what it lists then: the answer asked for at that moment.
  const seeNextAnswer = useRef(false);

  useEffect(() => {
    if (!ready) return;
    const before = previousUser.current;
    previousUser.current = userId;
    if (userId === null || (before !== null && before !== userId)) clearUnreadFlags();
  }, [ready, userId]);

  // Every answer once, also one equal to the previous (it keeps the same data object); not again
  // when the user changes, as the answer then is still the previous user's.
  const handledAnswer = useRef<number | undefined>(undefined);
  useEffect(() => {
    // Cleared with the session (logout): no answer of the previous user is left to show.
    if (!currentData || userId === null || handledAnswer.current === fulfilledTimeStamp) return;
    handledAnswer.current = fulfilledTimeStamp;
    const unread = unreadMarkers(currentData);
    if (seeNextAnswer.current) {
      seeNextAnswer.current = false;
      markUnreadSeen(unread);
    } else recordUnreadCheck(unread);
  }, [currentData, fulfilledTimeStamp, userId]);

  const inboxOpened = useEffectEvent(() => {
    markUnreadSeen(unreadMarkers(currentData));
    if (isUninitialized) return;
    seeNextAnswer.current = true;
    void refetch();
  });
  useEffect(() => {
    const opened = () => inboxOpened();
    window.addEventListener(INBOX_OPENED_EVENT, opened);
    return () => window.removeEventListener(INBOX_OPENED_EVENT, opened);
  }, []);
};
