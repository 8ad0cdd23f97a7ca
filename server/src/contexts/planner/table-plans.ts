import { randomUUID } from 'node:crypto';
import {
  escapeHtml,
  formatClubDay,
  formatClubTimeOfDay,
  PLAN_NOTHING_TO_PUBLISH,
  PLAN_PLAYER_TWICE,
  PLAN_PLAYER_UNKNOWN,
  PLAN_PIN_CLASHES_WITH_BAN,
  PLAN_PINS_CANNOT_HOLD,
  PLAN_SEAT_UNKNOWN,
  PLAN_TABLE_UNKNOWN,
  type SaveTablesRequest,
  type TablePlan,
  type Language,
} from 'shared-api/contract';
import type { Proposal } from 'planner';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, users } from '../../db/schema';
import { DomainError } from '../../shared/domain-error';
import { clubZoneLabel } from '../../shared/mail/club-time';
import { translator } from '../../shared/i18n';
import { createMessage } from '../../shared/messages/create-message';
import { mailMessageBody } from '../../shared/messages/message-mail';
import type { AuthUser } from '../../shared/auth-user';
import { composeBoard, present, teacherOf } from './board';
import { plannerInput } from './planner-input';
import { loadPlanningData, type PlanningData } from './planning-data';
import { oneRunAtATime } from './plan-runs';
import { solveOffThread } from './solve';
import { readDraftAt, readRow, saveDraft, type PlanRow } from './draft-store';
import { numberTables } from './table-sheets';
import {
  EMPTY_PLAN,
  overlap,
  readStoredPlan,
  type StoredBan,
  type StoredPlan,
  type StoredTable,
} from './stored-plan';

const board = (data: PlanningData, row: PlanRow | undefined): TablePlan =>
  composeBoard(
    data,
    {
      version: row?.version ?? 0,
      publishedAt: row?.publishedAt ?? null,
      published: row?.published != null ? readStoredPlan(row.published) : null,
    },
    row ? readStoredPlan(row.draft) : EMPTY_PLAN,
  );

/** GET /api/Planner/{conventionId}: version 0 and no tables until the first run. */
export const getBoard = async (db: Db, conventionId: number): Promise<TablePlan> => {
  const data = await loadPlanningData(db, conventionId);
  return board(data, await readRow(db, conventionId));
};

/** Small conventions get a small time limit: their models are solved long before it. */
const timeLimitFor = (attendees: number, asked: number) =>
  Math.min(asked, Math.max(1, Math.ceil(attendees / 6)));

/** The solver's tables as saved: a table that keeps pinned seats keeps its id and its pins. */
const storedTables = (draft: StoredPlan, proposal: Proposal | null): StoredTable[] => {
  const withPins = draft.tables.filter((t) => !t.pinned && t.pinnedPlayerIds.length > 0);
  return (proposal?.tables ?? []).map((table) => {
    const sessionIds = table.sessionIds.map(Number);
    const kept = withPins.find(
      (t) =>
        t.gameId === table.gameId &&
        t.copyOwnerId === table.copyOwnerId &&
        overlap(t.sessionIds, sessionIds),
    );
    return {
      id: kept?.id ?? randomUUID(),
      sessionIds,
      gameId: table.gameId,
      copyOwnerId: table.copyOwnerId,
      teacherId: table.teacherId,
      playerIds: table.playerIds,
      pinned: false,
      pinnedPlayerIds: kept?.pinnedPlayerIds.filter((id) => table.playerIds.includes(id)) ?? [],
    };
  });
};

