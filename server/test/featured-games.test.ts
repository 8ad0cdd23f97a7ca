import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  FEATURED_GAME_CATALOGUE_NOT_FOUND,
  featuredGameSchema,
  featuredGameUsageSchema,
  type CatalogueGame,
  type Convention,
  type FeaturedGame,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  conventionFeaturedGames,
  featuredGames,
  registrationFeaturedGames,
  registrations,
  users,
} from '../src/db/schema';
import {
  bearer,
  fridayFrom,
  insertConvention,
  insertGame,
  plusDays,
  signInCallers,
} from './conventions/convention-fixtures';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();
const tokens = await signInCallers(app);

const call = async <T = FeaturedGame>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token: string | null = tokens.admin,
) => {
  const response = await app.inject({
    method,
    url,
    headers: bearer(token ?? undefined),
    ...(payload === undefined ? {} : { payload }),
  });
  return {
    status: response.statusCode,
    ...response.json<{ result: number; errorMessage: string | null; data: T }>(),
  };
};

const newGame = (gameName: string, isActive = true) => ({
  id: randomUUID(),
  gameName,
  description: `About ${gameName}`,
  isActive,
  gameId: null as string | null,
});

test('an admin creates a game with the client id, then updates it', async () => {
  const game = newGame('18Chesapeake');
  const created = await call('POST', '/api/FeaturedGames', game);
  assert.equal(created.status, 200);
  assert.deepEqual(featuredGameSchema.strict().parse(created.data), game);

  const updated = await call('PUT', '/api/FeaturedGames', {
    ...game,
    gameName: '18Chesapeake (2nd ed.)',
    isActive: false,
  });
  assert.equal(updated.status, 200);
  assert.equal(updated.data.gameName, '18Chesapeake (2nd ed.)');
  assert.equal(updated.data.isActive, false);
});

test('a new game defaults to active; a name is required; an id is used once', async () => {
  const { isActive: _, ...withoutFlag } = newGame('1830');
  const created = await call('POST', '/api/FeaturedGames', withoutFlag);
  assert.equal(created.data.isActive, true);
  const again = await call('POST', '/api/FeaturedGames', { ...withoutFlag, gameName: 'Other' });
  assert.deepEqual(
    [again.status, again.errorMessage],
    [409, 'A featured game with this id already exists.'],
  );
  for (const gameName of ['', '   ', undefined]) {
    const answer = await call('POST', '/api/FeaturedGames', { ...newGame('x'), gameName });
    assert.deepEqual([answer.status, answer.errorMessage], [400, 'Game Name is required.']);
  }
  const unknown = await call('PUT', '/api/FeaturedGames', newGame('Ghost'));
  assert.deepEqual([unknown.status, unknown.errorMessage], [404, 'Featured game not found.']);
});

test('a featured game may name a catalogue game; deleting that game from the catalogue only unlinks it', async () => {
  const catalogue = await call<CatalogueGame[]>('GET', '/api/Games');
  const game1830 = catalogue.data.find((g) => g.title === '1830');
  assert.ok(game1830, 'the seeded catalogue has 1830');
  const linked = { ...newGame('1830 at the spring convention'), gameId: game1830.id };
  const created = await call('POST', '/api/FeaturedGames', linked);
  assert.equal(created.status, 200, created.errorMessage ?? '');
  assert.equal(created.data.gameId, game1830.id);
  const listed = await call<FeaturedGame[]>('GET', '/api/FeaturedGames', undefined, null);
  assert.equal(listed.data.find((g) => g.id === linked.id)?.gameId, game1830.id);

  const ghost = { ...newGame('Ghost link'), gameId: randomUUID() };
  const refused = await call('POST', '/api/FeaturedGames', ghost);
  assert.deepEqual(
    [refused.status, refused.errorMessage],
    [400, FEATURED_GAME_CATALOGUE_NOT_FOUND],
  );
  const renamed = await call('PUT', '/api/FeaturedGames', {
    ...linked,
    gameName: 'Renamed',
    gameId: randomUUID(),
  });
  assert.deepEqual(
    [renamed.status, renamed.errorMessage],
    [400, FEATURED_GAME_CATALOGUE_NOT_FOUND],
  );
  const after = await call<FeaturedGame[]>('GET', '/api/FeaturedGames');
  assert.ok(!after.data.some((g) => g.id === ghost.id), 'nothing created');
  assert.deepEqual(
    after.data.find((g) => g.id === linked.id),
    { ...linked, gameId: game1830.id },
    'nothing changed',
  );

  const own = {
    id: randomUUID(),
    title: 'Club Prototype',
    minPlayers: 3,
    maxPlayers: 5,
    minutes: 240,
  };
  assert.equal((await call('POST', '/api/Games', own)).status, 200);
  const prototype = { ...newGame('Prototype night'), gameId: own.id };
  assert.equal((await call('POST', '/api/FeaturedGames', prototype)).status, 200);
  assert.equal((await call('DELETE', `/api/Games/${own.id}`)).status, 200);
  const [row] = await app.db.select().from(featuredGames).where(eq(featuredGames.id, prototype.id));
  assert.equal(row?.gameName, 'Prototype night', 'the featured game stays');
  assert.equal(row?.gameId, null, 'only its link is gone');
  const unlinked = await call('PUT', '/api/FeaturedGames', { ...linked, gameId: null });
  assert.equal(unlinked.data.gameId, null);
});

