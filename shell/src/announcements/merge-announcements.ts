import { hasTag, notificationBucket, type Notification } from 'shared-api';

/** The public and private lists as one, each noteId once. */
export const mergeAnnouncements = (lists: readonly (readonly Notification[])[]): Notification[] => {
  const byId = new Map<string, Notification>();
  for (const item of lists.flat()) {
    if (!byId.has(item.noteId)) byId.set(item.noteId, item);
  }
  return [...byId.values()];
};

const newestFirst = (a: Notification, b: Notification): number =>
  Date.parse(b.createDate) - Date.parse(a.createDate) ||
  Date.parse(b.validFrom) - Date.parse(a.validFrom);

/**
 * What a page shows for one tag (matched case-insensitively): the announcements that are active
 * now by the admin page's own bucket rule, newest first.
 */
export const announcementsWithTag = (
  all: readonly Notification[],
  tag: string,
  now: Date,
): Notification[] =>
  all
    .filter((item) => hasTag(item, tag) && notificationBucket(item, now) === 'active')
    .sort(newestFirst);
