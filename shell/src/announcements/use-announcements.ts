import { useEffect, useMemo, useState } from 'react';
import {
  selectIsApproved,
  useAppSelector,
  useGetPrivateNotificationsQuery,
  useGetPublicNotificationsQuery,
  type Notification,
} from 'shared-api';
import { useLanguage } from 'shared-ui';
import { announcementsWithTag, mergeAnnouncements } from './merge-announcements';

const NONE: Notification[] = [];

export interface Announcements {
  items: Notification[];
  /** Both lists have answered, or failed: `items` is what the page will show. */
  settled: boolean;
}

/**
 * The announcements tagged `tag` for whoever is looking, in the language shown (asked for again
 * when it changes): the public list always, the private one too for USER and ADMIN. A failure is
 * only logged and leaves the list empty.
 */
export const useAnnouncements = (tag: string): Announcements => {
  const approved = useAppSelector(selectIsApproved);
  const { language } = useLanguage();
  const publicList = useGetPublicNotificationsQuery(language);
  const privateList = useGetPrivateNotificationsQuery(language, { skip: !approved });
  // One instant per page view: an announcement does not vanish while it is being read.
  const [now] = useState(() => new Date());

  const error = publicList.error ?? (approved ? privateList.error : undefined);
  useEffect(() => {
    if (error) console.error('Failed to load announcements.', error);
  }, [error]);

  const publicData = publicList.data;
  const privateData = approved ? privateList.data : undefined;
  const items = useMemo(() => {
    if (error || !publicData) return NONE;
    return announcementsWithTag(mergeAnnouncements([publicData, privateData ?? []]), tag, now);
  }, [error, publicData, privateData, tag, now]);
  return { items, settled: !publicList.isLoading && !(approved && privateList.isLoading) };
};
