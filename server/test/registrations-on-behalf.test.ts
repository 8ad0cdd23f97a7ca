import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MyRegistrations, Registration } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { messageRecipients, messages, registrations, users } from '../src/db/schema';
import { activeAdminIds } from '../src/shared/messages/admins';
import { mailsTo } from './support/mail';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type Member,
} from './support/registration-fixtures';
import { snapshot } from './support/route-matrix';
import { startTestApp } from './support/test-app';

const PUBLIC_URL = 'https://club.example';
const { app } = await startTestApp({ publicUrl: PUBLIC_URL });
const convention = await createConvention(app.db);

const registrant = await signedInUser(app, 'rita@18xx.be', undefined, {
  canRegisterMultiplePlayers: true,
});
await app.db
  .update(users)
  .set({ firstName: 'Rita', lastName: 'Janssens' })
  .where(eq(users.id, registrant.id));

const registerFor = (email: string) =>
  call<Registration>(
    app,
    registrant.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, email),
  );

const myRegistrations = async (member: Member) =>
  (await call<MyRegistrations>(app, member.token, 'GET', '/api/Registration/my')).body.data
    .registrations;

const inboxOf = (userId: string) =>
  app.db
    .select({
      title: messages.title,
      body: messages.body,
      fromUserId: messages.fromUserId,
      registrationId: messages.registrationId,
      isRead: messageRecipients.isRead,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(eq(messageRecipients.userId, userId));

test('the existing account is told in its inbox and by mail, naming who registered it and for what', async () => {
  const ann = await signedInUser(app, 'ann.behalf@18xx.be');
  const registered = await registerFor('Ann.Behalf@18xx.be');
  assert.equal(registered.status, 200);

  const [message, ...more] = await inboxOf(ann.id);
  assert.deepEqual(more, []);
  assert.equal(message?.title, `You have been registered for ${convention.name}`);
  assert.match(message.body, /Rita Janssens registered you for Spring Convention 2031/);
  assert.match(message.body, /href="\/my-registrations"/);
  assert.equal(message.registrationId, registered.body.data.id);
  assert.equal(message.isRead, false);
  assert.ok((await activeAdminIds(app.db)).includes(message.fromUserId), 'from the organisers');

  const [mail, ...moreMails] = await mailsTo(app, ann.email);
  assert.deepEqual(moreMails, []);
  assert.equal(mail?.subject, `You have been registered for ${convention.name}`);
  assert.match(mail.text, /Rita Janssens registered you for Spring Convention 2031/);
  assert.match(mail.html, new RegExp(`href="${PUBLIC_URL}/my-registrations"`));
});

test('the registrant is told, in the answer and on their page, that the email is a member', async () => {
  await signedInUser(app, 'bert.behalf@18xx.be');
  const forMember = await registerFor('bert.behalf@18xx.be');
  assert.equal(forMember.body.data.attendeeHasAccount, true);
  const forGuest = await registerFor('guest.behalf@example.com');
  assert.equal(forGuest.body.data.attendeeHasAccount, false);
  assert.deepEqual(await mailsTo(app, 'guest.behalf@example.com'), [], 'no account, no notice');

  const page = await myRegistrations(registrant);
  const byEmail = new Map(page.map((r) => [r.attendeeEmail, r.attendeeHasAccount]));
  assert.equal(byEmail.get('bert.behalf@18xx.be'), true);
  assert.equal(byEmail.get('guest.behalf@example.com'), false);
});

test('the account holder sees it and cancels it, and may then register himself', async () => {
  const carl = await signedInUser(app, 'carl.behalf@18xx.be');
  const registered = await registerFor('carl.behalf@18xx.be');
  const id = registered.body.data.id;
  const [seen] = await myRegistrations(carl);
  assert.equal(seen?.id, id);
  assert.equal(seen.registeredBy.userId, registrant.id);

  const own = registrationPayload(convention, carl.email);
  const refused = await call(app, carl.token, 'POST', '/api/Registration', own);
  assert.equal(refused.status, 409, 'registered already, by someone else');

  const cancelled = await call(app, carl.token, 'DELETE', `/api/Registration/${id}`);
  assert.deepEqual(cancelled, {
    status: 200,
    body: { result: 0, errorMessage: null, data: 'The registration has been cancelled.' },
  });
  const [kept] = await app.db.select().from(registrations).where(eq(registrations.id, id));
  assert.equal(kept?.status, 'cancelled', 'kept on record');
  assert.ok(kept.cancelledAt, 'with its date');
  assert.deepEqual(
    (await myRegistrations(carl)).map((r) => [r.id, r.status]),
    [[id, 'cancelled']],
  );
  assert.deepEqual(
    await myRegistrations(registrant).then((list) => list.find((r) => r.id === id)?.status),
    'cancelled',
  );

  const self = await call<Registration>(app, carl.token, 'POST', '/api/Registration', own);
  assert.equal(self.status, 200, 'free to register himself');
});

test('nobody else may cancel it: not another member, nor a stranger to it', async () => {
  const dora = await signedInUser(app, 'dora.behalf@18xx.be');
  const eve = await signedInUser(app, 'eve.behalf@18xx.be');
  const forDora = (await registerFor(dora.email)).body.data.id;
  const doraOwn = await call<Registration>(
    app,
    eve.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, eve.email),
  );
  const before = await snapshot(app, [registrations]);

  for (const [who, token, id] of [
    ['another member', eve.token, forDora],
    ["another member's own", dora.token, doraOwn.body.data.id],
    ['an unknown id', dora.token, crypto.randomUUID()],
  ] as const) {
    const answer = await call(app, token, 'DELETE', `/api/Registration/${id}`);
    assert.equal(answer.status, 404, who);
    assert.deepEqual(answer.body, {
      result: 1,
      errorMessage: 'Registration not found.',
      data: null,
    });
  }
  assert.deepEqual(await snapshot(app, [registrations]), before, 'nothing was cancelled');
});
