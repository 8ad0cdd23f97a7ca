import { notificationBucket, parseWallClock, type Notification } from 'shared-api';

export interface NotificationBuckets {
  active: Notification[];
  upcoming: Notification[];
  past: Notification[];
}

const time = (wire: string) => parseWallClock(wire)?.getTime() ?? 0;

/**
 * The three sections of the admin page: active ones newest
 * first, upcoming ones soonest first, past ones most recently ended first.
 */
export const bucketNotifications = (
  items: readonly Notification[],
  now: Date,
): NotificationBuckets => {
  const buckets: NotificationBuckets = { active: [], upcoming: [], past: [] };
  for (const item of items) buckets[notificationBucket(item, now)].push(item);
  buckets.active.sort((a, b) => Date.parse(b.createDate) - Date.parse(a.createDate));
  buckets.upcoming.sort((a, b) => time(a.validFrom) - time(b.validFrom));
  buckets.past.sort((a, b) => time(b.validTo) - time(a.validTo));
  return buckets;
};
