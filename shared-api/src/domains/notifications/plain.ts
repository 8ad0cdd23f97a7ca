import type { Tag } from './schema';

/** Tags the system needs; codes are matched case-insensitively. */
export const TAG_CODES = ['PUBLIC', 'PRIVATE', 'NOTIFICATION', 'HOMEPAGE', 'CONVENTION'] as const;
export type TagCode = (typeof TAG_CODES)[number];

/** Without these the notification form refuses to save. */
export const CORE_TAG_CODES = ['PUBLIC', 'PRIVATE', 'NOTIFICATION'] as const;

/** Exactly one of the two is applied: the form's Private/Public switch. */
export const VISIBILITY_TAG_CODES = ['PUBLIC', 'PRIVATE'] as const;

/**
 * Where an announcement shows, chosen freely in the form (docs/decisions.md): HOMEPAGE on the home
 * page, NOTIFICATION there as an alert instead of in the panel, CONVENTION on the convention pages.
 */
export const DISPLAY_TAG_CODES = ['HOMEPAGE', 'NOTIFICATION', 'CONVENTION'] as const;

// The notification form's messages, word for word.
export const NOTIFICATION_REQUIRED_MESSAGE = 'Title, Valid From, and Valid To are required.';
export const CORE_TAGS_MISSING_MESSAGE =
  'Core tags (PUBLIC, PRIVATE, NOTIFICATION) are missing from the system. Please contact support.';
export const NOTIFICATION_LOGIN_MESSAGE = 'You must be logged in to perform this action.';
// Rules the product's texts leave unsaid, worded in their style (docs/decisions.md).
export const NOTIFICATION_DATE_FORMAT_MESSAGE = 'Valid From and Valid To must be dates.';
export const NOTIFICATION_DATE_ORDER_MESSAGE = 'Valid To cannot be before Valid From.';
export const NOTIFICATION_VISIBILITY_MESSAGE = 'A notification must be either public or private.';
export const NOTIFICATION_UNKNOWN_TAG_MESSAGE = 'Unknown tag.';
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found.';

/**
 * The only tags an announcement body keeps: paragraphs, line breaks, emphasis, lists and links.
 * The server drops every other tag on save and on read; the form's help text lists these.
 */
export const ANNOUNCEMENT_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'a',
] as const;

export const ANNOUNCEMENT_BODY_HELP = `Optional. Only simple HTML is kept: ${ANNOUNCEMENT_HTML_TAGS.map(
  (tag) => `<${tag}>`,
).join(', ')}; anything else is removed on save.`;

/** Tag codes match case-insensitively. */
export const hasTag = (item: { tags: readonly Tag[] }, code: string): boolean =>
  item.tags.some((tag) => tag.code.toUpperCase() === code.toUpperCase());

export const findTag = (tags: readonly Tag[], code: string): Tag | undefined =>
  tags.find((tag) => tag.code.toUpperCase() === code.toUpperCase());
