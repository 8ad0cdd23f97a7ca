import { createHash } from 'node:crypto';
import {
  gameKey,
  PLAN_REGISTRATION_NOT_FOUND,
  type IgnoreWishRequest,
  type UnmatchedWish,
  type WishField,
} from 'shared-api/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ignoredWishes, registrations } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';

/** The same words, whatever their case, spacing or punctuation, are the same ignored wish. */
const digestOf = (text: string): string => createHash('sha256').update(gameKey(text)).digest('hex');

const keyOf = (registrationId: string, field: WishField | string, digest: string) =>
  `${registrationId}\u0000${field}\u0000${digest}`;

/** Records the wish as ignored; ignoring it again changes nothing. */
export const ignoreWish = async (
  db: Db,
  conventionId: number,
  wish: IgnoreWishRequest,
): Promise<void> => {
  const [registration] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(eq(registrations.id, wish.registrationId), eq(registrations.conventionId, conventionId)),
    );
  if (!registration) throw new DomainError('not-found', PLAN_REGISTRATION_NOT_FOUND);
  await db
    .insert(ignoredWishes)
    .values({
      registrationId: wish.registrationId,
      field: wish.field,
      wishDigest: digestOf(wish.text),
    })
    .onConflictDoNothing();
};

/** The unmatched wishes the organisers have not chosen to ignore. */
export const withoutIgnored = async (
  db: Db,
  unmatched: readonly UnmatchedWish[],
): Promise<UnmatchedWish[]> => {
  if (unmatched.length === 0) return [];
  const ignored = await db
    .select()
    .from(ignoredWishes)
    .where(
      inArray(ignoredWishes.registrationId, [...new Set(unmatched.map((w) => w.registrationId))]),
    );
  const keys = new Set(ignored.map((i) => keyOf(i.registrationId, i.field, i.wishDigest)));
  return unmatched.filter(
    (wish) => !keys.has(keyOf(wish.registrationId, wish.field, digestOf(wish.text))),
  );
};
