import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import {
  catalogueGames,
  conventionFeaturedGames,
  conventions,
  featuredGames,
  roles,
  sessions,
  tags,
  userRoles,
  users,
} from '../src/db/schema';
import { loadAdminRegistrations } from '../src/contexts/registrations/load-registrations';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../src/seed/demo';
import { ADMIN_EMAIL, newTestDatabase, startAppOn } from './support/test-app';
import { login } from './support/users';

const database = await newTestDatabase();

test('the first start creates the admin once and later starts leave it alone', async () => {
  const first = await startAppOn(database, { adminPassword: null, seedDemo: true });
  assert.equal(first.seed.admin, 'created');
  const password = first.seed.generatedAdminPassword;
  assert.ok(password && password.length >= 20, 'a strong password is generated');
  assert.equal((await login(first.app, ADMIN_EMAIL, password)).statusCode, 200);

  const [admin] = await first.app.db
    .select({ id: users.id, confirmed: users.isEmailConfirmed })
    .from(users)
    .where(eq(users.email, ADMIN_EMAIL));
  assert.equal(admin?.confirmed, true);
  const adminRoles = await first.app.db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, admin!.id));
  assert.deepEqual(adminRoles.map((r) => r.name).sort(), ['ADMIN', 'REGISTERED', 'USER']);
  assert.equal(first.seed.demo?.conventionCreated, true);
  assert.equal((await login(first.app, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD)).statusCode, 200);
  await first.app.close();

  const second = await startAppOn(database, { adminPassword: 'Another-Pass-1!', seedDemo: true });
  assert.equal(second.seed.admin, 'exists');
  assert.equal(second.seed.generatedAdminPassword, null);
  assert.equal(second.seed.demo?.conventionCreated, false);
  // The password was not reset by the new ADMIN_PASSWORD.
  assert.equal((await login(second.app, ADMIN_EMAIL, password)).statusCode, 200);

  const db = second.app.db;
  const total = async (table: typeof users | typeof roles | typeof tags | typeof conventions) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  assert.equal(await total(users), 6);
  assert.equal(await total(roles), 4);
  assert.equal(await total(tags), 5);
  assert.equal(await total(conventions), 1);
  const [active] = await db
    .select()
    .from(conventions)
    .where(sql`${conventions.isActive} and ${conventions.startDate} > now()`);
  assert.equal(active?.season, 'SPRING');
  assert.equal(active?.registrationOpen, true);
  const sessionRows = await db.select().from(sessions).where(eq(sessions.conventionId, active!.id));
  assert.equal(sessionRows.length, 6);

  // Each featured game is its catalogue game, so the special session's picks count for it.
  const linked = await db
    .select({ gameName: featuredGames.gameName, title: catalogueGames.title })
    .from(conventionFeaturedGames)
    .innerJoin(featuredGames, eq(featuredGames.id, conventionFeaturedGames.featuredGameId))
    .leftJoin(catalogueGames, eq(catalogueGames.id, featuredGames.gameId))
    .where(eq(conventionFeaturedGames.conventionId, active!.id))
    .orderBy(featuredGames.gameName);
  assert.deepEqual(linked, [
    { gameName: '1830', title: '1830' },
    { gameName: '18Chesapeake', title: '18Chesapeake' },
  ]);

  // Two demo attendees registered with picks, the one picked to play with having agreed.
  const picks = (await loadAdminRegistrations(db, undefined)).map((r) => ({
    name: `${r.attendeeFirstName} ${r.attendeeLastName}`,
    conventionId: r.conventionId,
    sessions: r.sessions.length,
    listed: r.listedAsPlayPartner,
    brought: r.broughtGames?.map((g) => g.title),
    wanted: r.wantedGames?.map((g) => g.title),
    partners: r.playPartners?.map((p) => p.name),
  }));
  assert.deepEqual(picks, [
    {
      name: 'Lotte Janssens',
      conventionId: active!.id,
      sessions: 6,
      listed: true,
      brought: ['1830', '1830', '1889'],
      wanted: ['18Chesapeake'],
      partners: [],
    },
    {
      name: 'Pieter Claes',
      conventionId: active!.id,
      sessions: 6,
      listed: false,
      brought: ['18Chesapeake'],
      wanted: ['1830', '1889'],
      partners: ['Lotte Janssens'],
    },
  ]);
  assert.equal(
    (await login(second.app, 'pieter@18xx.be', DEMO_MEMBER_PASSWORD)).statusCode,
    200,
    'the demo attendees sign in with the demo password',
  );
});
