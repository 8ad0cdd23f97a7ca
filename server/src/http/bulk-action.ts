import type { BulkResult } from 'shared-api/contract';
import type { FastifyBaseLogger } from 'fastify';
import { anyOf } from '../db/any-of';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { expectedFailure } from './api-error';

/** One item of a bulk action, named as the organiser knows it. */
export interface BulkItem {
  id: string;
  name: string;
}

/** Said for a failure that is not a rule's refusal; the log keeps the cause. */
export const BULK_ITEM_FAILED = 'Something went wrong; try this one again.';

/**
 * Does `act` for each item, one after the other, so that one refusal stops no other: the answer
 * lists what succeeded and what failed, with why.
 */
export const eachOnItsOwn = async (
  items: readonly BulkItem[],
  act: (id: string) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<BulkResult> => {
  const result: BulkResult = { succeeded: [], failed: [] };
  for (const item of items) {
    try {
      await act(item.id);
      result.succeeded.push(item);
    } catch (error) {
      // A rule's refusal says why in words; anything else is unexpected, and logged.
      const reason = expectedFailure(error)?.message ?? null;
      if (reason === null) log.error({ err: error, item: item.id }, 'bulk action item failed');
      result.failed.push({ ...item, reason: reason ?? BULK_ITEM_FAILED });
    }
  }
  return result;
};

/** Members by id, named for a bulk action's answer; an unknown id is named by itself. */
export const memberItems = async (db: Db, userIds: readonly string[]): Promise<BulkItem[]> => {
  const unique = [...new Set(userIds)];
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(anyOf(users.id, unique));
  const names = new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
  return unique.map((id) => ({ id, name: names.get(id) ?? id }));
};
