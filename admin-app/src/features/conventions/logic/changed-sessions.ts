import type { Session, UpdateSessionRequest } from 'shared-api';

export interface SessionTimes {
  startDateTime: string;
  endDateTime: string | null;
}

/** The sessions whose times changed, as the `sessions` of PUT /api/Convention. */
export const changedSessions = (
  original: readonly Session[],
  edited: Readonly<Record<number, SessionTimes>>,
): UpdateSessionRequest[] =>
  original.flatMap((session) => {
    const times = edited[session.id];
    if (!times) return [];
    const same = (a: string | null, b: string | null) =>
      a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));
    return same(times.startDateTime, session.startDateTime) &&
      same(times.endDateTime, session.endDateTime)
      ? []
      : [{ sessionId: session.id, ...times }];
  });
