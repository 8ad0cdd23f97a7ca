import {
  NOTIFICATION_NOT_FOUND_MESSAGE,
  NOTIFICATION_UNKNOWN_TAG_MESSAGE,
  NOTIFICATION_VISIBILITY_MESSAGE,
  NOTIFICATION_TRANSLATION_LANGUAGES,
  VISIBILITY_TAG_CODES,
  type CreateNotificationRequest,
  type Notification,
  type NotificationTranslations,
} from 'shared-api/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notifications, notificationTags, tags } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { sanitizeAnnouncementHtml } from '../../../shared/html/sanitize-html';
import { selectNotifications } from './notification-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NotificationInput = Omit<CreateNotificationRequest, 'tags'> & {
  tags: readonly { id: number }[];
};

const VISIBILITY: readonly string[] = VISIBILITY_TAG_CODES;

/** The tags by id; exactly one of PUBLIC and PRIVATE, or nobody would know who may read it. */
const resolveTagIds = async (tx: Tx, refs: readonly { id: number }[]): Promise<number[]> => {
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const found = ids.length > 0 ? await tx.select().from(tags).where(inArray(tags.id, ids)) : [];
  if (found.length !== ids.length)
    throw new DomainError('invalid', NOTIFICATION_UNKNOWN_TAG_MESSAGE);
  const visibility = found.filter((tag) => VISIBILITY.includes(tag.code.toUpperCase()));
  if (visibility.length !== 1) throw new DomainError('invalid', NOTIFICATION_VISIBILITY_MESSAGE);
  return ids;
};

const storedBody = (body: string | null | undefined): string | null => {
  const clean = body ? sanitizeAnnouncementHtml(body) : '';
  return clean === '' ? null : clean;
};

/** The versions the request kept (the contract already dropped empty ones), bodies made safe. */
const storedVersions = (input: NotificationInput['translations']): NotificationTranslations => {
  const versions: NotificationTranslations = {};
  for (const language of NOTIFICATION_TRANSLATION_LANGUAGES) {
    const version = input?.[language];
    if (version?.title) {
      versions[language] = { title: version.title, body: storedBody(version.body) };
    }
  }
  return versions;
};

const columns = (input: NotificationInput) => ({
  title: input.title,
  body: storedBody(input.body),
  translations: storedVersions(input.translations),
  validFrom: new Date(input.validFrom),
  validTo: new Date(input.validTo),
  isActive: input.isActive,
});

const replaceTags = async (tx: Tx, notificationId: string, tagIds: number[]) => {
  await tx.delete(notificationTags).where(eq(notificationTags.notificationId, notificationId));
  await tx.insert(notificationTags).values(tagIds.map((tagId) => ({ notificationId, tagId })));
};

const readBack = async (db: Db, id: string): Promise<Notification> => {
  const [saved] = await selectNotifications(db, eq(notifications.id, id));
  if (!saved) throw new DomainError('not-found', NOTIFICATION_NOT_FOUND_MESSAGE);
  return saved;
};

/** Body HTML is sanitised here, on save; the browser sanitises again before rendering it. */
export const createNotification = async (
  db: Db,
  input: NotificationInput,
  authorId: string,
): Promise<Notification> => {
  const id = await db.transaction(async (tx) => {
    const tagIds = await resolveTagIds(tx, input.tags);
    const [created] = await tx
      .insert(notifications)
      .values({ ...columns(input), userId: authorId })
      .returning({ id: notifications.id });
    if (!created) throw new Error('The notification was not created.');
    await replaceTags(tx, created.id, tagIds);
    return created.id;
  });
  return readBack(db, id);
};

export const updateNotification = async (
  db: Db,
  noteId: string,
  input: NotificationInput,
): Promise<Notification> => {
  await db.transaction(async (tx) => {
    const tagIds = await resolveTagIds(tx, input.tags);
    const [updated] = await tx
      .update(notifications)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(notifications.id, noteId))
      .returning({ id: notifications.id });
    if (!updated) throw new DomainError('not-found', NOTIFICATION_NOT_FOUND_MESSAGE);
    await replaceTags(tx, noteId, tagIds);
  });
  return readBack(db, noteId);
};

export const deleteNotification = async (db: Db, noteId: string): Promise<void> => {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.id, noteId))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new DomainError('not-found', NOTIFICATION_NOT_FOUND_MESSAGE);
};
