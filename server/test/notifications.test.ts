import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { notificationSchema, type Notification, type Tag } from 'shared-api/contract';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { auditLog, notifications } from '../src/db/schema';
import { grantRoles } from '../src/contexts/accounts/users/grant-roles';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

const { app } = await startTestApp();

const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
await createUser(app.db, { email: 'member@test.be', roles: ['REGISTERED', 'USER'] });
await createUser(app.db, { email: 'waiting@test.be', roles: ['REGISTERED'] });
const goneId = await createUser(app.db, { email: 'gone@test.be', roles: ['REGISTERED', 'USER'] });
const memberToken = await loginToken(app, 'member@test.be', MEMBER_PASSWORD);
const waitingToken = await loginToken(app, 'waiting@test.be', MEMBER_PASSWORD);
// Suspended after signing in: the token still verifies, the database says no.
const suspendedToken = await loginToken(app, 'gone@test.be', MEMBER_PASSWORD);
await grantRoles(app.db, goneId, ['SUSPENDED']);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/Notification${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

const tagList = dataOf<Tag[]>(await call('GET', '/tags', adminToken));
const tag = (code: string): Tag => {
  const found = tagList.find((t) => t.code === code);
  if (!found) throw new Error(`no tag ${code}`);
  return found;
};

const DAY_MS = 86_400_000;
const wireDay = (offsetDays: number) =>
  `${new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;

const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Doors open at 10:00',
  body: '<p>Welcome</p>',
  validFrom: wireDay(-1),
  validTo: wireDay(5),
  isActive: true,
  tags: [tag('PUBLIC'), tag('HOMEPAGE')],
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}): Promise<Notification> => {
  const response = await call('POST', '/', adminToken, payload(overrides));
  assert.equal(response.statusCode, 200, response.body);
  return dataOf<Notification>(response);
};

const titles = (list: Notification[]) => list.map((n) => n.title);
const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});
const refused = (status: number, errorMessage: string) => ({
  status,
  body: { result: 1, errorMessage, data: null },
});

test('the five tags are seeded and only admins may list them', async () => {
  assert.deepEqual(
    tagList.map((t) => t.code),
    ['PUBLIC', 'PRIVATE', 'NOTIFICATION', 'HOMEPAGE', 'CONVENTION'],
  );
  assert.deepEqual(refusal(await call('GET', '/tags')), refused(401, 'Authentication required.'));
  assert.deepEqual(
    refusal(await call('GET', '/tags', memberToken)),
    refused(403, 'You do not have permission to perform this action.'),
  );
});

test('an admin creates a notification: sanitised body, tags, author and SPEC shape', async () => {
  const response = await call(
    'POST',
    '/',
    adminToken,
    payload({
      title: '  Spring programme published  ',
      body: '<p onclick="steal()">See <a href="javascript:alert(1)">here</a><script>x()</script></p>',
    }),
  );
  assert.equal(response.statusCode, 200, response.body);
  const created = notificationSchema.strict().parse(dataOf(response));
  assert.equal(created.title, 'Spring programme published');
  assert.equal(created.body, '<p>See <a>here</a></p>');
  assert.deepEqual(created.tags, [tag('PUBLIC'), tag('HOMEPAGE')]);
  assert.equal(created.isActive, true);
  assert.ok(created.userId, 'the author is recorded');
  const admin = dataOf<Notification[]>(await call('GET', '/', adminToken));
  assert.equal(admin[0]?.noteId, created.noteId, 'the admin list is newest first');
});

test('the create payload is checked with the SPEC messages', async () => {
  const required = 'Title, Valid From, and Valid To are required.';
  for (const change of [{ title: ' ' }, { validFrom: '' }, { validTo: undefined }]) {
    assert.deepEqual(
      refusal(await call('POST', '/', adminToken, payload(change))),
      refused(400, required),
    );
  }
  assert.deepEqual(
    refusal(await call('POST', '/', adminToken, payload({ validTo: wireDay(-3) }))),
    refused(400, 'Valid To cannot be before Valid From.'),
  );
  for (const tags of [[tag('HOMEPAGE')], [tag('PUBLIC'), tag('PRIVATE')]]) {
    assert.deepEqual(
      refusal(await call('POST', '/', adminToken, payload({ tags }))),
      refused(400, 'A notification must be either public or private.'),
    );
  }
  assert.deepEqual(
    refusal(await call('POST', '/', adminToken, payload({ tags: [{ id: 9999, code: 'X' }] }))),
    refused(400, 'Unknown tag.'),
  );
  assert.deepEqual(
    refusal(await call('POST', '/', adminToken, payload({ userId: 'someone-else' }))),
    refused(400, 'Unknown field: userId.'),
  );
});

test('only admins may write or list everything', async () => {
  const existing = await create({ title: 'Admin only' });
  const writes: Array<[Method, string, object?]> = [
    ['GET', '/'],
    ['POST', '/', payload()],
    ['PUT', '/', { ...payload(), noteId: existing.noteId }],
    ['DELETE', `/${existing.noteId}`],
  ];
  for (const [method, url, body] of writes) {
    assert.equal((await call(method, url, undefined, body)).statusCode, 401, `${method} anon`);
    assert.equal((await call(method, url, memberToken, body)).statusCode, 403, `${method} USER`);
    assert.equal((await call(method, url, waitingToken, body)).statusCode, 403, `${method} REG`);
    assert.equal((await call(method, url, suspendedToken, body)).statusCode, 403, `${method} SUS`);
  }
});

test('the public list: active, public, current; the private list only for members', async () => {
  await create({ title: 'Public now' });
  await create({ title: 'Private now', tags: [tag('PRIVATE'), tag('HOMEPAGE')] });
  await create({ title: 'Public but inactive', isActive: false });
  await create({ title: 'Public long ago', validFrom: wireDay(-30), validTo: wireDay(-10) });
  await create({ title: 'Public next month', validFrom: wireDay(30), validTo: wireDay(40) });

  const publicList = dataOf<Notification[]>(await call('GET', '/public'));
  z.array(notificationSchema.strict()).parse(publicList);
  assert.ok(titles(publicList).includes('Public now'));
  for (const hidden of [
    'Private now',
    'Public but inactive',
    'Public long ago',
    'Public next month',
  ]) {
    assert.ok(!titles(publicList).includes(hidden), `${hidden} is not public now`);
  }
  assert.deepEqual(
    titles(dataOf<Notification[]>(await call('GET', '/public', memberToken))),
    titles(publicList),
    'a token changes nothing on the public list',
  );

  assert.deepEqual(dataOf(await call('GET', '/private')), [], 'no token: an empty list');
  for (const token of [memberToken, adminToken]) {
    assert.deepEqual(titles(dataOf<Notification[]>(await call('GET', '/private', token))), [
      'Private now',
    ]);
  }
  assert.equal((await call('GET', '/private', waitingToken)).statusCode, 403);
  assert.equal((await call('GET', '/private', 'not.a.token')).statusCode, 401);
  assert.equal((await call('GET', '/private', suspendedToken)).statusCode, 403);
  assert.equal((await call('GET', '/public', suspendedToken)).statusCode, 200, 'public is public');
});

test('the cached public list follows every create, update and delete at once', async () => {
  const before = titles(dataOf<Notification[]>(await call('GET', '/public')));
  const created = await create({ title: 'Cached?' });
  const afterCreate = titles(dataOf<Notification[]>(await call('GET', '/public')));
  assert.deepEqual(afterCreate, ['Cached?', ...before]);

  const update = await call('PUT', '/', adminToken, {
    ...payload({ title: 'Cached, and renamed', body: '' }),
    noteId: created.noteId,
  });
  assert.equal(update.statusCode, 200, update.body);
  const updated = dataOf<Notification>(update);
  assert.equal(updated.noteId, created.noteId);
  assert.equal(updated.body, null, 'an empty body is stored as none');
  assert.equal(updated.createDate, created.createDate);
  assert.ok(titles(dataOf<Notification[]>(await call('GET', '/public'))).includes(updated.title));

  const moved = await call('PUT', '/', adminToken, {
    ...payload({ title: 'Now private', tags: [tag('PRIVATE')] }),
    noteId: created.noteId,
  });
  assert.deepEqual(dataOf<Notification>(moved).tags, [tag('PRIVATE')]);
  assert.deepEqual(titles(dataOf<Notification[]>(await call('GET', '/public'))), before);

  const deleted = await call('DELETE', `/${created.noteId}`, adminToken);
  assert.deepEqual(deleted.json(), { result: 0, errorMessage: null, data: null });
  assert.ok(
    !titles(dataOf<Notification[]>(await call('GET', '/private', memberToken))).includes(
      'Now private',
    ),
  );
});

test('the cached list goes compressed to clients that accept it, the same JSON either way', async () => {
  // Enough notifications for the answer to be worth compressing.
  const many = await Promise.all(
    Array.from({ length: 6 }, (_, index) => create({ title: `Compressed ${index}` })),
  );
  const plain = await call('GET', '/public');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'accept-encoding');
  assert.match(String(plain.headers['content-type']), /^application\/json/);
  assert.ok(plain.rawPayload.length > 1024, `${plain.rawPayload.length} bytes`);
  // What the route's response schema makes of it: nothing more, nothing less.
  const list = dataOf<Notification[]>(plain);
  assert.deepEqual(list, z.array(notificationSchema).parse(list));

  const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
  for (const [coding, decode] of Object.entries(decoders)) {
    for (let round = 0; round < 2; round += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/Notification/public',
        headers: { 'accept-encoding': `${coding}, identity;q=0.5` },
      });
      assert.equal(response.headers['content-encoding'], coding);
      assert.equal(response.headers.vary, 'accept-encoding');
      assert.ok(response.rawPayload.length < plain.rawPayload.length / 2);
      assert.equal(decode(response.rawPayload).toString(), plain.body);
    }
  }
  const refused = await app.inject({
    method: 'GET',
    url: '/api/Notification/public',
    headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
  });
  assert.equal(refused.headers['content-encoding'], undefined);
  assert.equal(refused.body, plain.body);

  await Promise.all(many.map((n) => call('DELETE', `/${n.noteId}`, adminToken)));
});

test('updating or deleting a notification that does not exist is not found', async () => {
  const notFound = refused(404, 'Notification not found.');
  const missing = '00000000-0000-4000-8000-000000000000';
  assert.deepEqual(
    refusal(await call('PUT', '/', adminToken, { ...payload(), noteId: missing })),
    notFound,
  );
  assert.deepEqual(
    refusal(await call('PUT', '/', adminToken, { ...payload(), noteId: 'nope' })),
    notFound,
  );
  assert.deepEqual(refusal(await call('DELETE', `/${missing}`, adminToken)), notFound);
  assert.deepEqual(refusal(await call('DELETE', '/42', adminToken)), notFound);
});

test('every admin write is audited', async () => {
  const rows = await app.db.select({ action: auditLog.action }).from(auditLog);
  const actions = new Set(rows.map((row) => row.action));
  for (const action of ['notification.created', 'notification.updated', 'notification.deleted']) {
    assert.ok(actions.has(action), action);
  }
});

test('an announcement body keeps only simple tags, on save and on read', async () => {
  const created = await create({
    title: 'Venue map',
    body: '<p>See <strong>the map</strong><img src="https://x.be/map.png" alt="map"></p><h2>Hall</h2>',
  });
  assert.equal(created.body, '<p>See <strong>the map</strong></p>Hall');
  // A body saved before the allow-list narrowed still holds an image: it is not served.
  await app.db
    .update(notifications)
    .set({ body: '<p>Old</p><img src="https://x.be/broken.png">' })
    .where(eq(notifications.id, created.noteId));
  const admin = dataOf<Notification[]>(await call('GET', '/', adminToken));
  assert.equal(admin.find((n) => n.noteId === created.noteId)?.body, '<p>Old</p>');
});
