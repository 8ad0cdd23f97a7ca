import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Notification, Tag } from 'shared-api/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

// The page names its language in the address (?language=nl): the browser's preload of the home
// page's list carries the browser's own Accept-Language, and must not decide the language.
const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
await createUser(app.db, { email: 'lid@test.be', roles: ['REGISTERED', 'USER'] });
const memberToken = await loginToken(app, 'lid@test.be', MEMBER_PASSWORD);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/Notification${url}`, headers });
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const titles = async (url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  assert.equal(response.statusCode, 200, response.body);
  return dataOf<Notification[]>(response).map((n) => n.title);
};

const admin = { authorization: `Bearer ${adminToken}` };
const tags = dataOf<Tag[]>(await get('/tags', admin));
const DAY_MS = 86_400_000;
const wireDay = (offsetDays: number) =>
  `${new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;

for (const code of ['PUBLIC', 'PRIVATE']) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/Notification',
    headers: admin,
    payload: {
      title: `Doors open at 10:00 (${code})`,
      body: '<p>Welcome</p>',
      validFrom: wireDay(-1),
      validTo: wireDay(5),
      isActive: true,
      tags: [tags.find((t) => t.code === code)],
      translations: {
        nl: { title: `Deuren open om 10:00 (${code})`, body: '<p>Welkom</p>' },
        fr: { title: `Ouverture des portes à 10h00 (${code})`, body: '<p>Bienvenue</p>' },
      },
    },
  });
  assert.equal(created.statusCode, 200, created.body);
}

test('?language= chooses the public list’s language over Accept-Language', async () => {
  assert.deepEqual(await titles('/public?language=nl', { 'accept-language': 'fr-BE' }), [
    'Deuren open om 10:00 (PUBLIC)',
  ]);
  assert.deepEqual(await titles('/public?language=en', { 'accept-language': 'nl-BE' }), [
    'Doors open at 10:00 (PUBLIC)',
  ]);
  assert.deepEqual(await titles('/public?language=fr'), ['Ouverture des portes à 10h00 (PUBLIC)']);
  // Without it, Accept-Language still decides.
  assert.deepEqual(await titles('/public', { 'accept-language': 'nl-BE' }), [
    'Deuren open om 10:00 (PUBLIC)',
  ]);
});

test('?language= chooses the members’ list’s language too', async () => {
  const member = { authorization: `Bearer ${memberToken}`, 'accept-language': 'en' };
  assert.deepEqual(await titles('/private?language=fr', member), [
    'Ouverture des portes à 10h00 (PRIVATE)',
  ]);
  assert.deepEqual(await titles('/private?language=nl', member), [
    'Deuren open om 10:00 (PRIVATE)',
  ]);
});

test('a language the site does not speak is refused', async () => {
  const response = await get('/public?language=de');
  assert.equal(response.statusCode, 400, response.body);
});
