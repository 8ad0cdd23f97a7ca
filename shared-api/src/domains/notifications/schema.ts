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

/** A notification (an announcement), as every Notification call answers it. */
export const notificationSchema = z.object({
  noteId: z.string(),
  userId: z.string().nullable(),
  title: z.string(),
  body: z.string().nullable(),
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

const notificationFields = {
  title: z
    .string({ error: NOTIFICATION_REQUIRED_MESSAGE })
    .trim()
    .min(1, NOTIFICATION_REQUIRED_MESSAGE)
    .max(200),
  body: z.string().max(20_000).nullish(),
  validFrom: requiredDate,
  validTo: requiredDate,
  isActive: z.boolean(),
  tags: z.array(z.strictObject({ id: z.int32(), code: z.string() })).max(20),
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
