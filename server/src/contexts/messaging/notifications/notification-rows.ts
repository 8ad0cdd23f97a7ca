import {
  NOTIFICATION_TRANSLATION_LANGUAGES,
  type Language,
  type Notification,
  type NotificationTranslations,
  type NotificationVersion,
  type Tag,
} from 'shared-api/contract';
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import { notifications, notificationTags, tags } from '../../../db/schema';
import { sanitizeAnnouncementHtml } from '../../../shared/html/sanitize-html';

type NotificationRow = typeof notifications.$inferSelect;

// Again on read: bodies saved before the allow-list narrowed may still hold other tags.
const readBody = (body: string | null): string | null =>
  body === null ? null : sanitizeAnnouncementHtml(body) || null;

const readVersions = (stored: NotificationTranslations): NotificationTranslations => {
  const versions: NotificationTranslations = {};
  for (const language of NOTIFICATION_TRANSLATION_LANGUAGES) {
    const version = stored[language];
    if (version) versions[language] = { title: version.title, body: readBody(version.body) };
  }
  return versions;
};

const toApi = (row: NotificationRow, rowTags: Tag[]): Notification => ({
  noteId: row.id,
  userId: row.userId,
  title: row.title,
  body: readBody(row.body),
  translations: readVersions(row.translations),
  validFrom: row.validFrom.toISOString(),
  validTo: row.validTo.toISOString(),
  isActive: row.isActive,
  tags: rowTags,
  createDate: row.createDate.toISOString(),
});

/**
 * The announcement as a reader of the language sees it: its version in that language, else its
 * English; without the versions themselves, which only the organisers' list carries.
 */
export const inLanguage = (
  { translations, ...notification }: Notification,
  language: Language,
): Notification => {
  const version: NotificationVersion | undefined =
    language === 'en' ? undefined : translations?.[language];
  return version ? { ...notification, ...version } : notification;
};

/** Notifications with their tags and versions, newest first; `where` narrows the notifications. */
export const selectNotifications = async (db: Db, where?: SQL): Promise<Notification[]> => {
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createDate), desc(notifications.id));
  if (rows.length === 0) return [];
  const tagRows = await db
    .select({ notificationId: notificationTags.notificationId, id: tags.id, code: tags.code })
    .from(notificationTags)
    .innerJoin(tags, eq(tags.id, notificationTags.tagId))
    .where(
      anyOf(
        notificationTags.notificationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(tags.id));
  const tagsOf = new Map<string, Tag[]>();
  for (const { notificationId, ...tag } of tagRows) {
    tagsOf.set(notificationId, [...(tagsOf.get(notificationId) ?? []), tag]);
  }
  return rows.map((row) => toApi(row, tagsOf.get(row.id) ?? []));
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Active notifications carrying the tag whose window may include today somewhere on earth. Dates
 * are calendar days in the viewer's zone, which the server cannot know: it keeps
 * a day of margin on each side and the browser applies the exact rule.
 */
export const selectCurrentWithTag = (db: Db, code: string, now: Date): Promise<Notification[]> =>
  selectNotifications(
    db,
    and(
      eq(notifications.isActive, true),
      lt(notifications.validFrom, new Date(now.getTime() + DAY_MS)),
      gt(notifications.validTo, new Date(now.getTime() - 2 * DAY_MS)),
      inArray(
        notifications.id,
        db
          .select({ id: notificationTags.notificationId })
          .from(notificationTags)
          .innerJoin(tags, eq(tags.id, notificationTags.tagId))
          .where(sql`upper(${tags.code}) = ${code.toUpperCase()}`),
      ),
    ),
  );

export const listTags = (db: Db): Promise<Tag[]> =>
  db.select({ id: tags.id, code: tags.code }).from(tags).orderBy(asc(tags.id));
