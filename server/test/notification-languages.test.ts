import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Notification, Tag } from 'shared-api/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
await createUser(app.db, { email: 'lid@test.be', roles: ['REGISTERED', 'USER'] });
const memberToken = await loginToken(app, 'lid@test.be', MEMBER_PASSWORD);

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  { token, language, payload }: { token?: string; language?: string; payload?: object } = {},
) =>
  app.inject({
    method,
    url: `/api/Notification${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

const tags = dataOf<Tag[]>(await call('GET', '/tags', { token: adminToken }));
const tag = (code: string) => tags.find((t) => t.code === code);

const DAY_MS = 86_400_000;
const wireDay = (offsetDays: number) =>
  `${new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;
const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Doors open at 10:00',
  body: '<p>Welcome</p>',
  validFrom: wireDay(-1),
  validTo: wireDay(5),
  isActive: true,
  tags: [tag('PUBLIC')],
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await call('POST', '/', { token: adminToken, payload: payload(overrides) });
  assert.equal(response.statusCode, 200, response.body);
  return dataOf<Notification>(response);
};

const listed = async (url: string, options: { token?: string; language?: string }) => {
  const response = await call('GET', url, options);
  assert.equal(response.statusCode, 200, response.body);
  return dataOf<Notification[]>(response).map(({ title, body, translations }) => ({
    title,
    body,
    translations,
  }));
};

test('the public list answers in the language asked for, else in English', async () => {
  const both = await create({
    title: 'Doors open at 10:00',
    body: '<p>Welcome</p>',
    translations: {
      nl: { title: 'Deuren open om 10:00', body: '<p>Welkom</p>' },
      fr: { title: 'Ouverture des portes à 10h00', body: '<p>Bienvenue<script>x()</script></p>' },
    },
  });
  // A version's body may be left out: that reader gets the title alone.
  const dutchOnly = await create({
    title: 'Parking is full',
    body: '<p>Park at the station</p>',
    translations: { nl: { title: 'De parking is vol', body: '' } },
  });

  assert.deepEqual(await listed('/public', { language: 'fr-BE,fr;q=0.9,en;q=0.8' }), [
    { title: 'Parking is full', body: '<p>Park at the station</p>', translations: undefined },
    { title: 'Ouverture des portes à 10h00', body: '<p>Bienvenue</p>', translations: undefined },
  ]);
  assert.deepEqual(await listed('/public', { language: 'nl-BE' }), [
    { title: 'De parking is vol', body: null, translations: undefined },
    { title: 'Deuren open om 10:00', body: '<p>Welkom</p>', translations: undefined },
  ]);
  const english = [
    { title: 'Parking is full', body: '<p>Park at the station</p>', translations: undefined },
    { title: 'Doors open at 10:00', body: '<p>Welcome</p>', translations: undefined },
  ];
  assert.deepEqual(await listed('/public', {}), english);
  assert.deepEqual(await listed('/public', { language: 'de-DE,de' }), english);

  // The organisers see every version.
  const all = await listed('/', { token: adminToken });
  assert.deepEqual(all.find((n) => n.title === both.title)?.translations, {
    nl: { title: 'Deuren open om 10:00', body: '<p>Welkom</p>' },
    fr: { title: 'Ouverture des portes à 10h00', body: '<p>Bienvenue</p>' },
  });
  assert.deepEqual(all.find((n) => n.title === dutchOnly.title)?.translations, {
    nl: { title: 'De parking is vol', body: null },
  });
});

test('the members’ list answers in their language too, and a change shows at once', async () => {
  const item = await create({
    title: 'Members: bring your own copy',
    tags: [tag('PRIVATE')],
    translations: { fr: { title: 'Membres : apportez votre exemplaire', body: null } },
  });
  const titles = async (language: string) =>
    (await listed('/private', { token: memberToken, language })).map((n) => n.title);
  assert.deepEqual(await titles('fr'), ['Membres : apportez votre exemplaire']);
  assert.deepEqual(await titles('nl'), ['Members: bring your own copy']);

  const changed = await call('PUT', '/', {
    token: adminToken,
    payload: {
      ...payload({ title: item.title, tags: [tag('PRIVATE')] }),
      noteId: item.noteId,
      translations: { nl: { title: 'Leden: breng je eigen exemplaar mee', body: null } },
    },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  assert.deepEqual(await titles('nl'), ['Leden: breng je eigen exemplaar mee']);
  // The French version was left out of the change, so it is gone.
  assert.deepEqual(await titles('fr'), ['Members: bring your own copy']);
});

test('a bad version is refused and nothing changes', async () => {
  const item = await create({
    title: 'Checked',
    translations: { nl: { title: 'Gecontroleerd', body: null } },
  });
  const before = await listed('/', { token: adminToken });
  const refusals: unknown[] = [
    { nl: { title: '', body: '<p>Zonder titel</p>' } },
    { fr: { title: 'x'.repeat(201), body: null } },
    { de: { title: 'Geprüft', body: null } },
    { nl: { title: 'Gecontroleerd', body: null, extra: true } },
    { fr: 'Vérifié' },
  ];
  for (const translations of refusals) {
    const answer = await call('PUT', '/', {
      token: adminToken,
      payload: { ...payload({ title: 'Changed' }), noteId: item.noteId, translations },
    });
    assert.equal(answer.statusCode, 400, JSON.stringify(translations));
  }
  const untitled = await call('PUT', '/', {
    token: adminToken,
    payload: {
      ...payload({ title: 'Changed' }),
      noteId: item.noteId,
      translations: { nl: { title: ' ', body: '<p>Zonder titel</p>' } },
    },
  });
  assert.equal(
    (untitled.json() as { errorMessage: string }).errorMessage,
    'A Dutch or French version with a body needs its title too.',
  );
  assert.deepEqual(await listed('/', { token: adminToken }), before);
});
