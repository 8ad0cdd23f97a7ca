import { randomUUID } from 'node:crypto';
import {
  escapeHtml,
  PLAN_NOTHING_TO_PUBLISH,
  PLAN_PLAYER_TWICE,
  PLAN_PLAYER_UNKNOWN,
  PLAN_PUBLISHED_TITLE,
  PLAN_STALE,
  PLAN_TABLE_UNKNOWN,
  type TablePlan,
} from 'shared-api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tablePlans, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { wireDayTime } from '../mail/club-time';
import { createMessage } from '../inbox/create-message';
import { mailNewMessage } from '../inbox/message-mail';
import type { AuthUser } from '../users/auth-user';
import { composeBoard, teacherOf } from './board';
import { plannerInput } from './planner-input';
import { loadPlanningData, type PlanningData } from './planning-data';
import { solveOffThread } from './solve';
import { EMPTY_PLAN, readStoredPlan, type StoredPlan, type StoredTable } from './stored-plan';

type Row = typeof tablePlans.$inferSelect;

/** The convention's plan row: the draft the organisers edit and the copy published to members. */
export const readRow = async (db: Db, conventionId: number): Promise<Row | undefined> => {
  const [row] = await db.select().from(tablePlans).where(eq(tablePlans.conventionId, conventionId));
  return row;
};

const sameTables = (a: unknown, b: unknown) =>
  JSON.stringify(readStoredPlan(a).tables) === JSON.stringify(readStoredPlan(b).tables);

const board = (data: PlanningData, row: Row | undefined): TablePlan => {
  const draft = row ? readStoredPlan(row.draft) : EMPTY_PLAN;
  return composeBoard(
    data,
    {
      version: row?.version ?? 0,
      publishedAt: row?.publishedAt ?? null,
      changedSincePublished: row?.published != null && !sameTables(row.draft, row.published),
    },
    draft.tables,
    draft.solver,
  );
};

/** GET /api/Planner/{conventionId}: version 0 and no tables until the first run. */
export const getBoard = async (db: Db, conventionId: number): Promise<TablePlan> => {
  const data = await loadPlanningData(db, conventionId);
  return board(data, await readRow(db, conventionId));
};

const refuseStale = (row: Row | undefined, version: number) => {
  if ((row?.version ?? 0) !== version) throw new ApiError(409, PLAN_STALE);
};

/**
 * Saves a new draft made on `version`: one statement that only matches that version, so of two
 * organisers saving at once, the second is told (409) instead of undoing the first.
 */
const saveDraft = async (
  db: Db,
  conventionId: number,
  version: number,
  draft: StoredPlan,
  more: Partial<Pick<Row, 'published' | 'publishedAt'>> = {},
): Promise<void> => {
  if (version === 0) {
    const inserted = await db
      .insert(tablePlans)
      .values({ conventionId, version: 1, draft, ...more })
      .onConflictDoNothing()
      .returning({ version: tablePlans.version });
    if (inserted.length === 0) throw new ApiError(409, PLAN_STALE);
    return;
  }
  const updated = await db
    .update(tablePlans)
    .set({ draft, version: sql`${tablePlans.version} + 1`, updatedAt: new Date(), ...more })
    .where(and(eq(tablePlans.conventionId, conventionId), eq(tablePlans.version, version)))
    .returning({ version: tablePlans.version });
  if (updated.length === 0) throw new ApiError(409, PLAN_STALE);
};

/** Small conventions get a small time limit: their models are solved long before it. */
const timeLimitFor = (attendees: number, asked: number) =>
  Math.min(asked, Math.max(1, Math.ceil(attendees / 6)));

