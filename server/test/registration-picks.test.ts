import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import {
  REGISTRATION_PICK_MESSAGES,
  registrationFormValues,
  type AccountExport,
  type AdminRegistration,
  type CatalogueGame,
  type MyRegistrations,
  type PlayPartner,
  type Registration,
  type RegistrationExport,
  type RegistrationInput,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import {
  conventions,
  registrationGames,
  registrationPlayPartners,
  registrations,
} from '../src/db/schema';
import { call } from './support/messaging';
import { parseCsv } from './support/parse-csv';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type ConventionFixture,
  type Member,
} from './support/registration-fixtures';
import { snapshot } from './support/route-matrix';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

// The registration form's pickers: games from the catalogue (a copy per entry brought), and
// people to play with among the attendees who agreed to be listed.

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const catalogue = (await call<CatalogueGame[]>(app, adminToken, 'GET', '/api/Games')).body.data;
const gameId = (title: string) => {
  const game = catalogue.find((g) => g.title === title);
  assert.ok(game, title);
  return game.id;
};
const [g1830, g1889, g18Chesapeake] = ['1830', '1889', '18Chesapeake'].map(gameId) as [
  string,
  string,
  string,
];

/** Each test its own active convention (one is active at a time). */
const activeConvention = async (name: string) => {
  await app.db.update(conventions).set({ isActive: false });
  return createConvention(app.db, { name });
};

let people = 0;
const member = (name: string) => signedInUser(app, `${name}.${++people}@18xx.be`);

const register = (
  who: Member,
  convention: ConventionFixture,
  first: string,
  overrides: Partial<RegistrationInput> = {},
) =>
  call<Registration>(
    app,
    who.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, who.email, { attendeeFirstName: first, ...overrides }),
  );

