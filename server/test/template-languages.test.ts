import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { type EmailTemplate } from 'shared-api/contract';
import { emailTemplates } from '../src/db/schema';
import { DEFAULT_TEMPLATE_TRANSLATIONS } from '../src/shared/mail/default-template-translations';
import { DEFAULT_TEMPLATES, enqueueTemplatedMail, MAIL_TEMPLATES } from '../src/shared/mail';
import { lastMailTo } from './support/mail';
import { call } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newTestDatabase, startAppOn } from './support/test-app';
import { loginToken } from './support/users';

const database = await newTestDatabase();
const { app } = await startAppOn(database);
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const create = (payload: unknown) =>
  call<EmailTemplate>(app, adminToken, 'POST', '/api/Template', payload);
const update = (payload: unknown) =>
  call<EmailTemplate>(app, adminToken, 'PUT', '/api/Template', payload);
const read = (id: number) => call<EmailTemplate>(app, adminToken, 'GET', `/api/Template/${id}`);

const stored = async (name: string) => {
  const [row] = await app.db
    .select({
      subject: emailTemplates.subject,
      body: emailTemplates.body,
      translations: emailTemplates.translations,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.name, name));
  return row;
};

test('a template is sent in the version of the recipient’s language, else in English', async () => {
  const created = await create({
    name: 'Season Opening',
    subject: 'The season opens, {{FirstName}}',
    body: '<p>See you in Mechelen.</p>',
    translations: {
      nl: { subject: 'Het seizoen begint, {{FirstName}}', body: '<p>Tot in Mechelen.</p>' },
    },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.deepEqual(created.body.data.translations, {
    nl: { subject: 'Het seizoen begint, {{FirstName}}', body: '<p>Tot in Mechelen.</p>' },
  });

  const send = (to: string, language?: 'en' | 'nl' | 'fr') =>
    enqueueTemplatedMail(app.db, {
      to,
      templateName: 'Season Opening',
      values: { FirstName: 'Lies' },
      ...(language ? { language } : {}),
    });
  await send('lies@example.be', 'nl');
  await send('luc@example.be', 'fr');
  await send('lee@example.be');

  const dutch = await lastMailTo(app, 'lies@example.be');
  assert.equal(dutch.subject, 'Het seizoen begint, Lies');
  assert.equal(dutch.html, '<p>Tot in Mechelen.</p>');
  // No French version: the English.
  const french = await lastMailTo(app, 'luc@example.be');
  assert.equal(french.subject, 'The season opens, Lies');
  assert.equal(french.html, '<p>See you in Mechelen.</p>');
  assert.equal((await lastMailTo(app, 'lee@example.be')).subject, 'The season opens, Lies');
});

test('versions are sanitised like the English; an empty one is dropped; a PUT replaces them', async () => {
  const created = await create({
    name: 'Versions',
    subject: 'Hello',
    body: '<p>Hello</p>',
    translations: {
      nl: { subject: ' Hallo ', body: '<p onclick="x()">Hallo<script>x()</script></p>' },
      fr: { subject: '  ', body: '' },
    },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.deepEqual(created.body.data.translations, {
    nl: { subject: 'Hallo', body: '<p>Hallo</p>' },
  });

  const { id } = created.body.data;
  const updated = await update({
    id,
    name: 'Versions',
    subject: 'Hello',
    body: '<p>Hello</p>',
    translations: { fr: { subject: 'Bonjour', body: '<p>Bonjour</p>' } },
  });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.deepEqual(updated.body.data.translations, {
    fr: { subject: 'Bonjour', body: '<p>Bonjour</p>' },
  });

  const withoutVersions = await update({
    id,
    name: 'Versions',
    subject: 'Hello',
    body: '<p>Hi</p>',
  });
  assert.equal(withoutVersions.status, 200);
  assert.deepEqual((await read(id)).body.data.translations, {});
});

test('a bad version is refused and nothing changes', async () => {
  const created = await create({
    name: 'Guarded',
    subject: 'Hello',
    body: '<p>Hello</p>',
    translations: { nl: { subject: 'Hallo', body: '<p>Hallo</p>' } },
  });
  assert.equal(created.status, 200);
  const { id } = created.body.data;
  const before = (await read(id)).body.data;

  const refusals: [unknown, string][] = [
    [{ nl: { subject: '', body: '<p>Zonder onderwerp</p>' } }, 'Email subject is required.'],
    [{ fr: { subject: 'Sans corps', body: ' ' } }, 'Template body is required.'],
    [{ nl: { subject: 'x'.repeat(201), body: '<p>Te lang</p>' } }, ''],
    [{ de: { subject: 'Hallo', body: '<p>Hallo</p>' } }, ''],
    [{ nl: { subject: 'Hallo', body: '<p>Hallo</p>', extra: 1 } }, ''],
    [{ nl: 'Hallo' }, ''],
  ];
  for (const [translations, message] of refusals) {
    const answer = await update({
      id,
      name: 'Guarded',
      subject: 'Changed',
      body: '<p>Changed</p>',
      translations,
    });
    assert.equal(answer.status, 400, JSON.stringify(translations));
    if (message) assert.equal(answer.body.errorMessage, message);
  }
  const refusedCreate = await create({
    name: 'Never',
    subject: 'S',
    body: '<p>B</p>',
    translations: { fr: { subject: 'Objet', body: '' } },
  });
  assert.equal(refusedCreate.status, 400);
  assert.deepEqual((await read(id)).body.data, before);
  assert.equal(await stored('Never'), undefined);
});

test('the built-in templates are seeded with their Dutch and French versions', async () => {
  for (const name of Object.values(MAIL_TEMPLATES)) {
    const row = await stored(name);
    assert.deepEqual(row?.translations, DEFAULT_TEMPLATE_TRANSLATIONS[name], name);
    for (const language of ['nl', 'fr'] as const) {
      const version = DEFAULT_TEMPLATE_TRANSLATIONS[name][language];
      // The same placeholders as the English, so every value still finds its place.
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      assert.deepEqual(
        placeholders(version.subject + version.body),
        placeholders(DEFAULT_TEMPLATES[name].subject + DEFAULT_TEMPLATES[name].body),
        `${name} (${language})`,
      );
    }
  }
  await enqueueTemplatedMail(app.db, {
    to: 'code@example.be',
    templateName: MAIL_TEMPLATES.passwordReset,
    values: { FirstName: 'Camille', Code: 'ABCD-EFGH-JKMN', ExpiresInMinutes: 15 },
    language: 'fr',
  });
  const mail = await lastMailTo(app, 'code@example.be');
  assert.equal(mail.subject, 'Votre code de réinitialisation du mot de passe 18xx Belgium');
  assert.match(mail.text, /Bonjour Camille,/);
  assert.match(mail.text, /ABCD-EFGH-JKMN/);
  assert.match(mail.text, /expire dans 15 minutes/);
});

test('a deleted built-in template falls back to its built-in version in the language', async () => {
  await app.db
    .delete(emailTemplates)
    .where(eq(emailTemplates.name, MAIL_TEMPLATES.accountApproved));
  await enqueueTemplatedMail(app.db, {
    to: 'fallback@example.be',
    templateName: MAIL_TEMPLATES.accountApproved,
    values: { FirstName: 'Jan', Link: 'https://18xx.be/dashboard' },
    language: 'nl',
  });
  const mail = await lastMailTo(app, 'fallback@example.be');
  assert.equal(mail.subject, 'Je account bij 18xx Belgium is goedgekeurd');
});

test('at start-up, built-in templates without versions get them; an organiser’s stay', async () => {
  // As a database from before there were versions: none anywhere.
  await app.db.update(emailTemplates).set({ translations: {} });
  const organisers = { nl: { subject: 'Onze eigen woorden', body: '<p>Zelf geschreven</p>' } };
  await app.db
    .update(emailTemplates)
    .set({ translations: organisers })
    .where(eq(emailTemplates.name, MAIL_TEMPLATES.newMessage));
  const rewritten = { subject: 'Welcome aboard', body: '<p>Our own words</p>' };
  await app.db
    .update(emailTemplates)
    .set(rewritten)
    .where(eq(emailTemplates.name, MAIL_TEMPLATES.registrationConfirmation));

  const restarted = await startAppOn(database);
  const storedNow = async (name: string) => {
    const [row] = await restarted.app.db
      .select({ translations: emailTemplates.translations })
      .from(emailTemplates)
      .where(eq(emailTemplates.name, name));
    return row?.translations;
  };
  assert.deepEqual(
    await storedNow(MAIL_TEMPLATES.passwordReset),
    DEFAULT_TEMPLATE_TRANSLATIONS['Password Reset'],
  );
  // The deleted one is back, with its versions.
  assert.deepEqual(
    await storedNow(MAIL_TEMPLATES.accountApproved),
    DEFAULT_TEMPLATE_TRANSLATIONS['Account Approved'],
  );
  assert.deepEqual(await storedNow(MAIL_TEMPLATES.newMessage), organisers);
  // Versions of the built-in text would not say what the organiser's English says.
  assert.deepEqual(await storedNow(MAIL_TEMPLATES.registrationConfirmation), {});
});
