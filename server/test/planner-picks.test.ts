import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  GAME_ALIAS_REQUIRED,
  GAME_NOT_FOUND,
  GAME_TITLE_EXISTS,
  type CatalogueGame,
  type TablePlan,
} from 'shared-api/contract';
import {
  auditLog,
  catalogueGames,
  registrationGames,
  registrationPlayPartners,
  registrationSessions,
  registrations,
} from '../src/db/schema';
import { loadPlanningData } from '../src/contexts/planner/planning-data';
import { call } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

// The planner's input from the registration form's pickers, merged with the free-text wishes.

const { app } = await startTestApp();
const admin = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const catalogue = (await call<CatalogueGame[]>(app, admin, 'GET', '/api/Games')).body.data;
const idOf = (title: string) => catalogue.find((game) => game.title === title)!.id;
const [g1830, g18OE, gChesapeake] = ['1830', '18OE', '18Chesapeake'].map(idOf) as [
  string,
  string,
  string,
];
const convention = await createConvention(app.db, { name: 'Picks Planner Convention' });
const saturdayDay = convention.sessionIds[0]!;

interface Person {
  first: string;
  bring?: string;
  want?: string;
  with?: string;
  listed?: boolean;
  cancelled?: boolean;
}

const ids = new Map<string, string>();
const add = async (person: Person) => {
  const email = `${person.first.toLowerCase()}.picks@18xx.be`;
  const member = await signedInUser(app, email);
  const [row] = await app.db
    .insert(registrations)
    .values({
      conventionId: convention.id,
      userId: member.id,
      registeredByUserId: member.id,
      attendeeFirstName: person.first,
      attendeeLastName: 'Picker',
      attendeeEmail: email,
      bringGames: person.bring ?? null,
      wantToPlayGames: person.want ?? null,
      peopleToPlayWith: person.with ?? null,
      listedAsPlayPartner: person.listed ?? false,
      experienceLevel: 2,
      termsAccepted: true,
      ...(person.cancelled ? { status: 'cancelled' as const, cancelledAt: new Date() } : {}),
    })
    .returning({ id: registrations.id });
  await app.db
    .insert(registrationSessions)
    .values({ registrationId: row!.id, sessionId: saturdayDay });
  ids.set(person.first, row!.id);
  return row!.id;
};

// Ann picks two copies of 1830 and writes "1830, 18 Orient Express" (a long game nobody can play
// in a single session); she picks Bob and writes Cleo.
const ann = await add({
  first: 'Ann',
  bring: '1830, 18 orient express',
  want: '18 chesapeake, Mystery Game',
  with: 'cleo picker',
});
const bob = await add({ first: 'Bob', listed: true });
const cleo = await add({ first: 'Cleo' });
const fay = await add({ first: 'Fay', listed: true, cancelled: true });
const wanting = [];
for (const first of ['Gus', 'Hal', 'Ida', 'Jan', 'Kim']) wanting.push(await add({ first }));
await app.db.insert(registrationGames).values([
  { registrationId: ann, gameId: g1830, copiesBrought: 2, wantsToPlay: true },
  { registrationId: ann, gameId: gChesapeake, copiesBrought: 0, wantsToPlay: true },
  ...[bob, cleo, ...wanting].map((registrationId) => ({
    registrationId,
    gameId: g1830,
    copiesBrought: 0,
    wantsToPlay: true,
  })),
]);
await app.db.insert(registrationPlayPartners).values([
  { registrationId: ann, partnerRegistrationId: bob },
  // Picked while Fay was listed; she has cancelled since.
  { registrationId: cleo, partnerRegistrationId: fay },
]);

test('picks are used as they are and merged with the free text: a game counts once, but two picked copies are two', async () => {
  const data = await loadPlanningData(app.db, convention.id);
  const annIn = data.attendees.find((a) => a.id === ann)!;
  assert.deepEqual(annIn.brings, [g1830, g1830, g18OE]);
  assert.deepEqual(annIn.wants, [g1830, gChesapeake]);
  assert.deepEqual(annIn.playWith, [bob, cleo]);
  assert.deepEqual(
    data.attendees.find((a) => a.id === cleo)?.playWith,
    [],
    'a cancelled attendee is nobody to play with',
  );
  assert.ok(!data.attendees.some((a) => a.id === fay), 'a cancelled registration is not planned');
  assert.deepEqual(
    data.unmatched.map(({ attendeeName, field, text }) => [attendeeName, field, text]),
    [['Ann Picker', 'wantToPlayGames', 'Mystery Game']],
    'what matches nothing is listed, never guessed',
  );
});