const registered = async (...args: Parameters<typeof register>) => {
  const answer = await register(...args);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

const partnersOf = async (who: Member, conventionId: number) => {
  const answer = await call<PlayPartner[]>(
    app,
    who.token,
    'GET',
    `/api/Registration/play-partners?conventionId=${conventionId}`,
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

const mine = async (who: Member) =>
  (await call<MyRegistrations>(app, who.token, 'GET', '/api/Registration/my')).body.data
    .registrations[0]!;

const edit = (who: Member, registration: Registration, changes: Partial<RegistrationInput>) =>
  call<AdminRegistration>(app, who.token, 'PUT', `/api/Registration/${registration.id}`, {
    ...registrationFormValues(registration),
    ...changes,
  });

const PICK_TABLES = [registrations, registrationGames, registrationPlayPartners];

const expectRefused = async (
  answer: Promise<{ status: number; body: { errorMessage: string | null } }>,
  message: string,
) => {
  const before = await snapshot(app, PICK_TABLES);
  const { status, body } = await answer;
  assert.equal(status, 400, JSON.stringify(body));
  assert.equal(body.errorMessage, message);
  assert.deepEqual(await snapshot(app, PICK_TABLES), before, 'nothing was written');
};

test('a member picks games (two copies of one) and listed attendees; the answer and /my read them back', async () => {
  const convention = await activeConvention('Picks Convention 2031');
  const bob = await member('bob');
  const bobReg = await registered(bob, convention, 'Bob', { listedAsPlayPartner: true });
  assert.equal(bobReg.listedAsPlayPartner, true);

  const ann = await member('ann');
  const created = await registered(ann, convention, 'Ann', {
    bringGameIds: [g1889, g1830, g1830],
    wantGameIds: [g18Chesapeake, g1830, g1830],
    playWithRegistrationIds: [bobReg.id],
  });
  // By title; the copies stay two, a wish is once.
  assert.deepEqual(created.bringGameIds, [g1830, g1830, g1889]);
  assert.deepEqual(created.wantGameIds, [g1830, g18Chesapeake]);
  assert.deepEqual(created.playWithRegistrationIds, [bobReg.id]);
  assert.equal(created.listedAsPlayPartner, false, 'not listed unless agreed');

  const read = await mine(ann);
  assert.deepEqual(read.bringGameIds, created.bringGameIds);
  assert.deepEqual(read.wantGameIds, created.wantGameIds);
  assert.deepEqual(read.playWithRegistrationIds, created.playWithRegistrationIds);
  assert.equal(read.bringGames, '1830', 'the free text stays as written');

  const [row] = await app.db
    .select()
    .from(registrationGames)
    .where(eq(registrationGames.gameId, g1830));
  assert.equal(row?.copiesBrought, 2);
  assert.equal(row?.wantsToPlay, true);
});

test('a registration without picks reads empty lists and is not listed', async () => {
  const convention = await activeConvention('No Picks Convention 2031');
  const cleo = await member('cleo');
  // The payload of a client that knows nothing of the pickers.
  const payload = registrationPayload(convention, cleo.email);
  assert.ok(!('bringGameIds' in payload) && !('listedAsPlayPartner' in payload));
  const answer = await call<Registration>(app, cleo.token, 'POST', '/api/Registration', payload);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const read = await mine(cleo);
  assert.deepEqual(
    [read.bringGameIds, read.wantGameIds, read.playWithRegistrationIds, read.listedAsPlayPartner],
    [[], [], [], false],
  );
});

test('members read the listed attendees of a convention by name only: not the unlisted, the cancelled or other conventions', async () => {
  const other = await activeConvention('Other Listing Convention 2031');
  const elsewhere = await member('elsewhere');
  await registered(elsewhere, other, 'Elsewhere', { listedAsPlayPartner: true });

  const convention = await activeConvention('Listing Convention 2031');
  const dora = await member('dora');
  const doraReg = await registered(dora, convention, 'Dora', { listedAsPlayPartner: true });
  const emil = await member('emil');
  await registered(emil, convention, 'Emil', { listedAsPlayPartner: false });
  const finn = await member('finn');
  const finnReg = await registered(finn, convention, 'Finn', { listedAsPlayPartner: true });
  assert.equal(
    (await call(app, finn.token, 'POST', `/api/Registration/${finnReg.id}/cancel`)).status,
    200,
  );

  const viewer = await member('viewer');
  const listed = await partnersOf(viewer, convention.id);
  assert.deepEqual(listed, [{ registrationId: doraReg.id, name: 'Dora Peeters' }]);
  assert.ok(!JSON.stringify(listed).includes('@'), 'no email');
  assert.deepEqual(await partnersOf(viewer, 999_999), []);

  const refused = await call(app, viewer.token, 'GET', '/api/Registration/play-partners');
  assert.equal(refused.status, 400);
});

test('unknown games and attendees who are not listed are refused with a message, and nothing is written', async () => {
  const other = await activeConvention('Other Refusal Convention 2031');
  const stranger = await member('stranger');
  const strangerReg = await registered(stranger, other, 'Stranger', { listedAsPlayPartner: true });

  const convention = await activeConvention('Refusal Convention 2031');
  const gus = await member('gus');
  const gusReg = await registered(gus, convention, 'Gus', { listedAsPlayPartner: false });
  const hal = await member('hal');
  const halReg = await registered(hal, convention, 'Hal', { listedAsPlayPartner: true });
  await call(app, hal.token, 'POST', `/api/Registration/${halReg.id}/cancel`);

  const ida = await member('ida');
  const refusals: [Partial<RegistrationInput>, string][] = [
    [{ bringGameIds: [randomUUID()] }, REGISTRATION_PICK_MESSAGES.gameNotInCatalogue],
    [{ wantGameIds: [g1830, randomUUID()] }, REGISTRATION_PICK_MESSAGES.gameNotInCatalogue],
    [{ playWithRegistrationIds: [gusReg.id] }, REGISTRATION_PICK_MESSAGES.partnerNotListed],
    [{ playWithRegistrationIds: [halReg.id] }, REGISTRATION_PICK_MESSAGES.partnerNotListed],
    [{ playWithRegistrationIds: [strangerReg.id] }, REGISTRATION_PICK_MESSAGES.partnerNotListed],
    [{ playWithRegistrationIds: [randomUUID()] }, REGISTRATION_PICK_MESSAGES.partnerNotListed],
    [
      { bringGameIds: Array.from({ length: 31 }, () => g1830) },
      REGISTRATION_PICK_MESSAGES.tooManyGames,
    ],
  ];
  for (const [overrides, message] of refusals) {
    await expectRefused(register(ida, convention, 'Ida', overrides), message);
  }
  const id = randomUUID();
  await expectRefused(
    register(ida, convention, 'Ida', { id, playWithRegistrationIds: [id] }),
    REGISTRATION_PICK_MESSAGES.playWithSelf,
  );
});

test('an edit replaces the picks; a refused edit changes nothing; nobody picks themselves', async () => {
  const convention = await activeConvention('Edit Picks Convention 2031');
  const jan = await member('jan');
  const janReg = await registered(jan, convention, 'Jan', { listedAsPlayPartner: true });
  const kim = await member('kim');
  const kimReg = await registered(kim, convention, 'Kim', {
    bringGameIds: [g1830],
    listedAsPlayPartner: true,
  });

  const changed = await edit(kim, kimReg, {
    bringGameIds: [g1889, g1889],
    wantGameIds: [g1830],
    playWithRegistrationIds: [janReg.id],
  });
  assert.equal(changed.status, 200, JSON.stringify(changed.body));
  const read = await mine(kim);
  assert.deepEqual(read.bringGameIds, [g1889, g1889]);
  assert.deepEqual(read.wantGameIds, [g1830]);
  assert.deepEqual(read.playWithRegistrationIds, [janReg.id]);

  await expectRefused(
    edit(kim, read, { playWithRegistrationIds: [kimReg.id] }),
    REGISTRATION_PICK_MESSAGES.playWithSelf,
  );
  await expectRefused(
    edit(kim, read, { bringGameIds: [], wantGameIds: [randomUUID()] }),
    REGISTRATION_PICK_MESSAGES.gameNotInCatalogue,
  );

  // An organiser's correction with the admin form keeps what the member picked.
  const corrected = await call<AdminRegistration>(
    app,
    adminToken,
    'PUT',
    '/api/Registration/admin/update',
    { ...registrationFormValues(read), additionalInfo: 'Vegetarian' },
  );
  assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
  assert.deepEqual(corrected.body.data.bringGameIds, [g1889, g1889]);
  assert.deepEqual(corrected.body.data.playWithRegistrationIds, [janReg.id]);
});

test("withdrawing the consent or cancelling takes an attendee out of the others' picks", async () => {
  const convention = await activeConvention('Consent Convention 2031');
  const lea = await member('lea');
  const leaReg = await registered(lea, convention, 'Lea', { listedAsPlayPartner: true });
  const max = await member('max');
  const maxReg = await registered(max, convention, 'Max', { listedAsPlayPartner: true });
  const noa = await member('noa');
  await registered(noa, convention, 'Noa', {
    playWithRegistrationIds: [leaReg.id, maxReg.id],
  });
  assert.deepEqual((await mine(noa)).playWithRegistrationIds, [leaReg.id, maxReg.id]);

  const unlisted = await edit(lea, leaReg, { listedAsPlayPartner: false });
  assert.equal(unlisted.status, 200, JSON.stringify(unlisted.body));
  assert.equal(unlisted.body.data.listedAsPlayPartner, false);
  assert.deepEqual((await mine(noa)).playWithRegistrationIds, [maxReg.id]);
  // Agreeing again does not bring back a pick that was taken away.
  assert.equal((await edit(lea, leaReg, { listedAsPlayPartner: true })).status, 200);
  assert.deepEqual((await mine(noa)).playWithRegistrationIds, [maxReg.id]);

  await call(app, max.token, 'POST', `/api/Registration/${maxReg.id}/cancel`);
  assert.deepEqual((await mine(noa)).playWithRegistrationIds, []);
});

test('a game deleted from the catalogue is taken out of the picks', async () => {
  const convention = await activeConvention('Deleted Game Convention 2031');
  const game = {
    id: randomUUID(),
    title: 'Short-lived 18xx',
    minPlayers: 3,
    maxPlayers: 5,
    minutes: 180,
  };
  assert.equal((await call(app, adminToken, 'POST', '/api/Games', game)).status, 200);
  const olga = await member('olga');
  await registered(olga, convention, 'Olga', {
    bringGameIds: [game.id, g1830],
    wantGameIds: [game.id],
  });
  assert.equal((await call(app, adminToken, 'DELETE', `/api/Games/${game.id}`)).status, 200);
  const read = await mine(olga);
  assert.deepEqual(read.bringGameIds, [g1830]);
  assert.deepEqual(read.wantGameIds, []);
  // The form sends back what it read: the edit goes through.
  assert.equal((await edit(olga, read, {})).status, 200);
});

/** The active convention's CSV export, a record per attendee by first name. */
const csvRows = async () => {
  const answer = await call<RegistrationExport>(
    app,
    adminToken,
    'GET',
    '/api/Registration/admin/export-registrations',
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [headers, ...records] = parseCsv(
    Buffer.from(answer.body.data.data, 'base64').toString('utf8').slice(1),
  );
  return new Map(
    records.map((cells) => {
      const row = Object.fromEntries(headers!.map((header, i) => [header, cells[i]!]));
      return [row['First Name']!, row];
    }),
  );
};

const exportOf = async (who: Member) => {
  const answer = await call<AccountExport>(app, who.token, 'GET', '/api/User/me/export');
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

test('the answers, the CSV export and the data export name the picks: copies, titles, partners by name only', async () => {
  const convention = await activeConvention('Named Picks Convention 2031');
  const pam = await member('pam');
  const pamReg = await registered(pam, convention, 'Pam', { listedAsPlayPartner: true });
  const quinn = await member('quinn');
  const quinnReg = await registered(quinn, convention, 'Quinn', { listedAsPlayPartner: true });
  const rob = await member('rob');
  const created = await registered(rob, convention, 'Rob', {
    bringGameIds: [g1889, g1830, g1830],
    wantGameIds: [g18Chesapeake],
    playWithRegistrationIds: [quinnReg.id, pamReg.id],
    bringGames: 'My own prototype',
  });
  const named = (r: Registration) => ({
    broughtGames: r.broughtGames,
    wantedGames: r.wantedGames,
    playPartners: r.playPartners,
  });
  const expected = {
    broughtGames: [
      { id: g1830, title: '1830' },
      { id: g1830, title: '1830' },
      { id: g1889, title: '1889' },
    ],
    wantedGames: [{ id: g18Chesapeake, title: '18Chesapeake' }],
    playPartners: [
      { registrationId: pamReg.id, name: 'Pam Peeters' },
      { registrationId: quinnReg.id, name: 'Quinn Peeters' },
    ],
  };
  assert.deepEqual(named(created), expected, 'the answer to the registration');
  assert.deepEqual(named(await mine(rob)), expected, 'My Registrations');
  const listed = await call<AdminRegistration[]>(
    app,
    adminToken,
    'GET',
    '/api/Registration/admin/active-convention-registrations',
  );
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  const robListed = listed.body.data.find((r) => r.id === created.id);
  assert.deepEqual(robListed && named(robListed), expected, 'the admin list');

  const rows = await csvRows();
  const robRow = rows.get('Rob')!;
  assert.equal(robRow['Catalogue Games to Bring'], '1830; 1830 (copy 2); 1889');
  assert.equal(robRow['Games to Bring'], 'My own prototype', 'the free text stays as written');
  assert.equal(robRow['Catalogue Games to Play'], '18Chesapeake');
  assert.equal(robRow['Listed People to Play With'], 'Pam Peeters; Quinn Peeters');
  assert.equal(robRow['May Be Picked to Play With'], 'No');
  assert.equal(rows.get('Pam')!['May Be Picked to Play With'], 'Yes');
  assert.equal(rows.get('Pam')!['Listed People to Play With'], '');

  const exported = await exportOf(rob);
  const [robExported] = exported.registrations;
  assert.deepEqual(
    {
      broughtGames: robExported?.broughtGames,
      wantedGames: robExported?.wantedGames,
      playPartners: robExported?.playPartners,
      bringGames: robExported?.bringGames,
    },
    {
      broughtGames: ['1830', '1830 (copy 2)', '1889'],
      wantedGames: ['18Chesapeake'],
      playPartners: ['Pam Peeters', 'Quinn Peeters'],
      bringGames: 'My own prototype',
    },
  );
  const text = JSON.stringify(exported);
  for (const other of [pam, quinn]) assert.ok(!text.includes(other.email), 'no email of others');

  // Who withdraws is named nowhere any more.
  assert.equal((await edit(quinn, quinnReg, { listedAsPlayPartner: false })).status, 200);
  assert.deepEqual((await mine(rob)).playPartners, [expected.playPartners[0]]);
  assert.equal((await csvRows()).get('Rob')!['Listed People to Play With'], 'Pam Peeters');
  assert.deepEqual((await exportOf(rob)).registrations[0]?.playPartners, ['Pam Peeters']);
});
