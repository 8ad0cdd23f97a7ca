import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  PLAN_BAN_CLASHES_WITH_PIN,
  PLAN_BAN_UNKNOWN,
  PLAN_NOTHING_TO_UNDO,
  PLAN_PIN_CLASHES_WITH_BAN,
  PLAN_PINS_CANNOT_HOLD,
  PLAN_SEAT_UNKNOWN,
  PLAN_STALE,
  PLAN_TABLE_UNKNOWN,
  PLAN_VERSION_NOT_KEPT,
  type PlanMove,
  type PlanVersion,
  type TablePlan,
} from 'shared-api/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, registrations, registrationSessions, users } from '../src/db/schema';
import { call } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

// The organisers' board beyond moves: pinned seats, banned tables and seats, the versions kept to
// compare and restore, and what the server refuses.
const { app } = await startTestApp();
const admin = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const second = await signedInUser(app, 'board2@18xx.be', ['REGISTERED', 'USER', 'ADMIN']);
const convention = await createConvention(app.db, { name: 'Board Convention' });
const saturday = convention.sessionIds[0]!;
const url = `/api/Planner/${convention.id}`;
const [adminRow] = await app.db
  .select({ firstName: users.firstName, lastName: users.lastName })
  .from(users)
  .where(eq(users.email, ADMIN_EMAIL));
const adminName = `${adminRow!.firstName} ${adminRow!.lastName}`;

const PEOPLE = [
  ['Ann', '1830', '1830'],
  ['Bob', '1889', '1889'],
  ['Cid', '1846', '1846'],
  ['Dee', null, '1830'],
  ['Eve', null, '1830'],
  ['Fay', null, '1889'],
  ['Gus', null, '1889'],
  ['Hal', null, '1846'],
  ['Ida', null, '1846'],
] as const;

/** Registers each person for one session of a convention; their registration ids by first name. */
const register = async (
  conventionId: number,
  sessionId: number,
  people: readonly (readonly [string, string | null, string])[],
) => {
  const ids = new Map<string, string>();
  for (const [first, bring, want] of people) {
    const email = `${first.toLowerCase()}.${conventionId}@18xx.be`;
    const member = await signedInUser(app, email);
    const [row] = await app.db
      .insert(registrations)
      .values({
        conventionId,
        userId: member.id,
        registeredByUserId: member.id,
        attendeeFirstName: first,
        attendeeLastName: 'Board',
        attendeeEmail: email,
        bringGames: bring,
        wantToPlayGames: want,
        experienceLevel: 2,
        termsAccepted: true,
      })
      .returning({ id: registrations.id });
    await app.db.insert(registrationSessions).values({ registrationId: row!.id, sessionId });
    ids.set(first, row!.id);
  }
  return ids;
};
const id = await register(convention.id, saturday, PEOPLE);
const who = (name: string) => id.get(name)!;

const board = async (token = admin) => {
  const answer = await call<TablePlan>(app, token, 'GET', url);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};
const ok = async (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: unknown,
  token = admin,
): Promise<TablePlan> => {
  const answer = await call<TablePlan>(app, token, method, `${url}${path}`, payload);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};
