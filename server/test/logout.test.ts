import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOGGED_OUT, LOGGED_OUT_EVERYWHERE } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { auditLog, revokedTokens } from '../src/db/schema';
import { INVALID_TOKEN_MESSAGE } from '../src/http/api-error';
import { call } from './support/messaging';
import { newTestDatabase, startAppOn } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

const database = await newTestDatabase();
const { app, config } = await startAppOn(database);

const signIn = (email: string) => loginToken(app, email, MEMBER_PASSWORD);
const inbox = (token: string) => call(app, token, 'GET', '/api/Inbox');

const member = async (email: string) => {
  const id = await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  return { id, email };
};

test('a logged-out token is refused at once; the account keeps its other tokens', async () => {
  const ann = await member('ann.logout@18xx.be');
  const [laptop, phone] = [await signIn(ann.email), await signIn(ann.email)];
  assert.equal((await inbox(laptop)).status, 200);

  const out = await call(app, laptop, 'POST', '/api/Auth/logout');
  assert.deepEqual(out, { status: 200, body: { result: 0, errorMessage: null, data: LOGGED_OUT } });

  const refused = await inbox(laptop);
  assert.equal(refused.status, 401);
  assert.equal(refused.body.errorMessage, INVALID_TOKEN_MESSAGE);
  assert.equal((await call(app, laptop, 'POST', '/api/Auth/logout')).status, 401);
  assert.equal((await inbox(phone)).status, 200, 'the other token of the account still works');
  assert.equal((await inbox(await signIn(ann.email))).status, 200, 'a new sign-in works');

  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'auth.logout'))
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  assert.equal(audit?.actorUserId, ann.id);
});

test('the revocation is kept until the token would expire, then purged', async () => {
  const bob = await member('bob.logout@18xx.be');
  const token = await signIn(bob.email);
  const { jti, exp } = decodeJwt(token);
  await call(app, token, 'POST', '/api/Auth/logout');
  const [row] = await app.db.select().from(revokedTokens).where(eq(revokedTokens.tokenId, jti!));
  assert.equal(row?.expiresAt.getTime(), exp! * 1000);

  await app.db
    .update(revokedTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(revokedTokens.tokenId, jti!));
  await call(app, await signIn(bob.email), 'POST', '/api/Auth/logout');
  const left = await app.db.select().from(revokedTokens).where(eq(revokedTokens.tokenId, jti!));
  assert.deepEqual(left, [], 'an expired revocation is purged by the next logout');
});

test('log out everywhere refuses every token of the account and no one else', async () => {
  const carl = await member('carl.logout@18xx.be');
  const dora = await member('dora.logout@18xx.be');
  const carlTokens = [await signIn(carl.email), await signIn(carl.email), await signIn(carl.email)];
  const doraToken = await signIn(dora.email);

  const out = await call(app, carlTokens[1], 'POST', '/api/Auth/logout-everywhere');
  assert.deepEqual(out, {
    status: 200,
    body: { result: 0, errorMessage: null, data: LOGGED_OUT_EVERYWHERE },
  });
  for (const token of carlTokens) assert.equal((await inbox(token)).status, 401);
  assert.equal((await inbox(doraToken)).status, 200, "another member's token still works");
  assert.equal((await inbox(await signIn(carl.email))).status, 200, 'signing in again works');
});

test('a logout holds at once on another server sharing the database', async (t) => {
  if (!database.databaseUrl) {
    t.skip('PostgreSQL only: a PGlite directory belongs to one process');
    return;
  }
  const { app: other } = await startAppOn(database, { jwtSecret: config.jwtSecret });
  const eve = await member('eve.logout@18xx.be');
  const [single, everywhere] = [await signIn(eve.email), await signIn(eve.email)];
  assert.equal((await call(other, single, 'GET', '/api/Inbox')).status, 200);

  await call(app, single, 'POST', '/api/Auth/logout');
  assert.equal((await call(other, single, 'GET', '/api/Inbox')).status, 401);
  assert.equal((await call(other, everywhere, 'GET', '/api/Inbox')).status, 200);

  await call(app, everywhere, 'POST', '/api/Auth/logout-everywhere');
  assert.equal((await call(other, everywhere, 'GET', '/api/Inbox')).status, 401);
});
