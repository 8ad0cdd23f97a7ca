import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isInvoiceTitle, type InvoiceMeta, type SentMessage } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { invoices, messages, registrations, users } from '../src/db/schema';
import { call as accountCall, signUp, signUpPayload, type EnvelopeBody } from './support/accounts';
import { calendarEvents } from './support/calendar-events';
import { mailsTo } from './support/mail';
import { call, insertRegistration } from './support/messaging';
import { pdfText } from './support/pdf-text';
import {
  createConvention,
  registrationPayload,
  signedInUser,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const envelope = (response: { json: () => unknown }) => response.json() as EnvelopeBody;

const putMe = (token: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/User/me',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
const getMe = (token: string) => accountCall(app, 'GET', '/api/User/me', { token });
const languageOf = async (id: string) =>
  (await app.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
    ?.language;

// Pdf.js and mail clients read the Belgian amounts' no-break spaces as spaces.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('the language switch stores the language alone, and the profile keeps its details', async () => {
  const member = await signedInUser(app, 'lien@18xx.be');
  const before = await getMe(member.token);
  assert.equal(before.statusCode, 200, before.body);
  assert.equal((envelope(before).data as { language: string }).language, 'en');

  const chosen = await putMe(member.token, { language: 'nl' });
  assert.equal(chosen.statusCode, 200, chosen.body);
  const after = envelope(await getMe(member.token)).data as Record<string, unknown>;
  assert.equal(after.language, 'nl');
  assert.equal(after.email, 'lien@18xx.be');
  assert.equal(after.firstName, (envelope(before).data as Record<string, unknown>).firstName);

  // Beside the profile's details, and the details keep their own messages.
  const both = await putMe(member.token, {
    firstName: 'Lien',
    lastName: 'Claes',
    yearOfBirth: 1988,
    nationality: 'Belgian',
    language: 'fr',
  });
  assert.equal(both.statusCode, 200, both.body);
  assert.equal((envelope(both).data as { language: string }).language, 'fr');
  const blank = await putMe(member.token, { firstName: '', lastName: 'Claes', language: 'nl' });
  assert.equal(blank.statusCode, 400);
  assert.equal(envelope(blank).errorMessage, 'First Name is required.');
  assert.equal(await languageOf(member.id), 'fr');
});

test('an account awaiting approval chooses its language, not yet its details', async () => {
  const waiting = await signedInUser(app, 'joke@18xx.be', ['REGISTERED']);
  assert.equal((await putMe(waiting.token, { language: 'fr' })).statusCode, 200);
  assert.equal((envelope(await getMe(waiting.token)).data as { language: string }).language, 'fr');
  const details = await putMe(waiting.token, {
    firstName: 'Joke',
    lastName: 'Wouters',
    yearOfBirth: null,
    nationality: null,
  });
  assert.equal(details.statusCode, 403);
  assert.equal(await languageOf(waiting.id), 'fr');
});

test('the data export names the language', async () => {
  const member = await signedInUser(app, 'kobe@18xx.be');
  await putMe(member.token, { language: 'nl' });
  const exported = await accountCall(app, 'GET', '/api/User/me/export', { token: member.token });
  assert.equal(exported.statusCode, 200, exported.body);
  const data = envelope(exported).data as { account: { language: string } };
  assert.equal(data.account.language, 'nl');
});

test('a language the site does not speak is refused, and nothing changes', async () => {
  const member = await signedInUser(app, 'mats@18xx.be');
  await putMe(member.token, { language: 'nl' });
  const [before] = await app.db.select().from(users).where(eq(users.id, member.id));
  for (const language of ['de', 'NL', '', 7, null]) {
    const refused = await putMe(member.token, { language });
    assert.equal(refused.statusCode, 400, JSON.stringify(language));
    assert.equal(
      envelope(refused).errorMessage,
      'Language must be en (English), nl (Nederlands) or fr (Français).',
    );
  }
  const [after] = await app.db.select().from(users).where(eq(users.id, member.id));
  assert.deepEqual(after, before);
});

test("sign-up stores the browser's language, or the one the page was shown in", async () => {
  const byHeader = await app.inject({
    method: 'POST',
    url: '/api/Auth/register',
    headers: { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' },
    payload: signUpPayload('amelie@example.be'),
  });
  assert.equal(byHeader.statusCode, 200, byHeader.body);
  const [amelie] = await app.db.select().from(users).where(eq(users.email, 'amelie@example.be'));
  assert.equal(amelie?.language, 'fr');

  assert.equal(
    (await signUp(app, signUpPayload('noor@example.be', { language: 'nl' }))).statusCode,
    200,
  );
  const [noor] = await app.db.select().from(users).where(eq(users.email, 'noor@example.be'));
  assert.equal(noor?.language, 'nl');

  assert.equal((await signUp(app, signUpPayload('john@example.be'))).statusCode, 200);
  const [john] = await app.db.select().from(users).where(eq(users.email, 'john@example.be'));
  assert.equal(john?.language, 'en', 'no header, no choice: English');
});

// An invoice for a Dutch member and one for a French member.
const convention = await createConvention(app.db);
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
assert.equal(
  (
    await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
      ...meta,
      beneficiaryName: '18xx Belgium',
      iban: 'BE68 5390 0754 7034',
    })
  ).status,
  200,
);
const invoicedMember = async (email: string, firstName: string, language: 'nl' | 'fr') => {
  const member = await signedInUser(app, email);
  await app.db.update(users).set({ language }).where(eq(users.id, member.id));
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName,
    lastName: 'Peeters',
    email,
    parking: true,
    licensePlate: '1-ABC-123',
  });
  const sent = await call<SentMessage>(
    app,
    adminToken,
    'POST',
    `/api/Inbox/admin/invoice/send/${member.id}`,
  );
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const [invoice] = await app.db
    .select()
    .from(invoices)
    .where(eq(invoices.recipientUserId, member.id));
  assert.ok(invoice);
  const [message] = await app.db
    .select({ title: messages.title })
    .from(messages)
    .where(eq(messages.id, sent.body.data!.noteId));
  assert.ok(message);
  return { ...member, invoice, title: message.title };
};