const refused = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload: unknown,
  status: number,
  message: string,
) => {
  const answer = await call(app, admin, method, `${url}${path}`, payload);
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.errorMessage, message);
};
const tableOf = (plan: TablePlan, game: string) => plan.tables.find((t) => t.gameTitle === game)!;
const history = async () => {
  const answer = await call<PlanVersion[]>(app, admin, 'GET', `${url}/history`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

/** The board just after the table ban, to compare with a restore of that version. */
let afterBans: TablePlan;

test('a pinned seat, a banned seat and a banned table hold on a re-run, and a second organiser sees them', async () => {
  const planned = await ok('POST', '/run', { version: 0 });
  assert.deepEqual(planned.tables.map((t) => t.gameTitle).sort(), ['1830', '1846', '1889']);
  assert.deepEqual(planned.unseated, []);
  const game1889 = tableOf(planned, '1889');
  const fay = who('Fay');
  assert.ok(game1889.playerIds.includes(fay), 'Fay plays the game she wants');

  const pinnedSeat = await ok('PUT', '/tables', {
    version: planned.version,
    tables: [
      { id: game1889.id, playerIds: game1889.playerIds, pinned: false, pinnedPlayerIds: [fay] },
    ],
  });
  assert.deepEqual(tableOf(pinnedSeat, '1889').pinnedPlayerIds, [fay]);

  // A banned seat: Dee leaves the 1830 table at once.
  const dee = who('Dee');
  const game1830 = tableOf(pinnedSeat, '1830');
  const seatBanned = await ok('POST', '/bans', {
    version: pinnedSeat.version,
    tableId: game1830.id,
    playerId: dee,
  });
  assert.ok(!tableOf(seatBanned, '1830').playerIds.includes(dee));
  assert.deepEqual(seatBanned.unseated, [{ sessionId: saturday, attendeeId: dee }]);

  // A banned table: the 1846 table leaves the board, its players unseated.
  const tableBanned = await ok('POST', '/bans', {
    version: seatBanned.version,
    tableId: tableOf(seatBanned, '1846').id,
  });
  assert.equal(
    tableBanned.tables.find((t) => t.gameTitle === '1846'),
    undefined,
  );
  assert.equal(tableBanned.unseated.length, 4);
  assert.deepEqual(
    tableBanned.bans.map(({ gameTitle, attendeeId, sessionIds }) => [
      gameTitle,
      attendeeId,
      sessionIds,
    ]),
    [
      ['1830', dee, [saturday]],
      ['1846', null, [saturday]],
    ],
  );
  afterBans = tableBanned;

  // What another organiser sees is the same saved plan.
  assert.deepEqual(await board(second.token), tableBanned);

  const rerun = await ok('POST', '/run', { version: tableBanned.version });
  assert.deepEqual(rerun.unseated, [], 'everyone is seated again');
  assert.equal(
    rerun.tables.find((t) => t.gameTitle === '1846'),
    undefined,
    'the banned game',
  );
  assert.ok(!tableOf(rerun, '1830').playerIds.includes(dee), 'the banned seat');
  const kept = rerun.tables.find((t) => t.id === game1889.id);
  assert.ok(kept, 'the table with a pinned seat keeps its id');
  assert.equal(kept.gameTitle, '1889');
  assert.ok(kept.playerIds.includes(fay));
  assert.deepEqual(kept.pinnedPlayerIds, [fay]);
  assert.equal(rerun.bans.length, 2, 'bans stay for the next runs');
});

test('refused: an unknown table, a player not at the table, a seat pinned against a ban, a stale version; nothing changes', async () => {
  const plan = await board();
  const game1830 = tableOf(plan, '1830');
  const outsider = plan.attendees.find((a) => !game1830.playerIds.includes(a.id))!.id;
  const dee = who('Dee');
  const deeBan = plan.bans.find((b) => b.attendeeId === dee)!;
  await refused(
    'POST',
    '/bans',
    { version: plan.version, tableId: 'nope' },
    400,
    PLAN_TABLE_UNKNOWN,
  );
  await refused(
    'POST',
    '/bans',
    { version: plan.version, tableId: game1830.id, playerId: outsider },
    400,
    PLAN_SEAT_UNKNOWN,
  );
  await refused(
    'PUT',
    '/tables',
    {
      version: plan.version,
      tables: [
        {
          id: game1830.id,
          playerIds: game1830.playerIds,
          pinned: false,
          pinnedPlayerIds: [outsider],
        },
      ],
    },
    400,
    PLAN_SEAT_UNKNOWN,
  );
  // Dee may be moved back by hand, but her seat cannot be pinned while the ban stands.
  const from = plan.tables.find((t) => t.playerIds.includes(dee))!;
  await refused(
    'PUT',
    '/tables',
    {
      version: plan.version,
      tables: [
        { id: from.id, playerIds: from.playerIds.filter((p) => p !== dee), pinned: false },
        {
          id: game1830.id,
          playerIds: [...game1830.playerIds, dee],
          pinned: false,
          pinnedPlayerIds: [dee],
        },
      ],
    },
    400,
    PLAN_PIN_CLASHES_WITH_BAN,
  );
  await refused(
    'DELETE',
    `/bans/${randomUUID()}`,
    { version: plan.version },
    404,
    PLAN_BAN_UNKNOWN,
  );
  await refused(
    'POST',
    '/restore',
    { version: plan.version, restoreVersion: 999 },
    404,
    PLAN_VERSION_NOT_KEPT,
  );
  for (const [method, path, payload] of [
    ['POST', '/bans', { version: plan.version - 1, tableId: game1830.id }],
    ['DELETE', `/bans/${deeBan.id}`, { version: plan.version - 1 }],
    ['POST', '/restore', { version: plan.version - 1, restoreVersion: plan.version }],
  ] as const)
    await refused(method, path, payload, 409, PLAN_STALE);
  assert.deepEqual(await board(), plan);
});

test('pinned seats that can no longer be kept are refused with what to do', async () => {
  const plan = await board();
  const game1889 = tableOf(plan, '1889');
  // The copy's owner no longer comes on Saturday: the table with Fay's pinned seat cannot stand.
  await app.db
    .delete(registrationSessions)
    .where(eq(registrationSessions.registrationId, who('Bob')));
  await refused('POST', '/run', { version: plan.version }, 400, PLAN_PINS_CANNOT_HOLD);
  await app.db
    .insert(registrationSessions)
    .values({ registrationId: who('Bob'), sessionId: saturday });
  assert.deepEqual((await board()).tables, plan.tables);
  assert.ok(game1889.pinnedPlayerIds.length > 0);
});

test('a lifted ban is gone from the plan; the next run may propose it again', async () => {
  const plan = await board();
  const tableBan = plan.bans.find((b) => b.attendeeId === null)!;
  const lifted = await ok(
    'DELETE',
    `/bans/${tableBan.id}`,
    { version: plan.version },
    second.token,
  );
  assert.deepEqual(
    lifted.bans.map((b) => b.id),
    plan.bans.filter((b) => b.id !== tableBan.id).map((b) => b.id),
  );
});

test('the last versions are kept with who saved them and their metrics; an earlier one can be restored', async () => {
  const versions = await history();
  const current = await board();
  assert.deepEqual(
    versions.map((v) => [v.version, v.action, v.savedBy]),
    [
      [6, 'lift', 'board2 Tester'],
      [5, 'run', adminName],
      [4, 'ban', adminName],
      [3, 'ban', adminName],
      [2, 'edit', adminName],
      [1, 'run', adminName],
    ],
  );
  const latest = versions[0]!;
  assert.deepEqual(latest.metrics, { ...current.metrics!, unseated: current.unseated.length });
  const banned = versions.find((v) => v.version === afterBans.version)!;
  assert.equal(banned.metrics?.unseated, 4);
  assert.equal(banned.tables, 2);

  const restored = await ok('POST', '/restore', {
    version: current.version,
    restoreVersion: afterBans.version,
  });
  assert.equal(restored.version, current.version + 1);
  assert.deepEqual(restored.tables, afterBans.tables);
  assert.deepEqual(restored.bans, afterBans.bans);
  assert.equal((await history())[0]!.action, 'restore');

  const audits = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetId, String(convention.id)),
        inArray(auditLog.action, ['table-plan.ban', 'table-plan.lift-ban', 'table-plan.restore']),
      ),
    );
  assert.deepEqual(audits.map((a) => a.action).sort(), [
    'table-plan.ban',
    'table-plan.ban',
    'table-plan.lift-ban',
    'table-plan.restore',
  ]);
});

