import {
  CORE_TAG_CODES,
  CORE_TAGS_MISSING_MESSAGE,
  DISPLAY_TAG_CODES,
  findTag,
  hasTag,
  VISIBILITY_TAG_CODES,
  type CreateNotificationRequest,
  type Notification,
  type NotificationVersion,
  type Tag,
} from 'shared-api';
import type { Control } from 'react-hook-form';
import { createNotificationSchema } from 'shared-api/contract';
import { dayFromWire, dayToWire } from 'shared-ui/pickers';
import { z } from 'zod';

const versionFields = z.object({ title: z.string(), body: z.string() });

/** The create and edit form: the request's fields, the visibility switch and the extra tags. */
const notificationFormFields = z.object({
  title: z.string(),
  body: z.string(),
  /** The Dutch and French versions, each optional: empty ones are not sent. */
  translations: z.object({ nl: versionFields, fr: versionFields }),
  /** Picked days as their wire values; '' for none. */
  validFrom: z.string(),
  validTo: z.string(),
  /** The Private/Public switch: on means Public */
  isPublic: z.boolean(),
  /** The Inactive/Active switch. */
  isActive: z.boolean(),
  /** Extra tags beside the visibility one, by code. */
  extraTags: z.array(z.string()),
});
export type NotificationFormValues = z.input<typeof notificationFormFields>;
/** The form's control: its fields hold the values, its submit receives the request. */
export type NotificationFormControl = Control<
  NotificationFormValues,
  unknown,
  CreateNotificationRequest
>;

const VISIBILITY: readonly string[] = VISIBILITY_TAG_CODES;
const isVisibilityTag = (tag: Tag) => VISIBILITY.includes(tag.code.toUpperCase());

const DISPLAY: readonly string[] = DISPLAY_TAG_CODES;
const displayRank = (tag: Tag) => {
  const rank = DISPLAY.indexOf(tag.code.toUpperCase());
  return rank === -1 ? DISPLAY.length : rank;
};

/** The tags the form offers as checkboxes: every tag but PUBLIC and PRIVATE, known ones first. */
export const extraTagChoices = (tags: readonly Tag[]): Tag[] =>
  tags.filter((tag) => !isVisibilityTag(tag)).sort((a, b) => displayRank(a) - displayRank(b));

const NO_VERSION = { title: '', body: '' };

/** A new notification: Public and Active, no dates yet. */
export const EMPTY_FORM: NotificationFormValues = {
  title: '',
  body: '',
  translations: { nl: NO_VERSION, fr: NO_VERSION },
  validFrom: '',
  validTo: '',
  isPublic: true,
  isActive: true,
  extraTags: [],
};

const versionOf = (version: NotificationVersion | undefined) =>
  version ? { title: version.title, body: version.body ?? '' } : NO_VERSION;

export const formFromNotification = (item: Notification): NotificationFormValues => ({
  title: item.title,
  body: item.body ?? '',
  translations: {
    nl: versionOf(item.translations?.nl),
    fr: versionOf(item.translations?.fr),
  },
  validFrom: dayToWire(dayFromWire(item.validFrom)),
  validTo: dayToWire(dayFromWire(item.validTo)),
  isPublic: !hasTag(item, 'PRIVATE'),
  isActive: item.isActive,
  extraTags: item.tags.filter((tag) => !isVisibilityTag(tag)).map((tag) => tag.code),
});

const nullWhenBlank = (body: string) => (body.trim() === '' ? null : body);

const hasCoreTags = (tags: readonly Tag[]) => CORE_TAG_CODES.every((code) => findTag(tags, code));

/**
 * The form checked by the contract's request schema, the one the server applies, then for the core
 * tags the system must hold; its output is the request. Exactly one of PUBLIC and PRIVATE is sent.
 */
export const notificationFormSchema = (tags: readonly Tag[]) =>
  notificationFormFields
    .transform((values): z.input<typeof createNotificationSchema> => ({
      title: values.title,
      body: nullWhenBlank(values.body),
      validFrom: values.validFrom,
      validTo: values.validTo,
      isActive: values.isActive,
      tags: [
        findTag(tags, values.isPublic ? 'PUBLIC' : 'PRIVATE'),
        ...extraTagChoices(tags).filter((tag) =>
          values.extraTags.some((code) => code.toUpperCase() === tag.code.toUpperCase()),
        ),
      ].flatMap((tag) => (tag ? [{ id: tag.id, code: tag.code }] : [])),
      translations: {
        nl: { ...values.translations.nl, body: nullWhenBlank(values.translations.nl.body) },
        fr: { ...values.translations.fr, body: nullWhenBlank(values.translations.fr.body) },
      },
    }))
    .pipe(createNotificationSchema)
    .refine(() => hasCoreTags(tags), { message: CORE_TAGS_MISSING_MESSAGE, path: ['extraTags'] });
