import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BROADCAST_CONVENTION_NOT_FOUND,
  BROADCAST_NOBODY,
  BROADCAST_SESSION_NOT_FOUND,
  type InboxItem,
  type InvoiceMeta,
  type PagedResult,
  type PaymentRow,
} from 'shared-api/contract';
import { count, eq } from 'drizzle-orm';
import { auditLog, messages, users } from '../src/db/schema';
import { mailsTo } from './support/mail';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

/**
 * A message to all registrants reaches each account a registration of the convention (or of one of
 * its sessions) belongs to, once, in a conversation of its own; it is refused, changing nothing,
 * for an unknown convention, a session of another convention, or nobody to reach.
 */

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const other = await createConvention(app.db, { name: 'Winter 2031', isActive: false });
const [firstSession, secondSession, thirdSession] = convention.sessionIds as [
  number,
  number,
  number,
];

const register = async (token: string, email: string, sessionIds: number[], own = true) => {
  const answer = await call(app, token, 'POST', '/api/Registration', {
    ...registrationPayload(convention, email, {
      sessions: sessionIds.map((id) => ({ id })),
      registerDifferentPerson: !own,
    }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
};

// Ann plays the first session; Bert the second; Cas registers himself and a guest (both sessions)
// and is reached once; Dirk registered for nothing.
const ann = await signedInUser(app, 'ann@18xx.be');
const bert = await signedInUser(app, 'bert@18xx.be');
const cas = await signedInUser(app, 'cas@18xx.be', ['REGISTERED', 'USER'], {
  canRegisterMultiplePlayers: true,
});
const dirk = await signedInUser(app, 'dirk@18xx.be');
await register(ann.token, ann.email, [firstSession]);
await register(bert.token, bert.email, [secondSession]);
await register(cas.token, cas.email, [firstSession, secondSession]);
await register(cas.token, 'guest-of-cas@example.com', [secondSession], false);
await app.db.update(users).set({ messageMail: false }).where(eq(users.id, bert.id));

const audience = (query: string) =>
  call<{ recipients: number }>(
    app,
    adminToken,
    'GET',
    `/api/Inbox/admin/message/broadcast/audience?${query}`,
  );
const broadcast = (payload: object) =>
  call<{ sent: number }>(app, adminToken, 'POST', '/api/Inbox/admin/message/broadcast', payload);

const inboxTitles = async (token: string) => {
  const answer = await call<PagedResult<InboxItem>>(app, token, 'GET', '/api/Inbox');
  assert.equal(answer.status, 200);
  return answer.body.data.items.map((item) => item.message.title);
};

const storedMessages = async () => (await app.db.select({ n: count() }).from(messages))[0]?.n;

test('the audience is counted before sending: the convention, then each session', async () => {
  assert.deepEqual((await audience(`conventionId=${convention.id}`)).body.data, { recipients: 3 });
  const counts = [];
  for (const sessionId of [firstSession, secondSession, thirdSession]) {
    counts.push((await audience(`conventionId=${convention.id}&sessionId=${sessionId}`)).body.data);
  }
  assert.deepEqual(counts, [{ recipients: 2 }, { recipients: 2 }, { recipients: 0 }]);
});

test('a message to one session reaches its registrants only, each in their own conversation', async () => {
  const answer = await broadcast({
    conventionId: convention.id,
    sessionId: firstSession,
    title: 'Tables for Friday',
    body: 'Bring your own copy of 1830.',
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(answer.body.data, { sent: 2 });
  assert.deepEqual(await inboxTitles(ann.token), ['Tables for Friday']);
  assert.deepEqual(await inboxTitles(cas.token), ['Tables for Friday']);
  assert.deepEqual(await inboxTitles(bert.token), []);
  const stored = await app.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.title, 'Tables for Friday'));
  assert.equal(stored.length, 2, 'one conversation per registrant: a reply stays private');
});

test('a message to the whole convention reaches every registrant once, and mails who wants mail', async () => {
  const answer = await broadcast({
    conventionId: convention.id,
    title: 'Doors open at nine',
    body: 'See you in Mechelen.',
  });
  assert.deepEqual(answer.body.data, { sent: 3 });
  for (const member of [ann, bert, cas]) {
    assert.ok((await inboxTitles(member.token)).includes('Doors open at nine'), member.email);
  }
  assert.deepEqual(await inboxTitles(dirk.token), []);
  const mailed = async (email: string) =>
    (await mailsTo(app, email)).filter((mail) => mail.text.includes('Doors open at nine')).length;
  assert.equal(await mailed(ann.email), 1);
  assert.equal(await mailed(cas.email), 1);
  assert.equal(await mailed(bert.email), 0, 'Bert turned message mail off');
  const audits = await app.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, 'inbox.message.broadcast'))
    .orderBy(auditLog.id);
  assert.deepEqual(
    audits.map(({ details }) => details),
    [
      { sessionId: firstSession, unpaidOnly: false, sent: 2 },
      { sessionId: null, unpaidOnly: false, sent: 3 },
    ],
  );
});

test('with unpaidOnly, only registrants whose invoice still waits for money', async () => {
  const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
  await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
    ...meta,
    beneficiaryName: '18xx Belgium',
    iban: 'BE68539007547034',
  });
  // Ann and Cas are invoiced, Cas pays it all; Bert has no invoice yet.
  for (const member of [ann, cas]) {
    const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${member.id}`);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
  }
  const rows = await call<PaymentRow[]>(
    app,
    adminToken,
    'GET',
    `/api/Payments?conventionId=${convention.id}`,
  );
  const casInvoice = rows.body.data.find(({ recipient }) => recipient.userId === cas.id);
  assert.ok(casInvoice);
  const paid = await call(app, adminToken, 'POST', `/api/Payments/${casInvoice.invoiceId}/record`, {
    amountCents: casInvoice.amountCents,
    method: 'bank_transfer',
    date: '2031-05-01',
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));

  assert.deepEqual((await audience(`conventionId=${convention.id}&unpaidOnly=true`)).body.data, {
    recipients: 1,
  });
  assert.deepEqual((await audience(`conventionId=${convention.id}&unpaidOnly=false`)).body.data, {
    recipients: 3,
  });
  const answer = await broadcast({
    conventionId: convention.id,
    unpaidOnly: true,
    title: 'Your invoice is waiting',
    body: 'Please pay before the convention.',
  });
  assert.deepEqual(answer.body.data, { sent: 1 });
  assert.ok((await inboxTitles(ann.token)).includes('Your invoice is waiting'));
  for (const member of [bert, cas]) {
    assert.ok(!(await inboxTitles(member.token)).includes('Your invoice is waiting'), member.email);
  }
});

test('refusals say why and send nothing', async () => {
  const before = await storedMessages();
  // null: the schema's own words for an id out of range; what matters is a 400, not a 500.
  const refusals: Array<[object, number, string | null]> = [
    [{ conventionId: 999_999, title: 'T', body: 'B' }, 404, BROADCAST_CONVENTION_NOT_FOUND],
    [
      { conventionId: convention.id, sessionId: other.sessionIds[0], title: 'T', body: 'B' },
      400,
      BROADCAST_SESSION_NOT_FOUND,
    ],
    [{ conventionId: other.id, title: 'T', body: 'B' }, 400, BROADCAST_NOBODY],
    [
      { conventionId: convention.id, sessionId: thirdSession, title: 'T', body: 'B' },
      400,
      BROADCAST_NOBODY,
    ],
    [{ conventionId: convention.id, title: '', body: 'B' }, 400, 'Title is required.'],
    [{ conventionId: 2_147_483_648, title: 'T', body: 'B' }, 400, null],
    [{ conventionId: convention.id, sessionId: 2_147_483_648, title: 'T', body: 'B' }, 400, null],
    [{ conventionId: convention.id, title: 'T', body: ' ' }, 400, 'Message body is required.'],
  ];
  for (const [payload, status, message] of refusals) {
    const answer = await broadcast(payload);
    assert.equal(answer.status, status, JSON.stringify(payload));
    if (message !== null) assert.equal(answer.body.errorMessage, message);
  }
  assert.equal(await storedMessages(), before);
});

test('only admins send to all or count the audience', async () => {
  const asMember = await call(app, ann.token, 'POST', '/api/Inbox/admin/message/broadcast', {
    conventionId: convention.id,
    title: 'T',
    body: 'B',
  });
  assert.equal(asMember.status, 403);
  const count = await call(
    app,
    ann.token,
    'GET',
    `/api/Inbox/admin/message/broadcast/audience?conventionId=${convention.id}`,
  );
  assert.equal(count.status, 403);
});