test('the last 50 versions are kept, and every run as a named milestone: an older edit can no longer be restored', async () => {
  let plan = await board();
  const table = plan.tables[0]!;
  for (let i = 0; i < 50; i++)
    plan = await ok('PUT', '/tables', {
      version: plan.version,
      tables: [{ id: table.id, playerIds: table.playerIds, pinned: i % 2 === 0 }],
    });
  const versions = await history();
  assert.deepEqual(
    versions.map((v) => v.version),
    [...Array.from({ length: 50 }, (_, i) => plan.version - i), 5, 1],
  );
  assert.deepEqual(
    versions.filter((v) => v.milestone !== null).map((v) => [v.version, v.milestone]),
    [
      [5, 'Run 2'],
      [1, 'Run 1'],
    ],
  );
  await refused(
    'POST',
    '/restore',
    { version: plan.version, restoreVersion: plan.version - 50 },
    404,
    PLAN_VERSION_NOT_KEPT,
  );
});

test('two organisers on the same version at once, one lifting a ban and one restoring: one is saved whole, the other is told and changes nothing', async () => {
  const plan = await board();
  const ban = plan.bans[0];
  assert.ok(ban, 'a ban to lift');
  const earliest = (await history()).at(-1)!;
  const [lift, restore] = await Promise.all([
    call<TablePlan>(app, second.token, 'DELETE', `${url}/bans/${ban.id}`, {
      version: plan.version,
    }),
    call<TablePlan>(app, admin, 'POST', `${url}/restore`, {
      version: plan.version,
      restoreVersion: earliest.version,
    }),
  ]);
  assert.deepEqual(
    [lift.status, restore.status].sort(),
    [200, 409],
    JSON.stringify([lift.body, restore.body]),
  );
  const [saved, told] = lift.status === 200 ? [lift, restore] : [restore, lift];
  assert.equal(told.body.errorMessage, PLAN_STALE);
  const now = await board();
  assert.equal(now.version, plan.version + 1);
  assert.deepEqual(now, saved.body.data);
  assert.equal((await history())[0]!.action, saved === lift ? 'lift' : 'restore');
});