/** POST /api/Planner/{conventionId}/run: plans every seat that is not at a pinned table. */
export const runPlan = async (
  db: Db,
  conventionId: number,
  request: { version: number; timeLimitSeconds: number; minTableSize: number; seed: number },
  byUserId: string,
): Promise<TablePlan> =>
  oneRunAtATime(conventionId, async () => {
    const data = await loadPlanningData(db, conventionId);
    const { draft } = await readDraftAt(db, conventionId, request.version);
    const input = plannerInput(data, draft, {
      timeLimitSeconds: timeLimitFor(data.attendees.length, request.timeLimitSeconds),
      minTableSize: request.minTableSize,
      seed: request.seed,
    });
    const outcome = input ? await solveOffThread(input) : null;
    if (outcome && 'refused' in outcome) {
      if (outcome.refused.every((problem) => problem.startsWith('fixedSeats')))
        throw new DomainError('invalid', PLAN_PINS_CANNOT_HOLD);
      throw new Error(`The planner refused its input: ${outcome.refused.join('; ')}`);
    }
    const proposal = outcome?.proposal ?? null;
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
    const pinned = draft.tables.filter((t) => t.pinned);
    await saveDraft(
      db,
      conventionId,
      request.version,
      { tables: [...pinned, ...storedTables(draft, proposal)], bans: draft.bans, solver },
      { action: 'run', byUserId },
    );
    return getBoard(db, conventionId);
  });

/** A seat pinned where a ban forbids it: the solver could not keep both. */
const pinAgainstBan = (tables: readonly StoredTable[], bans: readonly StoredBan[]) =>
  tables.some(
    (table) =>
      !table.pinned &&
      bans.some(
        (ban) =>
          ban.gameId === table.gameId &&
          overlap(ban.sessionIds, table.sessionIds) &&
          table.pinnedPlayerIds.some((id) => ban.attendeeId === null || ban.attendeeId === id),
      ),
  );

/**
 * PUT /api/Planner/{conventionId}/tables: moves and pins. The tables and their games stay; who
 * sits at each changes, within the rules no organiser may break by mistake (attendees of that
 * session, one table per session). Softer rules show as warnings on the board.
 */
