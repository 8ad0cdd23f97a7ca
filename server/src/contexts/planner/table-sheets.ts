import { PLAN_NOT_PUBLISHED, PLAN_SESSION_NOT_FOUND } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { DomainError } from '../../shared/domain-error';
import { teacherOf } from './board';
import { loadPlanningData } from './planning-data';
import { readStoredPlan, type StoredTable } from './stored-plan';
import { readRow } from './draft-store';

export interface SheetTable {
  number: number;
  gameTitle: string;
  copyOwner: string;
  teacher: string | null;
  players: string[];
}

export interface SessionSheet {
  name: string;
  startDateTime: string;
  tables: SheetTable[];
}

export interface TableSheets {
  conventionName: string;
  publishedAt: Date;
  sessions: SessionSheet[];
}

/**
 * Each session's tables get the numbers 1, 2, 3...; a table that runs on into the next session
 * (a long game) keeps its number there, as the game stays on its table.
 */
export const numberTables = (sessionIds: number[], tables: readonly StoredTable[]) => {
  const numbers = new Map<string, number>();
  for (const sessionId of sessionIds) {
    const here = tables.filter((t) => t.sessionIds.includes(sessionId));
    const taken = new Set(here.map((t) => numbers.get(t.id)).filter((n) => n !== undefined));
    let next = 1;
    for (const table of here) {
      if (numbers.has(table.id)) continue;
      while (taken.has(next)) next += 1;
      numbers.set(table.id, next);
      taken.add(next);
    }
  }
  return numbers;
};

/**
 * What the organisers put on the tables: the published plan, the one members see, session by
 * session (or the one session asked for). A draft is not printed, so that the sheet on a table
 * and the member's dashboard never disagree.
 */
export const tableSheets = async (
  db: Db,
  conventionId: number,
  sessionId?: number,
): Promise<TableSheets> => {
  const data = await loadPlanningData(db, conventionId);
  if (sessionId !== undefined && !data.sessions.some((s) => s.id === sessionId))
    throw new DomainError('not-found', PLAN_SESSION_NOT_FOUND);
  const row = await readRow(db, conventionId);
  if (!row?.published || !row.publishedAt) throw new DomainError('conflict', PLAN_NOT_PUBLISHED);
  const { tables } = readStoredPlan(row.published);
  const name = (id: string | null) => data.attendees.find((a) => a.id === id)?.name ?? null;
  const numbers = numberTables(
    data.sessions.map((s) => s.id),
    tables,
  );
  const sheetTable = (table: StoredTable): SheetTable => {
    const teacher = teacherOf(data, table);
    return {
      number: numbers.get(table.id) ?? 0,
      gameTitle: data.games.find((g) => g.id === table.gameId)?.title ?? 'Unknown game',
      copyOwner:
        table.copyOwnerId === null
          ? 'Club copy'
          : (name(table.copyOwnerId) ?? 'No longer registered'),
      teacher: teacher === null ? null : name(teacher),
      // Players who left the convention are dropped, as on the board.
      players: table.playerIds.map(name).filter((n) => n !== null),
    };
  };
  return {
    conventionName: data.conventionName,
    publishedAt: row.publishedAt,
    sessions: data.sessions
      .filter((s) => sessionId === undefined || s.id === sessionId)
      .map((session) => ({
        name: session.name,
        startDateTime: session.startDateTime,
        tables: tables
          .filter((t) => t.sessionIds.includes(session.id))
          .map(sheetTable)
          .sort((a, b) => a.number - b.number),
      })),
  };
};
