import { z } from 'zod';
import {
  NOTIFICATION_DATE_FORMAT_MESSAGE,
  NOTIFICATION_DATE_ORDER_MESSAGE,
  NOTIFICATION_REQUIRED_MESSAGE,
} from './plain';
import { isStorableInstant } from '../../contract/storable-instant';

/** A notification tag; codes match case-insensitively. */
export const tagSchema = z.object({ id: z.number().int(), code: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** An announcement's Dutch or French version, as the organisers' list answers it. */
const notificationVersionSchema = z.object({ title: z.string(), body: z.string().nullable() });

/** The languages an announcement may have a version in beside the English. */
export const NOTIFICATION_TRANSLATION_LANGUAGES = ['nl', 'fr'] as const;
export type NotificationTranslationLanguage = (typeof NOTIFICATION_TRANSLATION_LANGUAGES)[number];
export type NotificationVersion = z.infer<typeof notificationVersionSchema>;
export type NotificationTranslations = Partial<
  Record<NotificationTranslationLanguage, NotificationVersion>
>;

export const NOTIFICATION_TRANSLATION_TITLE_MESSAGE =
  'A Dutch or French version with a body needs its title too.';

/**
 * A notification (an announcement), as every Notification call answers it. The public and member
 * lists answer each in the reader's language (its English when it has no version in it); only the
 * organisers' list carries the versions themselves.
 */
export const notificationSchema = z.object({
  noteId: z.string(),
  userId: z.string().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  translations: z
    .object({ nl: notificationVersionSchema.optional(), fr: notificationVersionSchema.optional() })
    .optional(),
  validFrom: z.string(),
  validTo: z.string(),
  isActive: z.boolean(),
  tags: z.array(tagSchema),
  createDate: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const requiredDate = z
  .string({ error: NOTIFICATION_REQUIRED_MESSAGE })
  .min(1, NOTIFICATION_REQUIRED_MESSAGE)
  .pipe(z.iso.datetime({ offset: true, error: NOTIFICATION_DATE_FORMAT_MESSAGE }))
  .refine(isStorableInstant, NOTIFICATION_DATE_FORMAT_MESSAGE);

const MAX_TITLE = 200;
const MAX_BODY = 20_000;

/** A version: a title, with or without a body; without either it is dropped. */
const notificationVersionRequestSchema = z
  .strictObject({
    title: z.string({ error: NOTIFICATION_TRANSLATION_TITLE_MESSAGE }).trim().max(MAX_TITLE),
    body: z.string().max(MAX_BODY).nullish(),
  })
  .transform(({ title, body }) => ({ title, body: body?.trim() ? body : null }))
  .refine(({ title, body }) => title !== '' || body === null, {
    message: NOTIFICATION_TRANSLATION_TITLE_MESSAGE,
    path: ['title'],
  });

/** Undefined when no version is left, as if none had been sent. */
const withoutEmptyVersions = (
  versions: NotificationTranslations | undefined,
): NotificationTranslations | undefined => {
  const kept: NotificationTranslations = {};
  for (const language of NOTIFICATION_TRANSLATION_LANGUAGES) {
    const version = versions?.[language];
    if (version && version.title !== '') kept[language] = version;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
};

const notificationFields = {
  title: z
    .string({ error: NOTIFICATION_REQUIRED_MESSAGE })
    .trim()
    .min(1, NOTIFICATION_REQUIRED_MESSAGE)
    .max(MAX_TITLE),
  body: z.string().max(MAX_BODY).nullish(),
  validFrom: requiredDate,
  validTo: requiredDate,
  isActive: z.boolean(),
  tags: z.array(z.strictObject({ id: z.int32(), code: z.string() })).max(20),
  /** The Dutch and French versions; on a change, one left out is removed. */
  translations: z
    .strictObject({
      nl: notificationVersionRequestSchema.optional(),
      fr: notificationVersionRequestSchema.optional(),
    })
    .optional()
    .transform(withoutEmptyVersions),
};

// Only judged once both dates are readable: a missing one already has its own message.
const datesInOrder = (n: { validFrom: string; validTo: string }) => {
  const from = Date.parse(n.validFrom);
  const to = Date.parse(n.validTo);
  return Number.isNaN(from) || Number.isNaN(to) || to >= from;
};
const dateOrder = { message: NOTIFICATION_DATE_ORDER_MESSAGE, path: ['validTo'] };

/** POST /api/Notification. The author is the caller; id and create date come from the server. */
export const createNotificationSchema = z
  .strictObject(notificationFields)
  .refine(datesInOrder, dateOrder);
export type CreateNotificationRequest = z.input<typeof createNotificationSchema>;

/** PUT /api/Notification: the same payload plus the noteId it replaces. */
export const updateNotificationSchema = z
  .strictObject({ noteId: z.string().min(1), ...notificationFields })
  .refine(datesInOrder, dateOrder);
export type UpdateNotificationRequest = z.input<typeof updateNotificationSchema>;