export const saveTables = async (
  db: Db,
  conventionId: number,
  request: SaveTablesRequest,
  byUserId: string,
): Promise<TablePlan> => {
  const data = await loadPlanningData(db, conventionId);
  const { draft } = await readDraftAt(db, conventionId, request.version);
  const changes = new Map(request.tables.map((t) => [t.id, t]));
  if (
    changes.size !== request.tables.length ||
    [...changes.keys()].some((id) => !draft.tables.some((t) => t.id === id))
  )
    throw new DomainError('invalid', PLAN_TABLE_UNKNOWN);
  const tables = draft.tables.map((table) => {
    const change = changes.get(table.id);
    if (!change) return table;
    const playerIds = [...new Set(change.playerIds)];
    for (const id of playerIds) {
      const attendee = data.attendees.find((a) => a.id === id);
      if (!attendee || table.sessionIds.some((s) => !attendee.sessionIds.includes(s)))
        throw new DomainError('invalid', PLAN_PLAYER_UNKNOWN);
    }
    const pins =
      change.pinnedPlayerIds ?? table.pinnedPlayerIds.filter((id) => playerIds.includes(id));
    if (pins.some((id) => !playerIds.includes(id)))
      throw new DomainError('invalid', PLAN_SEAT_UNKNOWN);
    const moved = {
      ...table,
      playerIds,
      pinned: change.pinned,
      pinnedPlayerIds: [...new Set(pins)],
    };
    return { ...moved, teacherId: teacherOf(data, moved) };
  });
  for (const session of data.sessions) {
    const here = tables
      .filter((t) => t.sessionIds.includes(session.id))
      .flatMap((t) => t.playerIds);
    if (new Set(here).size !== here.length) throw new DomainError('invalid', PLAN_PLAYER_TWICE);
  }
  if (pinAgainstBan(tables, draft.bans))
    throw new DomainError('invalid', PLAN_PIN_CLASHES_WITH_BAN);
  await saveDraft(
    db,
    conventionId,
    request.version,
    { ...draft, tables },
    {
      action: 'edit',
      byUserId,
    },
  );
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

/** A member's view of the plan's tables, each numbered as on the printed table sheets. */
export const numberedTableLines = (data: PlanningData, tables: readonly StoredTable[]) => {
  const numbers = numberTables(
    data.sessions.map((s) => s.id),
    tables,
  );
  return (table: StoredTable, attendeeId: string) => ({
    ...tableLines(data, table, attendeeId),
    tableNumber: numbers.get(table.id) ?? 0,
  });
};

const tablesOf = (data: PlanningData, plan: StoredPlan, attendeeId: string) => {
  const line = numberedTableLines(data, plan.tables);
  return plan.tables
    .filter((t) => t.playerIds.includes(attendeeId))
    .map((t) => line(t, attendeeId))
    .sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
};

/** The news of the published plan, in the language of the member it goes to. */
const messageBody = (
  conventionName: string,
  tables: ReturnType<typeof tablesOf>,
  language: Language,
) => {
  const t = translator(language);
  const lines = tables.map((table) => {
    const teacher = table.teacher === 'you' ? t('planner.published.you') : (table.teacher ?? null);
    return [
      t('planner.published.table', {
        sessions: table.sessionNames.join(t('planner.published.and')),
        when: `${formatClubDay(table.startDateTime, language)} ${formatClubTimeOfDay(table.startDateTime, language)}`,
        game: table.gameTitle,
        number: table.tableNumber,
      }),
      table.tableMates.length > 0
        ? t('planner.published.with', { names: table.tableMates.join(', ') })
        : '',
      teacher ? t('planner.published.taughtBy', { name: teacher }) : '',
    ].join('');
  });
  const lead = t('planner.published.lead', {
    convention: conventionName,
    zone: clubZoneLabel(language),
  });
  return `<p>${escapeHtml(lead)}</p><ul>${lines
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join(
      '',
    )}</ul><p><a href="/my-registrations">${escapeHtml(t('planner.published.link'))}</a></p>`;
};

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
  const saved = (await readDraftAt(db, conventionId, version)).draft;
  if (saved.tables.length === 0) throw new DomainError('invalid', PLAN_NOTHING_TO_PUBLISH);
  // Published as the board shows it: without those who left or wait for a place.
  const draft = { ...saved, tables: saved.tables.map((table) => present(data, table)) };
  const accounts = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users);
  await db.transaction(async (tx) => {
    await saveDraft(
      tx,
      conventionId,
      version,
      draft,
      { action: 'publish', byUserId: from.id },
      { published: draft, publishedAt: new Date() },
    );
    for (const attendee of data.attendees) {
      const tables = tablesOf(data, draft, attendee.id);
      if (tables.length === 0) continue;
      const own = accounts.find((a) => a.email.toLowerCase() === attendee.email.toLowerCase());
      const recipientId = own?.id ?? attendee.userId;
      const recipientIds = [recipientId];
      const language = accounts.find((a) => a.id === recipientId)?.language ?? 'en';
      const title = translator(language)('planner.published.title', {
        convention: data.conventionName,
      });
      const body = messageBody(data.conventionName, tables, language);
      await createMessage(tx, {
        fromUserId: from.id,
        title,
        body,
        recipientIds,
        registrationId: attendee.id,
      });
      await mailMessageBody(tx, publicUrl, { title, html: body }, recipientIds);
    }
  });
  return getBoard(db, conventionId);
};

/**
 * GET /api/Planner/my: the published tables of the active convention for the caller's own
 * registration and those they made for others. Drafts never show here.
 */
export const myTables = async (db: Db, user: AuthUser) => {
  const empty = { conventionName: null, publishedAt: null, attendees: [] };
  const [active] = await db
    .select({ id: conventions.id })
    .from(conventions)
    .where(eq(conventions.isActive, true));
  if (!active) return empty;
  const conventionId = active.id;
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
    attendees: mine.map((attendee) => {
      const seatedIn = published.tables
        .filter((t) => t.playerIds.includes(attendee.id))
        .flatMap((t) => t.sessionIds);
      return {
        registrationId: attendee.id,
        attendeeName: attendee.name,
        tables: tablesOf(data, published, attendee.id),
        sessionsWithoutTable: data.sessions
          .filter((s) => attendee.sessionIds.includes(s.id) && !seatedIn.includes(s.id))
          .map(({ id, name, startDateTime }) => ({ id, name, startDateTime })),
      };
    }),
  };
};