test('anyone reads the active games; admins also see the inactive ones', async () => {
  const inactive = newGame('Inactive game', false);
  await call('POST', '/api/FeaturedGames', inactive);
  const names = async (token: string | null) => {
    const answer = await call<FeaturedGame[]>('GET', '/api/FeaturedGames', undefined, token);
    assert.equal(answer.status, 200);
    z.array(featuredGameSchema.strict()).parse(answer.data);
    return answer.data.map((g) => g.gameName);
  };
  for (const token of [null, tokens.registered, tokens.user]) {
    assert.ok(!(await names(token)).includes('Inactive game'));
  }
  const all = await names(tokens.admin);
  assert.ok(all.includes('Inactive game'));
  assert.deepEqual(
    all,
    [...all].sort((a, b) => a.localeCompare(b)),
  );
});

test('only admins create, update and delete games', async () => {
  const game = newGame('Protected');
  await call('POST', '/api/FeaturedGames', game);
  const writes: Array<['POST' | 'PUT' | 'DELETE', string, object?]> = [
    ['POST', '/api/FeaturedGames', newGame('Intruder')],
    ['PUT', '/api/FeaturedGames', { ...game, gameName: 'Hacked' }],
    ['DELETE', `/api/FeaturedGames/${game.id}`],
  ];
  for (const [method, url, body] of writes) {
    for (const [token, status] of [
      [null, 401],
      [tokens.registered, 403],
      [tokens.user, 403],
    ] as const) {
      assert.equal((await call(method, url, body, token)).status, status, `${method} ${url}`);
    }
  }
  const [row] = await app.db.select().from(featuredGames).where(eq(featuredGames.id, game.id));
  assert.deepEqual([row?.gameName, row?.deletedAt], ['Protected', null]);
});

