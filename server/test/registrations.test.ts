import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MyRegistrations, Registration, RegistrationInput } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { conventions, featuredGames, mailOutbox, registrations } from '../src/db/schema';
import { grantRoles } from '../src/contexts/accounts/users/grant-roles';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import {
  bearer,
  createConvention,
  registrationPayload,
  signedInUser,
  type Answer,
} from './support/registration-fixtures';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const convention = await createConvention(app.db);
const otherConvention = await createConvention(app.db, { name: 'Winter 2030', isActive: false });

const register = (token: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url: '/api/Registration', headers: bearer(token), payload });

const get = (url: string, token: string | undefined) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

const expectRefused = async (
  response: Awaited<ReturnType<typeof register>>,
  status: number,
  message: string,
) => {
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { result: 1, errorMessage: message, data: null });
};

/** Runs with the active convention's registration closed, then opens it again. */
const whileClosed = async (work: () => Promise<void>) => {
  await app.db
    .update(conventions)
    .set({ registrationOpen: false })
    .where(eq(conventions.id, convention.id));
  try {
    await work();
  } finally {
    await app.db
      .update(conventions)
      .set({ registrationOpen: true })
      .where(eq(conventions.id, convention.id));
  }
};

test('an approved member registers themselves; the server sets who registered', async () => {
  const member = await signedInUser(app, 'ann@18xx.be');
  const payload = registrationPayload(convention, 'ANN@18xx.be', { mindNewPlayers: true });
  const response = await register(member.token, payload);
  assert.equal(response.statusCode, 200, response.body);
  const { data } = response.json<Answer<Registration>>();
  assert.equal(data.id, payload.id);
  assert.equal(data.userId, member.id);
  assert.deepEqual(data.registeredBy, { userId: member.id, firstName: 'ann', lastName: 'Tester' });
  assert.equal(data.registerDifferentPerson, false);
  // Friday before Saturday, whatever the order of insertion.
  assert.deepEqual(
    data.sessions.map((s) => s.name),
    ['Friday Evening', 'Saturday Day'],
  );
  assert.deepEqual(data.featuredGameIds, [convention.gameIds[0]]);
  assert.equal(data.mindNewPlayers, true, 'stored as sent');
  assert.equal(data.licensePlate, '1-ABC-123');
  assert.ok(!('email' in data.registeredBy), 'members do not see the admin-only fields');
});

test('registeredBy and the owning user can never come from the payload', async () => {
  const member = await signedInUser(app, 'bert@18xx.be');
  const payload = { ...registrationPayload(convention, 'bert@18xx.be'), registeredBy: 'x' };
  await expectRefused(await register(member.token, payload), 400, 'Unknown field: registeredBy.');
  const withUser = { ...registrationPayload(convention, 'bert@18xx.be'), userId: 'x' };
  await expectRefused(await register(member.token, withUser), 400, 'Unknown field: userId.');
});

test('experience Expert (4), which no form offers, is refused as the form refuses it', async () => {
  const member = await signedInUser(app, 'expert@18xx.be');
  const payload = registrationPayload(convention, member.email, { experienceLevel: 4 });
  await expectRefused(
    await register(member.token, payload),
    400,
    'Please select your experience level.',
  );
  const stored = await app.db.select().from(registrations).where(eq(registrations.id, payload.id));
  assert.equal(stored.length, 0, 'nothing is stored');
  const offered = registrationPayload(convention, member.email, { experienceLevel: 3 });
  assert.equal((await register(member.token, offered)).statusCode, 200);
});

test('only approved members may register', async () => {
  const payload = registrationPayload(convention, 'nobody@18xx.be');
  await expectRefused(await register(undefined, payload), 401, 'Authentication required.');

  const waiting = await signedInUser(app, 'waiting@18xx.be', ['REGISTERED']);
  await expectRefused(
    await register(waiting.token, registrationPayload(convention, waiting.email)),
    403,
    'You do not have permission to perform this action.',
  );

  const suspended = await signedInUser(app, 'gone@18xx.be');
  await grantRoles(app.db, suspended.id, ['SUSPENDED']);
  await expectRefused(
    await register(suspended.token, registrationPayload(convention, suspended.email)),
    403,
    'Your account has been suspended.',
  );

  const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const response = await register(adminToken, registrationPayload(convention, ADMIN_EMAIL));
  assert.equal(response.statusCode, 200, 'an admin is a member too');
});