test('a table cannot be banned while a seat at another table of its game in that session is pinned', async () => {
  const other = await createConvention(app.db, { name: 'Two Copies Convention', isActive: false });
  await register(
    other.id,
    other.sessionIds[0]!,
    ['Kim', 'Lou', 'Max', 'Ned', 'Oto', 'Pia', 'Quin', 'Rex'].map(
      (first, i) => [first, i < 2 ? '1860' : null, '1860'] as const,
    ),
  );
  const at = `/api/Planner/${other.id}`;
  const planned = await call<TablePlan>(app, admin, 'POST', `${at}/run`, { version: 0 });
  assert.equal(planned.status, 200, JSON.stringify(planned.body));
  const [first, second] = planned.body.data.tables;
  assert.deepEqual([first?.gameTitle, second?.gameTitle], ['1860', '1860']);
  const pinned = await call<TablePlan>(app, admin, 'PUT', `${at}/tables`, {
    version: planned.body.data.version,
    tables: [
      {
        id: first!.id,
        playerIds: first!.playerIds,
        pinned: false,
        pinnedPlayerIds: [first!.playerIds[0]],
      },
    ],
  });
  assert.equal(pinned.status, 200, JSON.stringify(pinned.body));
  const clash = await call(app, admin, 'POST', `${at}/bans`, {
    version: pinned.body.data.version,
    tableId: second!.id,
  });
  assert.equal(clash.status, 400);
  assert.equal(clash.body.errorMessage, PLAN_BAN_CLASHES_WITH_PIN);
});

test('undo takes back the last change, then the one before; Compare names who moved and counts plays-twice', async () => {
  const other = await createConvention(app.db, { name: 'Undo Convention', isActive: false });
  const people = ['Sam', 'Tia', 'Uma', 'Vic'].map((first) => [first, '1830', '1830'] as const);
  const ids = await register(other.id, other.sessionIds[0]!, people);
  const at = `/api/Planner/${other.id}`;
  const send = async (method: 'POST' | 'PUT', path: string, payload: unknown) => {
    const answer = await call<TablePlan>(app, admin, method, `${at}${path}`, payload);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data;
  };
  const planned = await send('POST', '/run', { version: 0 });
  assert.equal(planned.tables.length, 1, 'one 1830 table: nobody plays it twice');
  assert.equal(planned.metrics?.playsTwice, 0);
  assert.ok(planned.tables[0]!.gameFacts.includes('players'));
  const sam = ids.get('Sam')!;
  assert.deepEqual(planned.attendees.find((a) => a.id === sam)?.wants.length, 1);

  // Sam leaves the table: an edit; then the organisers undo it.
  const table = planned.tables[0]!;
  const moved = await send('PUT', '/tables', {
    version: planned.version,
    tables: [{ id: table.id, playerIds: table.playerIds.filter((p) => p !== sam), pinned: false }],
  });
  const moves = await call<PlanMove[]>(
    app,
    admin,
    'GET',
    `${at}/moves?from=${planned.version}&to=${moved.version}`,
  );
  assert.equal(moves.status, 200, JSON.stringify(moves.body));
  assert.deepEqual(
    moves.body.data.map((m) => [m.name, m.from, m.to]),
    [['Sam Board', '1830', null]],
  );

  const undone = await send('POST', '/undo', { version: moved.version });
  assert.equal(undone.version, moved.version + 1);
  assert.deepEqual(undone.tables, planned.tables);
  // A second undo goes on from the version before the one restored: before the run, nothing.
  const again = await call(app, admin, 'POST', `${at}/undo`, { version: undone.version });
  assert.equal(again.status, 409, JSON.stringify(again.body));
  assert.equal(again.body.errorMessage, PLAN_NOTHING_TO_UNDO);
  const kept = await call<PlanVersion[]>(app, admin, 'GET', `${at}/history`);
  assert.deepEqual(
    kept.body.data.map((v) => v.action),
    ['undo', 'edit', 'run'],
  );
  const stale = await call(app, admin, 'POST', `${at}/undo`, { version: moved.version });
  assert.equal(stale.status, 409);
  assert.equal(stale.body.errorMessage, PLAN_STALE);
});