test("a Dutch member's invoice PDF has Dutch texts and Belgian amounts", async () => {
  const wout = await invoicedMember('wout@18xx.be', 'Wout', 'nl');
  const answer = await app.inject({
    method: 'GET',
    url: `/api/Invoice/${wout.invoice.id}/pdf`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(answer.statusCode, 200);
  const text = spaced((await pdfText(answer.rawPayload)).join('\n'));
  for (const words of [
    `Factuur ${wout.invoice.number}`,
    'Gefactureerd aan',
    'Omschrijving',
    'Bedrag',
    'Totaal',
    'Betaling',
    'Begunstigde: 18xx Belgium',
    'Gestructureerde mededeling: +++',
    '€ 15,00',
    '€ 90,00',
    'Scan met je bankapp om te betalen (EPC-QR-code).',
  ]) {
    assert.ok(text.includes(words), `${words} in:\n${text}`);
  }
  assert.match(text, /Betaal € 90,00 uiterlijk op \d\d\/\d\d\/\d{4} \(vervaldatum\)/);
  // The lines and the inbox title are Dutch too; the inbox still knows the message for an invoice.
  assert.match(text, /Inschrijvingsgeld (voorjaars|winter)conventie: Wout Peeters/);
  assert.ok(text.includes('Parking: Wout Peeters (1-ABC-123)'), text);
  assert.equal(wout.title, `Factuur inschrijving — ${convention.name}`);
  assert.ok(isInvoiceTitle(wout.title));
  for (const english of [
    'Billed to',
    'Description',
    'Structured communication',
    '€90.00',
    'convention fee',
  ]) {
    assert.ok(!text.includes(english), `${english} in:\n${text}`);
  }
});

test('the invoice mail of a French member is in French', async () => {
  const claire = await invoicedMember('claire@18xx.be', 'Claire', 'fr');
  const [mail] = await mailsTo(app, 'claire@18xx.be');
  assert.ok(mail);
  assert.equal(mail.subject, `Votre facture pour ${convention.name}`);
  const text = spaced(mail.text);
  assert.match(text, /Bonjour claire,/);
  assert.match(text, new RegExp(`Votre facture ${claire.invoice.number} pour .* \\(90,00 €\\)`));
  assert.match(text, /au plus tard le \d\d\/\d\d\/\d{4}/);
  assert.match(text, /Code QR pour payer : http/);
  assert.ok(!/Dear|Please pay/.test(text), text);
  assert.equal(claire.title, `Facture d’inscription — ${convention.name}`);
  assert.ok(isInvoiceTitle(claire.title));
  assert.match(
    (claire.invoice.lines as { description: string }[])[0]!.description,
    /^Frais d’inscription à la convention (de printemps|d’hiver) : Claire Peeters$/,
  );
});

test('the calendar feed of a Dutch member is in Dutch, as a second reader parses it', async () => {
  const sanne = await signedInUser(app, 'sanne@18xx.be');
  assert.equal((await putMe(sanne.token, { language: 'nl' })).statusCode, 200);
  const registered = await accountCall(app, 'POST', '/api/Registration', {
    token: sanne.token,
    payload: registrationPayload(convention, sanne.email, {
      sessions: convention.sessionIds.slice(0, 1).map((id) => ({ id })),
    }),
  });
  assert.equal(registered.statusCode, 200, registered.body);
  const feed = await accountCall(app, 'POST', '/api/User/me/calendar-token', {
    token: sanne.token,
  });
  const { url } = envelope(feed).data as { url: string };
  const answer = await app.inject({ method: 'GET', url: new URL(url).pathname });
  assert.equal(answer.statusCode, 200);
  const events = calendarEvents(answer.body);
  const whole = events.find((event) => event.summary === convention.name);
  assert.equal(
    whole?.description,
    'Je bent ingeschreven. Je sessies staan in deze kalender; de uren zijn Brusselse tijd.',
  );
  const session = events.find((event) => event.summary !== convention.name);
  assert.equal(session?.description, 'Een sessie waarvoor je bent ingeschreven.');
  assert.match(answer.body, /X-WR-CALNAME:18xx Belgium-conventies/);
});

test("each badge's own words are in its attendee's language", async () => {
  const fien = await signedInUser(app, 'fien@18xx.be');
  await app.db.update(users).set({ language: 'nl' }).where(eq(users.id, fien.id));
  const id = await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: fien.id,
    firstName: 'Fien',
    lastName: 'Aerts',
    email: fien.email,
  });
  await app.db.update(registrations).set({ bringGames: '1830' }).where(eq(registrations.id, id));
  const answer = await app.inject({
    method: 'GET',
    url: `/api/Registration/admin/badges?conventionId=${convention.id}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(answer.statusCode, 200);
  const text = (await pdfText(answer.rawPayload)).join('\n');
  assert.ok(text.includes('Brengt mee: 1830'), text);
  assert.ok(!text.includes('Brings:'), text);
});

test("the check-in list's own words are in the language of the organiser who prints it", async () => {
  const gust = await signedInUser(app, 'gust@18xx.be');
  const id = await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: gust.id,
    firstName: 'Gust',
    lastName: 'Baert',
    email: gust.email,
  });
  await app.db.update(registrations).set({ dietary: 'vegan' }).where(eq(registrations.id, id));
  const [admin] = await app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  const listIn = async (language: 'en' | 'nl' | 'fr') => {
    await app.db.update(users).set({ language }).where(eq(users.id, admin!.id));
    const answer = await app.inject({
      method: 'GET',
      url: `/api/Registration/admin/checkin-list?conventionId=${convention.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    assert.equal(answer.statusCode, 200);
    return (await pdfText(answer.rawPayload)).join('\n');
  };
  try {
    const dutch = await listIn('nl');
    for (const part of [
      'Aanmeldlijst: Spring Convention 2031',
      'X = ingeschreven, in = aangemeld',
      'vr avond = Friday Evening (30/05/2031, 19:00)',
      'Ingeschreven door',
      'Handtekening',
      'Geen factuur',
      'Diëten: Veganistisch: 1',
      'Dieet: Veganistisch',
      'pagina 1 van 1',
    ]) {
      assert.ok(dutch.includes(part), `${part} in:\n${dutch}`);
    }
    assert.ok(!/Check-in list|Registered by|Not invoiced|attendees/.test(dutch), dutch);

    const french = await listIn('fr');
    for (const part of [
      'Liste d’accueil : Spring Convention 2031',
      'ven. soir = Friday Evening (30/05/2031 19:00)',
      'Inscrit par',
      'Pas de facture',
      'Régimes : Végan: 1',
      'page 1 sur 1',
    ]) {
      assert.ok(french.includes(part), `${part} in:\n${french}`);
    }

    const english = await listIn('en');
    for (const part of [
      'Check-in list: Spring Convention 2031',
      'Fri eve = Friday Evening (30/05/2031, 19:00)',
      'Not invoiced',
      'Diets: Vegan: 1',
      'page 1 of 1',
    ]) {
      assert.ok(english.includes(part), `${part} in:\n${english}`);
    }
  } finally {
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, admin!.id));
  }
});