test("the form's rules are the server's, with SPEC's messages", async () => {
  const member = await signedInUser(app, 'carla@18xx.be');
  const invalid: RegistrationInput = {
    ...registrationPayload(convention, ''),
    attendeeFirstName: ' ',
    attendeeLastName: '',
    sessions: [],
    experienceLevel: null as unknown as number,
    parking: true,
    licensePlate: '  ',
    termsAccepted: false,
  };
  await expectRefused(
    await register(member.token, invalid),
    400,
    [
      'First Name is required.',
      'Last Name is required.',
      'Email is required.',
      'You must select at least one session to attend.',
      'Please select your experience level.',
      'You must accept the terms and conditions.',
      'License plate is required for parking.',
    ].join('; '),
  );
  const tooYoung = registrationPayload(convention, member.email, {
    attendeeEmail: 'not-an-email',
    attendeeYearOfBirth: new Date().getFullYear() - 5,
  });
  await expectRefused(
    await register(member.token, tooYoung),
    400,
    `Must be a valid email.; Year must be before ${new Date().getFullYear() - 10}.`,
  );
});

test('a non-numeric year of birth becomes null, and a plate without parking is not kept', async () => {
  const member = await signedInUser(app, 'dirk@18xx.be');
  const response = await register(
    member.token,
    registrationPayload(convention, member.email, {
      attendeeYearOfBirth: 'unknown' as unknown as number,
      parking: false,
      licensePlate: '1-XYZ-999',
    }),
  );
  assert.equal(response.statusCode, 200, response.body);
  const { data } = response.json<Answer<Registration>>();
  assert.equal(data.attendeeYearOfBirth, null);
  assert.equal(data.licensePlate, null);
});

test('the convention must be the active one, and open', async () => {
  const member = await signedInUser(app, 'eva@18xx.be');
  await expectRefused(
    await register(member.token, registrationPayload(otherConvention, member.email)),
    400,
    'You can only register for the active convention.',
  );
  await whileClosed(async () =>
    expectRefused(
      await register(member.token, registrationPayload(convention, member.email)),
      400,
      'Registration is currently closed.',
    ),
  );
  await app.db
    .update(conventions)
    .set({ isActive: false })
    .where(eq(conventions.id, convention.id));
  try {
    await expectRefused(
      await register(member.token, registrationPayload(convention, member.email)),
      400,
      'No active convention found.',
    );
  } finally {
    await app.db
      .update(conventions)
      .set({ isActive: true })
      .where(eq(conventions.id, convention.id));
  }
});

test("sessions and special sessions must be the convention's own", async () => {
  const member = await signedInUser(app, 'frank@18xx.be');
  const foreignSession = registrationPayload(convention, member.email, {
    sessions: [{ id: convention.sessionIds[0]! }, { id: otherConvention.sessionIds[0]! }],
  });
  await expectRefused(
    await register(member.token, foreignSession),
    400,
    'One or more chosen sessions are not part of this convention.',
  );
  const foreignGame = registrationPayload(convention, member.email, {
    featuredGameIds: [otherConvention.gameIds[0]!],
  });
  await expectRefused(
    await register(member.token, foreignGame),
    400,
    'One or more chosen special sessions are not part of this convention.',
  );
  const withdrawn = convention.gameIds[1]!;
  await app.db
    .update(featuredGames)
    .set({ isActive: false })
    .where(eq(featuredGames.id, withdrawn));
  try {
    await expectRefused(
      await register(
        member.token,
        registrationPayload(convention, member.email, { featuredGameIds: [withdrawn] }),
      ),
      400,
      'One or more chosen special sessions are not part of this convention.',
    );
  } finally {
    await app.db
      .update(featuredGames)
      .set({ isActive: true })
      .where(eq(featuredGames.id, withdrawn));
  }
});

test('registering someone else needs canRegisterMultiplePlayers, read from the database', async () => {
  const member = await signedInUser(app, 'gina@18xx.be');
  // The flag in the payload is ignored: the attendee's email decides.
  const forOther = registrationPayload(convention, 'guest-of-gina@example.com', {
    registerDifferentPerson: false,
  });
  await expectRefused(
    await register(member.token, forOther),
    403,
    'You are not allowed to register other players.',
  );

  const organiser = await signedInUser(app, 'hans@18xx.be', ['REGISTERED', 'USER'], {
    canRegisterMultiplePlayers: true,
  });
  const response = await register(
    organiser.token,
    registrationPayload(convention, 'guest-of-hans@example.com', { attendeeFirstName: 'Guest' }),
  );
  assert.equal(response.statusCode, 200, response.body);
  const { data } = response.json<Answer<Registration>>();
  assert.equal(data.registerDifferentPerson, true);
  assert.equal(data.userId, organiser.id, 'the registration belongs to the registering member');
  assert.equal(data.registeredBy.userId, organiser.id);
});