/** POST /api/Planner/{conventionId}/run: plans every seat that is not at a pinned table. */
export const runPlan = async (
  db: Db,
  conventionId: number,
  request: { version: number; timeLimitSeconds: number },
): Promise<TablePlan> => {
  const data = await loadPlanningData(db, conventionId);
  const row = await readRow(db, conventionId);
  refuseStale(row, request.version);
  const pinned = (row ? readStoredPlan(row.draft) : EMPTY_PLAN).tables.filter((t) => t.pinned);
  const input = plannerInput(
    data,
    pinned,
    timeLimitFor(data.attendees.length, request.timeLimitSeconds),
  );
  const proposal = input ? await solveOffThread(input) : null;
  const planned: StoredTable[] = (proposal?.tables ?? []).map((table) => ({
    id: randomUUID(),
    sessionIds: table.sessionIds.map(Number),
    gameId: table.gameId,
    copyOwnerId: table.copyOwnerId,
    teacherId: table.teacherId,
    playerIds: table.playerIds,
    pinned: false,
  }));
  const solver = proposal
    ? {
        status: proposal.solver.status,
        gap: proposal.solver.gap,
        seconds: proposal.solver.seconds,
        note: proposal.solver.note ?? '',
      }
    : {
        status: 'optimal',
        gap: 0,
        seconds: 0,
        note: 'Nothing to plan: nobody attends a session with a catalogue game to bring.',
      };
  await saveDraft(db, conventionId, request.version, { tables: [...pinned, ...planned], solver });
  return getBoard(db, conventionId);
};

/**
 * PUT /api/Planner/{conventionId}/tables: moves and pins. The tables and their games stay; who
 * sits at each changes, within the rules no organiser may break by mistake (attendees of that
 * session, one table per session). Softer rules show as warnings on the board.
 */
export const saveTables = async (
  db: Db,
  conventionId: number,
  request: { version: number; tables: { id: string; playerIds: string[]; pinned: boolean }[] },
): Promise<TablePlan> => {
  const data = await loadPlanningData(db, conventionId);
  const row = await readRow(db, conventionId);
  refuseStale(row, request.version);
  const draft = row ? readStoredPlan(row.draft) : EMPTY_PLAN;
  const changes = new Map(request.tables.map((t) => [t.id, t]));
  if (
    changes.size !== request.tables.length ||
    [...changes.keys()].some((id) => !draft.tables.some((t) => t.id === id))
  )
    throw new ApiError(400, PLAN_TABLE_UNKNOWN);
  const tables = draft.tables.map((table) => {
    const change = changes.get(table.id);
    if (!change) return table;
    const playerIds = [...new Set(change.playerIds)];
    for (const id of playerIds) {
      const attendee = data.attendees.find((a) => a.id === id);
      if (!attendee || table.sessionIds.some((s) => !attendee.sessionIds.includes(s)))
        throw new ApiError(400, PLAN_PLAYER_UNKNOWN);
    }
    const moved = { ...table, playerIds, pinned: change.pinned };
    return { ...moved, teacherId: teacherOf(data, moved) };
  });
  for (const session of data.sessions) {
    const here = tables
      .filter((t) => t.sessionIds.includes(session.id))
      .flatMap((t) => t.playerIds);
    if (new Set(here).size !== here.length) throw new ApiError(400, PLAN_PLAYER_TWICE);
  }
  await saveDraft(db, conventionId, request.version, { ...draft, tables });
  return getBoard(db, conventionId);
};

/** A table as a member sees it: names, and "you" for the attendee themselves. */
export const tableLines = (data: PlanningData, table: StoredTable, attendeeId: string) => {
  const name = (id: string | null) => data.attendees.find((a) => a.id === id)?.name ?? null;
  const sessions = data.sessions.filter((s) => table.sessionIds.includes(s.id));
  const mates = table.playerIds
    .filter((id) => id !== attendeeId)
    .map(name)
    .filter(Boolean);
  const teacher = teacherOf(data, table);
  return {
    sessionNames: sessions.map((s) => s.name),
    startDateTime: sessions[0]?.startDateTime ?? '',
    gameTitle: data.games.find((g) => g.id === table.gameId)?.title ?? 'Unknown game',
    tableMates: mates as string[],
    teacher: teacher === null || teacher === attendeeId ? (teacher ? 'you' : null) : name(teacher),
    copyOwner: table.copyOwnerId === attendeeId ? 'you' : name(table.copyOwnerId),
  };
};

