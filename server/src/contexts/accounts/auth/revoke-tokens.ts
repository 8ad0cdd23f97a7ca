import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { revokedTokens } from '../../../db/schema';
import { bumpTokenVersion } from '../users/target-user';
import type { VerifiedToken } from './tokens';

/**
 * Revokes one token until it would have expired anyway. The rows of tokens that have expired since
 * are purged on the way: they are refused by their expiry alone, so the table holds at most the
 * tokens revoked within one token lifetime.
 */
export const revokeToken = async (db: Db, token: VerifiedToken): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .insert(revokedTokens)
      .values({ tokenId: token.tokenId, expiresAt: token.expiresAt })
      .onConflictDoNothing();
    await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  });
};

/** Every token the account holds stops working on its next request, on every server. */
export const revokeAllTokens = (db: Db, userId: string): Promise<void> =>
  bumpTokenVersion(db, userId);
