import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  formatClubDay,
  formatClubTimeOfDay,
  GAME_MINUTES_AT_MAX_BELOW,
  GAME_TITLE_EXISTS,
  PLAN_MIN_TABLE_SIZE_INVALID,
  PLAN_NOT_PUBLISHED,
  PLAN_SESSION_NOT_FOUND,
  PLAN_STALE,
  type CatalogueGame,
  type MyTables,
  type TablePlan,
} from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import {
  featuredGames,
  messageRecipients,
  messages,
  registrationFeaturedGames,
  registrationSessions,
  registrations,
} from '../src/db/schema';
import { CATALOGUE_SEED } from '../src/contexts/planner/games/catalogue-seed';
import { loadPlanningData } from '../src/contexts/planner/planning-data';
import { plannerInput } from '../src/contexts/planner/planner-input';
import { EMPTY_PLAN } from '../src/contexts/planner/stored-plan';
import { calendarEvents } from './support/calendar-events';
import { mailsTo } from './support/mail';
import { pdfText } from './support/pdf-text';
import { call } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const admin = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const secondAdmin = (await signedInUser(app, 'org2@18xx.be', ['REGISTERED', 'USER', 'ADMIN']))
  .token;
const convention = await createConvention(app.db, { name: 'Planner Convention' });
/** Today in Brussels, yyyy-mm-dd, as the file names state it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const saturdayDay = convention.sessionIds[0]!;

interface Person {
  first: string;
  bring: string | null;
  want: string | null;
  with?: string | null;
  level?: number;
  teach?: boolean;
}

const people: Person[] = [
  { first: 'Ann', bring: 'Shikoku 1889', want: '1830, Unknown Game XYZ', with: 'Bob Tester' },
  { first: 'Bob', bring: '1830', want: 'shikoku-1889', with: 'Nobody Known' },
  { first: 'Carol', bring: null, want: '1889' },
  { first: 'Dave', bring: null, want: '1830' },
  { first: 'Erin', bring: null, want: '1830' },
  { first: 'Frank', bring: null, want: '1889', level: 0 },
  { first: 'Gina', bring: null, want: '1889', teach: true, level: 3 },
];

const members = new Map<string, { id: string; token: string; registrationId: string }>();
for (const person of people) {
  const email = `${person.first.toLowerCase()}@18xx.be`;
  const member = await signedInUser(app, email);
  const [row] = await app.db
    .insert(registrations)
    .values({
      conventionId: convention.id,
      userId: member.id,
      registeredByUserId: member.id,
      attendeeFirstName: person.first,
      attendeeLastName: 'Tester',
      attendeeEmail: email,
      bringGames: person.bring,
      wantToPlayGames: person.want,
      peopleToPlayWith: person.with ?? null,
      experienceLevel: person.level ?? 2,
      hostAndTeach: person.teach ?? false,
      termsAccepted: true,
    })
    .returning({ id: registrations.id });
  await app.db
    .insert(registrationSessions)
    .values({ registrationId: row!.id, sessionId: saturdayDay });
  members.set(person.first, { ...member, registrationId: row!.id });
}
const ann = members.get('Ann')!;

const board = async (token = admin) => {
  const answer = await call<TablePlan>(app, token, 'GET', `/api/Planner/${convention.id}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

test('the catalogue is seeded with titles, aliases, players and lengths, and refuses a clashing alias', async () => {
  const list = await call<CatalogueGame[]>(app, ann.token, 'GET', '/api/Games');
  assert.equal(list.status, 200);
  const shikoku = list.body.data.find((game) => game.title === '1889');
  assert.ok(shikoku?.aliases.includes('Shikoku 1889'));
  assert.deepEqual([shikoku?.minPlayers, shikoku?.maxPlayers], [2, 6]);
  const clash = await call(app, admin, 'POST', '/api/Games', {
    id: randomUUID(),
    title: 'Another 1889',
    aliases: 'SHIKOKU 1889',
    minPlayers: 2,
    maxPlayers: 4,
    minutes: 120,
  });
  assert.equal(clash.status, 409);
  assert.equal(clash.body.errorMessage, GAME_TITLE_EXISTS);
  const member = await call(app, ann.token, 'POST', '/api/Games', {
    id: randomUUID(),
    title: 'Mine',
    minPlayers: 2,
    maxPlayers: 4,
    minutes: 120,
  });
  assert.equal(member.status, 403);
});

test('every seeded game saves unchanged from the Games page, and an alias written like a name the game has is kept once', async () => {
  const list = await call<CatalogueGame[]>(app, admin, 'GET', '/api/Games');
  for (const game of list.body.data) {
    const saved = await call<CatalogueGame>(app, admin, 'PUT', '/api/Games', game);
    assert.equal(saved.status, 200, `${game.title}: ${JSON.stringify(saved.body)}`);
    assert.deepEqual(saved.body.data, game, game.title);
  }
  const eu = list.body.data.find((game) => game.title === '18EU')!;
  const saved = await call<CatalogueGame>(app, admin, 'PUT', '/api/Games', {
    ...eu,
    aliases: '18 EU, 18-eu, Eighteen EU, eighteen eu',
  });
  assert.equal(saved.status, 200);
  assert.deepEqual(saved.body.data.aliases, ['Eighteen EU']);
});

test('each seeded title names where its figures come from, and agrees with what that source states', () => {
  for (const game of CATALOGUE_SEED) {
    assert.match(game.source, /\S/, `${game.title} names a source`);
    assert.equal(game.isLong, game.minutes > 600, `${game.title}: long means over 10 hours`);
    const players = /(\d+)-(\d+) players/.exec(game.source);
    if (players)
      assert.deepEqual(
        [game.minPlayers, game.maxPlayers],
        [Number(players[1]), Number(players[2])],
        game.title,
      );
    const minutes = /-(\d+) minutes/.exec(game.source);
    if (minutes) assert.equal(game.minutes, Number(minutes[1]), game.title);
    const hours = /-(\d+) hours/.exec(game.source);
    if (hours) assert.equal(game.minutes, 60 * Number(hours[1]), game.title);
  }
});

test('only admins plan: a member can neither read nor run nor publish a plan', async () => {
  for (const [method, url, payload] of [
    ['GET', `/api/Planner/${convention.id}`, undefined],
    ['POST', `/api/Planner/${convention.id}/run`, { version: 0 }],
    ['PUT', `/api/Planner/${convention.id}/tables`, { version: 0, tables: [] }],
    ['POST', `/api/Planner/${convention.id}/publish`, { version: 0 }],
  ] as const) {
    const answer = await call(app, ann.token, method, url, payload);
    assert.equal(answer.status, 403, `${method} ${url}`);
  }
  assert.equal((await board()).version, 0);
});

test('wishes are matched by title and alias, whatever the case and spacing; the rest is listed', async () => {
  const plan = await board();
  assert.deepEqual(
    plan.unmatched.map(({ attendeeName, field, text }) => [attendeeName, field, text]).sort(),
    [
      ['Ann Tester', 'wantToPlayGames', 'Unknown Game XYZ'],
      ['Bob Tester', 'peopleToPlayWith', 'Nobody Known'],
    ],
  );
  assert.equal(plan.tables.length, 0);
  assert.equal(plan.unseated.length, people.length);
});

let version = 0;

test('a run seats everyone at the brought games, off the request thread', async () => {
  // The server answers other calls while the planner works.
  const running = call<TablePlan>(app, admin, 'POST', `/api/Planner/${convention.id}/run`, {
    version: 0,
  });
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(health.statusCode, 200);
  const answer = await running;
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const plan = answer.body.data;
  assert.equal(plan.version, 1);
  assert.deepEqual(plan.unseated, []);
  assert.deepEqual(plan.tables.map((t) => t.gameTitle).sort(), ['1830', '1889']);
  const frank = members.get('Frank')!.registrationId;
  const gina = members.get('Gina')!.registrationId;
  const frankTable = plan.tables.find((t) => t.playerIds.includes(frank))!;
  assert.equal(frankTable.teacherId, gina, 'the New player has a teacher');
  version = plan.version;
});

test('a change made on an older version is refused with a 409, and nothing is lost', async () => {
  const plan = await board();
  const [first, second] = plan.tables as [TablePlan['tables'][number], TablePlan['tables'][number]];
  const mover = first.playerIds.find((id) => id !== first.copyOwnerId)!;
  const move = {
    version,
    tables: [
      { id: first.id, playerIds: first.playerIds.filter((id) => id !== mover), pinned: false },
      { id: second.id, playerIds: [...second.playerIds, mover], pinned: false },
    ],
  };
  const pin = {
    version,
    tables: [{ id: second.id, playerIds: second.playerIds, pinned: true }],
  };
  // Two organisers on the same version at once: one wins, the other is told.
  const answers = await Promise.all([
    call<TablePlan>(app, admin, 'PUT', `/api/Planner/${convention.id}/tables`, move),
    call<TablePlan>(app, secondAdmin, 'PUT', `/api/Planner/${convention.id}/tables`, pin),
  ]);
  const statuses = answers.map((a) => a.status).sort();
  assert.deepEqual(statuses, [200, 409]);
  const refused = answers.find((a) => a.status === 409)!;
  assert.deepEqual(refused.body, { result: 1, errorMessage: PLAN_STALE, data: null });
  const after = await board();
  assert.equal(after.version, version + 1);
  const winner = answers.find((a) => a.status === 200)!.body.data;
  assert.deepEqual(after.tables, winner.tables, 'the saved change is the one reported');
  version = after.version;
});

test('a pinned table survives a re-run as it was', async () => {
  const plan = await board();
  const table = plan.tables[0]!;
  const pinned = await call<TablePlan>(app, admin, 'PUT', `/api/Planner/${convention.id}/tables`, {
    version,
    tables: [{ id: table.id, playerIds: table.playerIds, pinned: true }],
  });
  assert.equal(pinned.status, 200, JSON.stringify(pinned.body));
  const rerun = await call<TablePlan>(app, admin, 'POST', `/api/Planner/${convention.id}/run`, {
    version: pinned.body.data.version,
  });
  assert.equal(rerun.status, 200, JSON.stringify(rerun.body));
  const kept = rerun.body.data.tables.find((t) => t.id === table.id);
  assert.deepEqual(kept?.playerIds, table.playerIds);
  assert.equal(kept?.pinned, true);
  const seats = rerun.body.data.tables.flatMap((t) => t.playerIds);
  assert.equal(new Set(seats).size, seats.length, 'nobody sits twice');
  version = rerun.body.data.version;
});

const host = new URL(app.config.publicUrl).hostname;
const saturdayEvent = async (token: string) => {
  const feed = await app.inject({
    method: 'GET',
    url: '/api/User/me/calendar.ics',
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(feed.statusCode, 200);
  const event = calendarEvents(feed.body).find((e) => e.uid === `session-${saturdayDay}@${host}`);
  assert.ok(event, 'the Saturday Day event');
  return event;
};

test("a draft stays out of the member's calendar: the session event names no table", async () => {
  const event = await saturdayEvent(ann.token);
  assert.equal(event.summary, 'Saturday Day: Planner Convention');
  assert.equal(event.description, 'A session you are registered for.');
});

test('the table sheets are for published tables only', async () => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/Planner/${convention.id}/sheets.pdf`,
    headers: { authorization: `Bearer ${admin}` },
  });
  assert.equal(answer.statusCode, 409);
  assert.equal(answer.json<{ errorMessage: string }>().errorMessage, PLAN_NOT_PUBLISHED);
});

test('members see only the published plan, and hear of it by inbox and mail', async () => {
  const before = await call<MyTables>(app, ann.token, 'GET', '/api/Planner/my');
  assert.equal(before.status, 200);
  assert.deepEqual(before.body.data.attendees, [], 'a draft is not shown');

  const published = await call<TablePlan>(
    app,
    admin,
    'POST',
    `/api/Planner/${convention.id}/publish`,
    {
      version,
    },
  );
  assert.equal(published.status, 200, JSON.stringify(published.body));
  version = published.body.data.version;
  const plan = published.body.data;
  const annTable = plan.tables.find((t) => t.playerIds.includes(ann.registrationId))!;

  const mine = await call<MyTables>(app, ann.token, 'GET', '/api/Planner/my');
  const [entry] = mine.body.data.attendees;
  assert.equal(entry?.attendeeName, 'Ann Tester');
  assert.equal(entry?.tables.length, 1);
  assert.equal(entry?.tables[0]?.gameTitle, annTable.gameTitle);
  assert.deepEqual(entry?.tables[0]?.sessionNames, ['Saturday Day']);
  assert.equal(entry?.tables[0]?.tableMates.length, annTable.playerIds.length - 1);

  const inbox = await app.db
    .select({ title: messages.title, body: messages.body })
    .from(messages)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(eq(messageRecipients.userId, ann.id));
  const told = inbox.find(
    (m) => m.title === 'Your tables: Planner Convention' && m.body.includes(annTable.gameTitle),
  );
  assert.ok(told);
  // Session times are the club's wall clock, and the message says so.
  assert.match(told.body, /Yours \(Brussels time\):/);
  const mails = await mailsTo(app, 'ann@18xx.be');
  const tablesMail = mails.find((mail) => mail.subject === 'Your tables: Planner Convention');
  assert.ok(tablesMail, 'a mail with the tables');
  // The mail lists the tables themselves: game, table number, session and its time, on the club's clock.
  const [annEntry] = entry!.tables;
  assert.ok(tablesMail.text.includes('Yours (Brussels time):'), tablesMail.text);
  assert.ok(
    tablesMail.text.includes(
      `- Saturday Day (${formatClubDay(annEntry!.startDateTime)} ${formatClubTimeOfDay(annEntry!.startDateTime)}): ${annTable.gameTitle}, table ${annEntry!.tableNumber}`,
    ),
    tablesMail.text,
  );
  assert.match(tablesMail.text, /^Hello ann,/i);
  assert.match(tablesMail.text, /See your tables: http\S+\/my-registrations/);

  // A later draft change stays with the organisers until published again.
  const others = plan.tables.filter((t) => !t.playerIds.includes(ann.registrationId));
  const moved = await call<TablePlan>(app, admin, 'PUT', `/api/Planner/${convention.id}/tables`, {
    version,
    tables: [
      {
        id: annTable.id,
        playerIds: annTable.playerIds.filter((id) => id !== ann.registrationId),
        pinned: false,
      },
      ...(others[0]
        ? [
            {
              id: others[0].id,
              playerIds: [...others[0].playerIds, ann.registrationId],
              pinned: false,
            },
          ]
        : []),
    ],
  });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.equal(moved.body.data.changedSincePublished, true);
  const still = await call<MyTables>(app, ann.token, 'GET', '/api/Planner/my');
  assert.deepEqual(still.body.data, mine.body.data);
});

const sheets = (query = '', token: string | null = admin) =>
  app.inject({
    method: 'GET',
    url: `/api/Planner/${convention.id}/sheets.pdf${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

test('organisers print the published tables: a page per session, each table with its number, game, copy owner, teacher and players', async () => {
  assert.equal((await sheets('', ann.token)).statusCode, 403, 'a member may not');
  assert.equal((await sheets('', null)).statusCode, 401);
  const other = await createConvention(app.db, { name: 'Other Convention', isActive: false });
  const foreign = await sheets(`?sessionId=${other.sessionIds[0]}`);
  assert.equal(foreign.statusCode, 404);
  assert.equal(foreign.json<{ errorMessage: string }>().errorMessage, PLAN_SESSION_NOT_FOUND);

  const all = await sheets();
  assert.equal(all.statusCode, 200);
  assert.equal(all.headers['content-type'], 'application/pdf');
  assert.equal(
    all.headers['content-disposition'],
    `attachment; filename="table-sheets-planner-convention-${today()}.pdf"`,
  );
  const pages = await pdfText(all.rawPayload);
  assert.equal(pages.length, 3, 'one page per session of the convention');
  assert.match(pages[0]!, /^Friday Evening · 30\/05\/2031, 19:00/);
  assert.ok(pages[0]!.includes('No tables in this session.'));

  const one = await sheets(`?sessionId=${saturdayDay}`);
  assert.equal(one.statusCode, 200);
  const [page, ...more] = await pdfText(one.rawPayload);
  assert.equal(more.length, 0, 'the one session asked for');
  // pdf.js gives each text and each gap an item: the sheet's lines are the non-blank ones.
  const lines = page!
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  assert.deepEqual(lines.slice(0, 7), [
    'Saturday Day · 31/05/2031, 10:00',
    'Planner Convention',
    'Table',
    'Game',
    'Copy owner',
    'Teacher',
    'Players',
  ]);
  // The published tables, not the draft changed since: Ann sits where she was published.
  const published = (await call<MyTables>(app, ann.token, 'GET', '/api/Planner/my')).body.data;
  const annGame = published.attendees[0]!.tables[0]!.gameTitle;
  // Each row reads: number, game, copy owner, teacher (if any), one player a line.
  const footer = lines.findIndex((line) => line.startsWith('Tables as published'));
  const starts = ['1830', '1889'].map((title) => lines.indexOf(title) - 1).sort((a, b) => a - b);
  const rows = new Map(
    starts.map((start, i) => {
      const row = lines.slice(start, starts[i + 1] ?? footer);
      return [row[1]!, row];
    }),
  );
  assert.deepEqual([...rows.keys()].sort(), ['1830', '1889'], page);
  assert.deepEqual(
    starts.map((start) => lines[start]),
    ['1', '2'],
    'numbered 1, 2',
  );
  const annRow = rows.get(annGame)!;
  assert.ok(annRow.includes('Ann Tester'), `Ann at ${annGame}: ${annRow.join(' | ')}`);
  assert.equal(
    String(published.attendees[0]!.tables[0]!.tableNumber),
    annRow[0],
    'the member reads the number on the sheet of their table',
  );
  assert.deepEqual(published.attendees[0]!.sessionsWithoutTable, []);
  for (const mate of published.attendees[0]!.tables[0]!.tableMates)
    assert.ok(annRow.includes(mate), `${mate} at Ann's table`);
  // Ann brings 1889 (as Shikoku 1889) and Bob 1830; Gina teaches the table of Frank, who is New.
  assert.equal(rows.get('1889')![2], 'Ann Tester', 'the copy owner');
  assert.equal(rows.get('1830')![2], 'Bob Tester', 'the copy owner');
  const frankRow = [...rows.values()].find((row) => row.slice(3).includes('Frank Tester'))!;
  assert.equal(frankRow[3], 'Gina Tester', 'the teacher');
  assert.match(
    page!,
    /Tables as published \d\d\/\d\d\/\d{4}, \d\d:\d\d \(Brussels time\) · page 1 of 1/,
  );

  // A session Ann registered for where the published plan has no table for her is named.
  const later = convention.sessionIds.find((id) => id !== saturdayDay)!;
  await app.db
    .insert(registrationSessions)
    .values({ registrationId: ann.registrationId, sessionId: later });
  try {
    const [entry] = (await call<MyTables>(app, ann.token, 'GET', '/api/Planner/my')).body.data
      .attendees;
    assert.deepEqual(
      entry?.sessionsWithoutTable.map((session) => session.id),
      [later],
    );
    assert.equal(entry?.tables.length, 1);
  } finally {
    await app.db
      .delete(registrationSessions)
      .where(
        and(
          eq(registrationSessions.registrationId, ann.registrationId),
          eq(registrationSessions.sessionId, later),
        ),
      );
  }
});

test("once published, the member's calendar names their table in the session's event, not the draft's", async () => {
  const published = (await call<MyTables>(app, ann.token, 'GET', '/api/Planner/my')).body.data;
  const table = published.attendees[0]!.tables[0]!;
  const event = await saturdayEvent(ann.token);
  assert.equal(event.summary, `${table.gameTitle} — Saturday Day: Planner Convention`);
  const description = event.description.split('\n');
  assert.equal(description[0], `Your table: ${table.gameTitle}.`);
  assert.equal(description[1], `With ${table.tableMates.join(', ')}.`);
  assert.equal(table.tableMates.length > 0, true);
  const board = await call<TablePlan>(app, admin, 'GET', `/api/Planner/${convention.id}`);
  const draftGame = board.body.data.tables.find((t) =>
    t.playerIds.includes(ann.registrationId),
  )?.gameTitle;
  assert.notEqual(
    draftGame,
    table.gameTitle,
    'the draft moved Ann: the calendar keeps what was published',
  );
  const frank = await saturdayEvent(members.get('Frank')!.token);
  assert.ok(frank.description.includes('Taught by Gina Tester.'), frank.description);
  const gina = await saturdayEvent(members.get('Gina')!.token);
  assert.ok(gina.description.includes('You teach this game.'), gina.description);
});

test('a featured game linked to the catalogue counts as a wish of whoever picked it', async () => {
  const catalogue = await call<CatalogueGame[]>(app, admin, 'GET', '/api/Games');
  const game1830 = catalogue.body.data.find((g) => g.title === '1830')!;
  const carol = members.get('Carol')!.registrationId;
  const wantsOf = async () =>
    (await loadPlanningData(app.db, convention.id)).attendees.find((a) => a.id === carol)!.wants;
  assert.ok(!(await wantsOf()).includes(game1830.id), 'Carol wrote 1889 only');
  const [linked, unlinked] = await app.db
    .insert(featuredGames)
    .values([
      { gameName: '1830 on Saturday', gameId: game1830.id },
      { gameName: 'A game not in the catalogue' },
    ])
    .returning({ id: featuredGames.id });
  await app.db
    .insert(registrationFeaturedGames)
    .values([{ registrationId: carol, featuredGameId: unlinked!.id }]);
  const before = await wantsOf();
  assert.equal(before.length, 1, 'an unlinked pick adds no wish');
  await app.db
    .insert(registrationFeaturedGames)
    .values({ registrationId: carol, featuredGameId: linked!.id });
  assert.deepEqual((await wantsOf()).sort(), [...before, game1830.id].sort());
});

test('a player cannot be seated at two tables of one session, nor someone who is not there', async () => {
  const plan = await board();
  const [first, second] = plan.tables as [TablePlan['tables'][number], TablePlan['tables'][number]];
  const twice = await call(app, admin, 'PUT', `/api/Planner/${convention.id}/tables`, {
    version: plan.version,
    tables: [
      { id: second.id, playerIds: [...second.playerIds, first.playerIds[0]!], pinned: false },
    ],
  });
  assert.equal(twice.status, 400);
  const stranger = await call(app, admin, 'PUT', `/api/Planner/${convention.id}/tables`, {
    version: plan.version,
    tables: [{ id: first.id, playerIds: [...first.playerIds, randomUUID()], pinned: false }],
  });
  assert.equal(stranger.status, 400);
  assert.equal((await board()).version, plan.version);
});

test('a run takes the smallest table from the board, and the same seed gives the same plan', async () => {
  const run = async (body: Record<string, unknown>) => {
    const answer = await call<TablePlan>(app, admin, 'POST', `/api/Planner/${convention.id}/run`, {
      version: (await board()).version,
      ...body,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data;
  };
  const planned = (plan: TablePlan) =>
    plan.tables
      .filter((t) => !t.pinned)
      .map((t) => `${t.gameId} ${[...t.playerIds].sort().join(',')}`)
      .sort();
  const fours = await run({ minTableSize: 4, seed: 7 });
  for (const table of fours.tables.filter((t) => !t.pinned))
    assert.ok(table.playerIds.length >= 4, `${table.gameTitle}: ${table.playerIds.length} players`);
  assert.deepEqual(planned(await run({ minTableSize: 4, seed: 7 })), planned(fours));
  const before = (await board()).version;
  const one = await call(app, admin, 'POST', `/api/Planner/${convention.id}/run`, {
    version: before,
    minTableSize: 1,
  });
  assert.equal(one.status, 400);
  assert.equal(one.body.errorMessage, PLAN_MIN_TABLE_SIZE_INVALID);
  assert.equal((await board()).version, before);
});

test('a catalogue game may take longer at its largest table, and the planner is told', async () => {
  const list = await call<CatalogueGame[]>(app, admin, 'GET', '/api/Games');
  const game1830 = list.body.data.find((game) => game.title === '1830')!;
  assert.equal(game1830.minutesAtMaxPlayers, null);
  const shorter = await call(app, admin, 'PUT', '/api/Games', {
    ...game1830,
    minutesAtMaxPlayers: game1830.minutes - 1,
  });
  assert.equal(shorter.status, 400);
  assert.equal(shorter.body.errorMessage, GAME_MINUTES_AT_MAX_BELOW);
  const saved = await call<CatalogueGame>(app, admin, 'PUT', '/api/Games', {
    ...game1830,
    minutesAtMaxPlayers: game1830.minutes + 120,
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal(saved.body.data.minutesAtMaxPlayers, game1830.minutes + 120);
  const input = plannerInput(await loadPlanningData(app.db, convention.id), EMPTY_PLAN, {
    timeLimitSeconds: 1,
    minTableSize: 3,
    seed: 0,
  });
  const planned = input!.games.find((game) => game.id === game1830.id)!;
  assert.deepEqual(
    [planned.minutes, planned.minutesAtMaxPlayers],
    [game1830.minutes, game1830.minutes + 120],
  );
  const cleared = await call<CatalogueGame>(app, admin, 'PUT', '/api/Games', {
    ...game1830,
    minutesAtMaxPlayers: '',
  });
  assert.equal(cleared.body.data.minutesAtMaxPlayers, null);
});