test('a run uses both picked copies: two tables of the same game at once seat all eight', async () => {
  const answer = await call<TablePlan>(app, admin, 'POST', `/api/Planner/${convention.id}/run`, {
    version: 0,
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const plan = answer.body.data;
  const tables1830 = plan.tables.filter((t) => t.gameTitle === '1830');
  assert.equal(tables1830.length, 2, JSON.stringify(plan.tables));
  assert.ok(tables1830.every((t) => t.copyOwnerId === ann));
  assert.deepEqual(plan.unseated, []);
  assert.equal(
    plan.tables.find((t) => t.playerIds.includes(ann))?.playerIds.includes(bob),
    true,
    'Ann sits with Bob, whom she picked',
  );
});

test('an organiser resolves an unmatched wish: the words become an alias, and every wish written that way matches', async () => {
  const aliases = `/api/Games/${gChesapeake}/aliases`;
  const stored = async () =>
    (
      await app.db
        .select({ aliases: catalogueGames.aliases })
        .from(catalogueGames)
        .where(eq(catalogueGames.id, gChesapeake))
    )[0]!.aliases;
  const before = await stored();

  // Refused, and nothing changes: a member, an empty name, a name another game has, no such game.
  const member = await signedInUser(app, 'alias.member@18xx.be');
  const refusals = [
    [member.token, aliases, { alias: 'Mystery Game' }, 403, undefined],
    [admin, aliases, { alias: '  ' }, 400, GAME_ALIAS_REQUIRED],
    [admin, aliases, { alias: 'one thousand eight hundred thirty' }, 200, undefined],
    [
      admin,
      `/api/Games/${g1830}/aliases`,
      { alias: 'ONE thousand-eight hundred thirty' },
      409,
      GAME_TITLE_EXISTS,
    ],
    [admin, aliases, { alias: '1830' }, 409, GAME_TITLE_EXISTS],
    [
      admin,
      `/api/Games/${crypto.randomUUID()}/aliases`,
      { alias: 'Mystery Game' },
      404,
      GAME_NOT_FOUND,
    ],
  ] as const;
  for (const [token, url, body, status, message] of refusals) {
    const answer = await call(app, token, 'POST', url, body);
    assert.equal(answer.status, status, `${url} ${JSON.stringify(body)}`);
    if (message) assert.equal(answer.body.errorMessage, message);
  }
  // "one thousand eight hundred thirty" went to 18Chesapeake first, so 1830 may not have it too.
  assert.deepEqual(await stored(), [...before, 'one thousand eight hundred thirty']);

  const added = await call<CatalogueGame>(app, admin, 'POST', aliases, { alias: ' Mystery Game ' });
  assert.equal(added.status, 200);
  assert.deepEqual(added.body.data.aliases, [
    ...before,
    'one thousand eight hundred thirty',
    'Mystery Game',
  ]);
  // Written again, in other case and spacing: the game already answers to it, so nothing changes.
  const again = await call<CatalogueGame>(app, admin, 'POST', aliases, { alias: 'mystery-game' });
  assert.deepEqual(again.body.data.aliases, added.body.data.aliases);

  const data = await loadPlanningData(app.db, convention.id);
  assert.deepEqual(data.unmatched, [], 'the wish that matched nothing now matches');
  assert.ok(data.attendees.find((a) => a.id === ann)!.wants.includes(gChesapeake));

  const audits = await app.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, gChesapeake), eq(auditLog.action, 'catalogue-game.alias')));
  assert.equal(audits.length, 2, 'each added alias is audited once; a name already known is not');
});

test('two organisers adding aliases to the same game at the same moment both keep theirs', async () => {
  const url = `/api/Games/${g18OE}/aliases`;
  const answers = await Promise.all(
    ['Orient Express', 'OE'].map((alias) =>
      call<CatalogueGame>(app, admin, 'POST', url, { alias }),
    ),
  );
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [200, 200],
  );
  const [game] = await app.db
    .select({ aliases: catalogueGames.aliases })
    .from(catalogueGames)
    .where(eq(catalogueGames.id, g18OE));
  assert.ok(
    game!.aliases.includes('Orient Express') && game!.aliases.includes('OE'),
    JSON.stringify(game),
  );
});