test('deleting a game keeps the registrations that chose it and the past conventions that offered it', async () => {
  const gameId = await insertGame(app.db, 'Chosen');
  const upcomingFriday = fridayFrom(60);
  const upcoming = await insertConvention(app.db, {
    name: 'Upcoming',
    startDate: upcomingFriday,
    endDate: plusDays(upcomingFriday, 2),
  });
  const pastFriday = fridayFrom(-60);
  const past = await insertConvention(app.db, {
    name: 'Past',
    startDate: pastFriday,
    endDate: plusDays(pastFriday, 2),
  });
  await app.db.insert(conventionFeaturedGames).values([
    { conventionId: upcoming, featuredGameId: gameId },
    { conventionId: past, featuredGameId: gameId },
  ]);
  const [member] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'user@18xx.be'));
  const [registration] = await app.db
    .insert(registrations)
    .values({
      conventionId: upcoming,
      userId: member!.id,
      registeredByUserId: member!.id,
      attendeeFirstName: 'Ada',
      attendeeLastName: 'Player',
      attendeeEmail: 'user@18xx.be',
      experienceLevel: 2,
      termsAccepted: true,
    })
    .returning({ id: registrations.id });
  await app.db
    .insert(registrationFeaturedGames)
    .values({ registrationId: registration!.id, featuredGameId: gameId });

  const deleted = await call<null>('DELETE', `/api/FeaturedGames/${gameId}`);
  assert.deepEqual([deleted.status, deleted.data], [200, null]);

  const kept = await app.db
    .select({ gameName: featuredGames.gameName })
    .from(registrationFeaturedGames)
    .innerJoin(featuredGames, eq(featuredGames.id, registrationFeaturedGames.featuredGameId))
    .where(eq(registrationFeaturedGames.registrationId, registration!.id));
  assert.deepEqual(kept, [{ gameName: 'Chosen' }], 'the registration still names its game');

  const list = await call<FeaturedGame[]>('GET', '/api/FeaturedGames');
  assert.ok(!list.data.some((g) => g.id === gameId), 'gone from the game list');
  const conventions = await call<Convention[]>('GET', '/api/Convention');
  const gamesOf = (id: number) =>
    conventions.data.find((c) => c.id === id)?.featuredGames.map((g) => g.id);
  assert.deepEqual(gamesOf(upcoming), [], 'no longer offered by the upcoming convention');
  assert.deepEqual(gamesOf(past), [gameId], 'still part of the past convention');

  const twice = await call('DELETE', `/api/FeaturedGames/${gameId}`);
  assert.deepEqual([twice.status, twice.errorMessage], [404, 'Featured game not found.']);
  const relink = await call('POST', `/api/Convention/${upcoming}/featured-games/${gameId}`);
  assert.equal(relink.status, 404);
  const edit = await call('PUT', '/api/FeaturedGames', { ...newGame('x'), id: gameId });
  assert.equal(edit.status, 404);
});

test('renaming a game shows at once in the active convention', async () => {
  const gameId = await insertGame(app.db, 'Before');
  const friday = fridayFrom(400);
  const id = await insertConvention(app.db, {
    name: 'Active',
    startDate: friday,
    endDate: plusDays(friday, 2),
    isActive: true,
  });
  await app.db.insert(conventionFeaturedGames).values({ conventionId: id, featuredGameId: gameId });
  const names = async () =>
    (
      await call<Convention>('GET', '/api/Convention/active', undefined, null)
    ).data.featuredGames.map((g) => g.gameName);
  assert.deepEqual(await names(), ['Before']);
  await call('PUT', '/api/FeaturedGames', {
    id: gameId,
    gameName: 'After',
    description: '',
    isActive: true,
  });
  assert.deepEqual(await names(), ['After']);
});

test('an admin sees which conventions feature a game before deleting it', async () => {
  const gameId = await insertGame(app.db, 'Featured twice');
  const unusedId = await insertGame(app.db, 'Featured nowhere');
  const upcomingFriday = fridayFrom(90);
  const upcoming = await insertConvention(app.db, {
    name: 'Usage upcoming',
    startDate: upcomingFriday,
    endDate: plusDays(upcomingFriday, 2),
  });
  const pastFriday = fridayFrom(-90);
  const past = await insertConvention(app.db, {
    name: 'Usage past',
    startDate: pastFriday,
    endDate: plusDays(pastFriday, 2),
  });
  await app.db.insert(conventionFeaturedGames).values([
    { conventionId: past, featuredGameId: gameId },
    { conventionId: upcoming, featuredGameId: gameId },
  ]);

  const usage = await call<unknown>('GET', `/api/FeaturedGames/${gameId}/conventions`);
  assert.equal(usage.status, 200);
  assert.deepEqual(z.array(featuredGameUsageSchema.strict()).parse(usage.data), [
    { id: upcoming, name: 'Usage upcoming', isPast: false },
    { id: past, name: 'Usage past', isPast: true },
  ]);
  const none = await call<unknown>('GET', `/api/FeaturedGames/${unusedId}/conventions`);
  assert.deepEqual([none.status, none.data], [200, []]);

  for (const token of [null, tokens.user]) {
    const refused = await call('GET', `/api/FeaturedGames/${gameId}/conventions`, undefined, token);
    assert.equal(refused.status, token === null ? 401 : 403);
  }
  const missing = await call('GET', `/api/FeaturedGames/${randomUUID()}/conventions`);
  assert.deepEqual([missing.status, missing.errorMessage], [404, 'Featured game not found.']);
  const malformed = await call('GET', '/api/FeaturedGames/not-a-uuid/conventions');
  assert.equal(malformed.status, 400);
});