const tablesOf = (data: PlanningData, plan: StoredPlan, attendeeId: string) =>
  plan.tables
    .filter((t) => t.playerIds.includes(attendeeId))
    .map((t) => tableLines(data, t, attendeeId))
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));

const messageBody = (conventionName: string, tables: ReturnType<typeof tablesOf>) =>
  `<p>${escapeHtml(`The tables for ${conventionName} are planned. Yours:`)}</p><ul>${tables
    .map(
      (t) =>
        `<li>${escapeHtml(
          `${t.sessionNames.join(' and ')} (${wireDayTime(t.startDateTime)}): ${t.gameTitle}` +
            (t.tableMates.length > 0 ? ` with ${t.tableMates.join(', ')}` : '') +
            (t.teacher ? `; taught by ${t.teacher}` : ''),
        )}</li>`,
    )
    .join('')}</ul><p><a href="/my-registrations">See your tables</a></p>`;

/**
 * POST /api/Planner/{conventionId}/publish: members see this copy from now on, and each seated
 * attendee gets an inbox message (and its mail) with their tables. The message goes to the
 * attendee's own account, or to whoever registered them when they have none.
 */
export const publishPlan = async (
  db: Db,
  conventionId: number,
  version: number,
  from: AuthUser,
  publicUrl: string,
): Promise<TablePlan> => {
  const data = await loadPlanningData(db, conventionId);
  const row = await readRow(db, conventionId);
  refuseStale(row, version);
  const draft = row ? readStoredPlan(row.draft) : EMPTY_PLAN;
  if (draft.tables.length === 0) throw new ApiError(400, PLAN_NOTHING_TO_PUBLISH);
  const accounts = await db.select({ id: users.id, email: users.email }).from(users);
  await db.transaction(async (tx) => {
    await saveDraft(tx, conventionId, version, draft, {
      published: draft,
      publishedAt: new Date(),
    });
    const title = `${PLAN_PUBLISHED_TITLE}: ${data.conventionName}`;
    for (const attendee of data.attendees) {
      const tables = tablesOf(data, draft, attendee.id);
      if (tables.length === 0) continue;
      const own = accounts.find((a) => a.email.toLowerCase() === attendee.email.toLowerCase());
      const recipientIds = [own?.id ?? attendee.userId];
      const noteId = await createMessage(tx, {
        fromUserId: from.id,
        title,
        body: messageBody(data.conventionName, tables),
        recipientIds,
        registrationId: attendee.id,
      });
      await mailNewMessage(tx, publicUrl, { noteId, title, sender: from }, recipientIds);
    }
  });
  return getBoard(db, conventionId);
};

/**
 * GET /api/Planner/my: the published tables of the active convention for the caller's own
 * registration and those they made for others. Drafts never show here.
 */
export const myTables = async (db: Db, user: AuthUser, conventionId: number | null) => {
  const empty = { conventionName: null, publishedAt: null, attendees: [] };
  if (conventionId === null) return empty;
  const row = await readRow(db, conventionId);
  if (!row?.published || !row.publishedAt) return empty;
  const data = await loadPlanningData(db, conventionId);
  const published = readStoredPlan(row.published);
  const mine = data.attendees.filter(
    (a) => a.userId === user.id || a.email.toLowerCase() === user.email.toLowerCase(),
  );
  return {
    conventionName: data.conventionName,
    publishedAt: row.publishedAt.toISOString(),
    attendees: mine.map((attendee) => ({
      registrationId: attendee.id,
      attendeeName: attendee.name,
      tables: tablesOf(data, published, attendee.id),
    })),
  };
};
