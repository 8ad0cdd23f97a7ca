import type { UpdateSessionRequest } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { notFound, SESSION_NOT_FOUND } from './convention-errors';
import { lockEditableConvention } from './editable-convention';

/** New start and end times of one session of a convention that is not past. */
export const updateSession = async (db: Db, request: UpdateSessionRequest): Promise<number> =>
  db.transaction(async (tx) => {
    const [session] = await tx
      .select({ conventionId: sessions.conventionId })
      .from(sessions)
      .where(eq(sessions.id, request.sessionId));
    if (!session) throw notFound(SESSION_NOT_FOUND);
    await lockEditableConvention(tx, session.conventionId);
    await tx
      .update(sessions)
      .set({
        startDateTime: new Date(request.startDateTime),
        endDateTime: request.endDateTime === null ? null : new Date(request.endDateTime),
      })
      .where(eq(sessions.id, request.sessionId));
    return session.conventionId;
  });
