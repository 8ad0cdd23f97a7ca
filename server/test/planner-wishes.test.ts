import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  PLAN_REGISTRATION_NOT_FOUND,
  WISH_TEXT_REQUIRED,
  type CatalogueGame,
  type TablePlan,
} from 'shared-api/contract';
import { sql } from 'drizzle-orm';
import {
  conventionFeaturedGames,
  featuredGames,
  ignoredWishes,
  registrationSessions,
  registrations,
} from '../src/db/schema';
import { loadPlanningData } from '../src/contexts/planner/planning-data';
import { call } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

// What the board makes of the free text the form lets people write, and what organisers do with
// what it cannot match.

const { app } = await startTestApp();
const admin = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const catalogue = (await call<CatalogueGame[]>(app, admin, 'GET', '/api/Games')).body.data;
const idOf = (title: string) => catalogue.find((game) => game.title === title)!.id;
const convention = await createConvention(app.db, { name: 'Wishes Convention' });
const other = await createConvention(app.db, { name: 'Other Wishes Convention', isActive: false });

const register = async (conventionId: number, sessionId: number, first: string, want: string) => {
  const email = `${first.toLowerCase()}.wishes@18xx.be`;
  const member = await signedInUser(app, email);
  const [row] = await app.db
    .insert(registrations)
    .values({
      conventionId,
      userId: member.id,
      registeredByUserId: member.id,
      attendeeFirstName: first,
      attendeeLastName: 'Wisher',
      attendeeEmail: email,
      wantToPlayGames: want,
      experienceLevel: 2,
      termsAccepted: true,
    })
    .returning({ id: registrations.id });
  await app.db.insert(registrationSessions).values({ registrationId: row!.id, sessionId });
  return { ...member, registrationId: row!.id };
};

const ann = await register(
  convention.id,
  convention.sessionIds[0]!,
  'Ann',
  '1830 and 18EU\r\n18Chesapeake en Zeppelin Quest; 18OE et Bring Snacks',
);
const stranger = await register(other.id, other.sessionIds[0]!, 'Sam', 'Zeppelin Quest');

const board = async () => {
  const answer = await call<TablePlan>(app, admin, 'GET', `/api/Planner/${convention.id}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};
const unmatchedTexts = async () => (await board()).unmatched.map((wish) => wish.text);
const ignore = (body: object, token = admin, conventionId = convention.id) =>
  call<TablePlan>(app, token, 'POST', `/api/Planner/${conventionId}/unmatched/ignore`, body);

test('free text is split at commas, semicolons, line breaks and "and", "en", "et"', async () => {
  const data = await loadPlanningData(app.db, convention.id);
  const wants = data.attendees.find((a) => a.id === ann.registrationId)!.wants;
  assert.deepEqual([...wants].sort(), ['1830', '18EU', '18Chesapeake', '18OE'].map(idOf).sort());
  assert.deepEqual(await unmatchedTexts(), ['Zeppelin Quest', 'Bring Snacks']);
});

test('an ignored wish is no longer listed as unmatched, for good, and keeps no free text', async () => {
  const answer = await ignore({
    registrationId: ann.registrationId,
    field: 'wantToPlayGames',
    text: 'Bring Snacks',
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(
    answer.body.data.unmatched.map((wish) => wish.text),
    ['Zeppelin Quest'],
    'the answered board already leaves it out',
  );
  assert.deepEqual(await unmatchedTexts(), ['Zeppelin Quest'], 'persisted');
  // The same words in another case and spacing are the same wish; ignoring twice changes nothing.
  const again = await ignore({
    registrationId: ann.registrationId,
    field: 'wantToPlayGames',
    text: '  bring   SNACKS ',
  });
  assert.equal(again.status, 200);
  const rows = await app.db.select().from(ignoredWishes);
  assert.equal(rows.length, 1);
  assert.ok(!JSON.stringify(rows).toLowerCase().includes('snacks'), 'a digest, not the words');
  // The other convention's attendee wrote the same words: their wish is theirs to ignore.
  const theirs = await loadPlanningData(app.db, other.id);
  assert.deepEqual(
    theirs.unmatched.map((wish) => wish.text),
    ['Zeppelin Quest'],
  );
});

test('ignoring is refused, changing nothing, to members, for another convention and without words', async () => {
  const before = await app.db.select({ n: sql<number>`count(*)::int` }).from(ignoredWishes);
  const wish = {
    registrationId: ann.registrationId,
    field: 'wantToPlayGames',
    text: 'Zeppelin Quest',
  };
  assert.equal((await ignore(wish, ann.token)).status, 403);
  const elsewhere = await ignore({ ...wish, registrationId: stranger.registrationId });
  assert.equal(elsewhere.status, 404);
  assert.equal(elsewhere.body.errorMessage, PLAN_REGISTRATION_NOT_FOUND);
  const blank = await ignore({ ...wish, text: '   ' });
  assert.equal(blank.status, 400);
  assert.equal(blank.body.errorMessage, WISH_TEXT_REQUIRED);
  assert.equal((await ignore({ ...wish, field: 'additionalInfo' })).status, 400);
  assert.equal((await ignore({ ...wish, registrationId: 'not-an-id' })).status, 400);
  const after = await app.db.select({ n: sql<number>`count(*)::int` }).from(ignoredWishes);
  assert.deepEqual(after, before);
  assert.deepEqual(await unmatchedTexts(), ['Zeppelin Quest']);
});

test('the board names the featured games of the convention that no catalogue game backs', async () => {
  // The fixture's own featured games are linked to nothing.
  const before = (await board()).featuredWithoutGame;
  assert.deepEqual(before, ['1830 (Wishes Convention)', '18Chesapeake (Wishes Convention)']);
  const games = await app.db
    .insert(featuredGames)
    .values([
      { gameName: 'Mystery Special', description: 'Not in the catalogue.', gameId: null },
      { gameName: '1830 Special', description: 'Linked.', gameId: idOf('1830') },
      { gameName: 'Elsewhere Special', description: 'Another convention.', gameId: null },
    ])
    .returning({ id: featuredGames.id });
  await app.db.insert(conventionFeaturedGames).values([
    { conventionId: convention.id, featuredGameId: games[0]!.id },
    { conventionId: convention.id, featuredGameId: games[1]!.id },
    { conventionId: other.id, featuredGameId: games[2]!.id },
  ]);
  assert.deepEqual((await board()).featuredWithoutGame, [...before, 'Mystery Special']);
});
