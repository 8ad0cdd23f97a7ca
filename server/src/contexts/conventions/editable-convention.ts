import { isPastConvention } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions } from '../../db/schema';
import {
  CONVENTION_NOT_FOUND,
  conflict,
  notFound,
  PAST_CONVENTION_LOCKED,
} from './convention-errors';

/**
 * The convention row, locked for the rest of the transaction; refused when missing or past
 * (past conventions cannot be edited, toggled or have games linked).
 */
export const lockEditableConvention = async (tx: Db, conventionId: number) => {
  const [convention] = await tx
    .select()
    .from(conventions)
    .where(eq(conventions.id, conventionId))
    .for('update');
  if (!convention) throw notFound(CONVENTION_NOT_FOUND);
  if (isPastConvention(convention)) throw conflict(PAST_CONVENTION_LOCKED);
  return convention;
};
