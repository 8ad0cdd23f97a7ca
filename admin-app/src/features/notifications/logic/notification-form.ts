import dayjs, { type Dayjs } from 'dayjs';
import {
  CORE_TAG_CODES,
  CORE_TAGS_MISSING_MESSAGE,
  DISPLAY_TAG_CODES,
  findTag,
  hasTag,
  NOTIFICATION_REQUIRED_MESSAGE,
  parseWallClock,
  VISIBILITY_TAG_CODES,
  type CreateNotificationRequest,
  type Notification,
  type Tag,
} from 'shared-api';

export interface NotificationFormValues {
  title: string;
  body: string;
  validFrom: Dayjs | null;
  validTo: Dayjs | null;
  /** The Private/Public switch: on means Public. */
  isPublic: boolean;
  /** The Inactive/Active switch. */
  isActive: boolean;
  /** Extra tags beside the visibility one, by code. */
  extraTags: string[];
}

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

/** A new notification: Public and Active, no dates yet. */
export const EMPTY_FORM: NotificationFormValues = {
  title: '',
  body: '',
  validFrom: null,
  validTo: null,
  isPublic: true,
  isActive: true,
  extraTags: [],
};

const fromWire = (wire: string): Dayjs | null => {
  const date = parseWallClock(wire);
  return date ? dayjs(date) : null;
};

export const formFromNotification = (item: Notification): NotificationFormValues => ({
  title: item.title,
  body: item.body ?? '',
  validFrom: fromWire(item.validFrom),
  validTo: fromWire(item.validTo),
  isPublic: !hasTag(item, 'PRIVATE'),
  isActive: item.isActive,
  extraTags: item.tags.filter((tag) => !isVisibilityTag(tag)).map((tag) => tag.code),
});

/** The picked calendar day, sent as that day's midnight labelled UTC. */
export const dayToWire = (day: Dayjs): string => `${day.format('YYYY-MM-DD')}T00:00:00.000Z`;

export type PayloadResult =
  { ok: true; payload: CreateNotificationRequest } | { ok: false; error: string };

/**
 * The save payload, or the form's message that stops it: the required fields first, then the core
 * tags the system must hold. Exactly one of PUBLIC and PRIVATE is applied.
 */
export const toPayload = (values: NotificationFormValues, tags: readonly Tag[]): PayloadResult => {
  const title = values.title.trim();
  if (!title || !values.validFrom?.isValid() || !values.validTo?.isValid()) {
    return { ok: false, error: NOTIFICATION_REQUIRED_MESSAGE };
  }
  const core = CORE_TAG_CODES.map((code) => findTag(tags, code));
  if (core.some((tag) => !tag)) return { ok: false, error: CORE_TAGS_MISSING_MESSAGE };
  const visibility = findTag(tags, values.isPublic ? 'PUBLIC' : 'PRIVATE');
  const extras = extraTagChoices(tags).filter((tag) =>
    values.extraTags.some((code) => code.toUpperCase() === tag.code.toUpperCase()),
  );
  return {
    ok: true,
    payload: {
      title,
      body: values.body.trim() === '' ? null : values.body,
      validFrom: dayToWire(values.validFrom),
      validTo: dayToWire(values.validTo),
      isActive: values.isActive,
      tags: [visibility as Tag, ...extras].map(({ id, code }) => ({ id, code })),
    },
  };
};