test('one registration per attendee email per convention, whatever the case or the id', async () => {
  const member = await signedInUser(app, 'ilse@18xx.be');
  const payload = registrationPayload(convention, member.email);
  assert.equal((await register(member.token, payload)).statusCode, 200);

  const message = 'This attendee is already registered for this convention.';
  await expectRefused(await register(member.token, payload), 409, message);
  await expectRefused(
    await register(member.token, registrationPayload(convention, 'ILSE@18XX.BE')),
    409,
    message,
  );
  const rows = await app.db
    .select()
    .from(registrations)
    .where(eq(registrations.attendeeEmail, member.email));
  assert.equal(rows.length, 1);
});

test('the registering member gets a confirmation mail, queued with the registration', async () => {
  const organiser = await signedInUser(app, 'jan@18xx.be', ['REGISTERED', 'USER'], {
    canRegisterMultiplePlayers: true,
  });
  const payload = registrationPayload(convention, 'friend-of-jan@example.com', {
    attendeeFirstName: 'Karel',
    attendeeLastName: '<b>Bold</b>',
  });
  assert.equal((await register(organiser.token, payload)).statusCode, 200);
  const mails = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, organiser.email));
  assert.equal(mails.length, 1);
  assert.equal(mails[0]!.subject, `Your registration for ${convention.name}`);
  assert.match(mails[0]!.html, /Karel &lt;b&gt;Bold&lt;\/b&gt; is now registered/);
  assert.match(
    mails[0]!.text,
    /Sessions: Friday Evening \(Friday 30\/05\/2031 19:00\), Saturday Day/,
  );

  // A refused registration queues nothing.
  await register(organiser.token, payload);
  const after = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, organiser.email));
  assert.equal(after.length, 1);
});

test('the status call says whether the caller is an attendee of the active convention', async () => {
  const member = await signedInUser(app, 'lena@18xx.be');
  const status = async (token: string) =>
    (await get('/api/Registration/status', token)).json<Answer<{ isRegistered: boolean }>>().data;
  assert.deepEqual(await status(member.token), { isRegistered: false, waitingPosition: null });

  // Registered by someone else counts too: their email is an attendee's.
  const organiser = await signedInUser(app, 'mark@18xx.be', ['REGISTERED', 'USER'], {
    canRegisterMultiplePlayers: true,
  });
  await register(organiser.token, registrationPayload(convention, member.email));
  assert.deepEqual(await status(member.token), { isRegistered: true, waitingPosition: null });
  assert.deepEqual(await status(organiser.token), { isRegistered: false, waitingPosition: null });

  assert.equal((await get('/api/Registration/status', undefined)).statusCode, 401);
});

test("the my-registrations call lists the caller's own and on-behalf registrations", async () => {
  const organiser = await signedInUser(app, 'nina@18xx.be', ['REGISTERED', 'USER'], {
    canRegisterMultiplePlayers: true,
  });
  await register(organiser.token, registrationPayload(convention, organiser.email));
  await register(organiser.token, registrationPayload(convention, 'otto@example.com'));

  const response = await get('/api/Registration/my', organiser.token);
  assert.equal(response.statusCode, 200, response.body);
  const { data } = response.json<Answer<MyRegistrations>>();
  assert.equal(data.isActiveConventionFound, true);
  assert.equal(data.activeConvention?.name, convention.name);
  assert.deepEqual(
    data.activeConvention?.featuredGames.map((g) => g.id).sort(),
    [...convention.gameIds].sort(),
  );
  assert.equal(data.isRegistrationsFound, true);
  assert.deepEqual(data.registrations.map((r) => r.attendeeEmail).sort(), [
    'nina@18xx.be',
    'otto@example.com',
  ]);

  const own = await get('/api/Registration', organiser.token);
  assert.equal(own.json<Answer<Registration[]>>().data.length, 2);

  const newcomer = await signedInUser(app, 'paul@18xx.be');
  const empty = (await get('/api/Registration/my', newcomer.token)).json<Answer<MyRegistrations>>();
  assert.equal(empty.data.isRegistrationsFound, false);
  assert.deepEqual(empty.data.registrations, []);
  assert.deepEqual((await get('/api/Registration', newcomer.token)).json<Answer<[]>>().data, []);
});

test('without an active convention the my-registrations call says so', async () => {
  const member = await signedInUser(app, 'quinten@18xx.be');
  await app.db
    .update(conventions)
    .set({ isActive: false })
    .where(eq(conventions.id, convention.id));
  try {
    const { data } = (await get('/api/Registration/my', member.token)).json<
      Answer<MyRegistrations>
    >();
    assert.deepEqual(data, {
      isActiveConventionFound: false,
      activeConvention: null,
      isRegistrationsFound: false,
      registrations: [],
    });
    const status = (await get('/api/Registration/status', member.token)).json<Answer<unknown>>();
    assert.deepEqual(status.data, { isRegistered: false, waitingPosition: null });
  } finally {
    await app.db
      .update(conventions)
      .set({ isActive: true })
      .where(eq(conventions.id, convention.id));
  }
});
