import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BulkResult } from 'shared-api/contract';
import { eq, like } from 'drizzle-orm';
import { auditLog, invoices, mailOutbox, messageRecipients } from '../src/db/schema';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { call, insertRegistration } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db, { name: 'Bulk Convention 2031' });
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...(await call<object>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
});
const nosy = await signedInUser(app, 'nosy@18xx.be');
const NOBODY = '00000000-0000-4000-8000-000000000000';

const registrant = async (name: string) => {
  const member = await signedInUser(app, `${name.toLowerCase()}@18xx.be`);
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName: name,
    lastName: 'Janssens',
    email: member.email,
  });
  return member;
};

test('every pending invoice in one call: each is sent or refused on its own, both listed', async () => {
  const ada = await registrant('Ada');
  const bert = await registrant('Bert');
  const loner = await signedInUser(app, 'loner@18xx.be');
  const answer = await call<BulkResult>(
    app,
    adminToken,
    'POST',
    '/api/Inbox/admin/invoice/send-many',
    { userIds: [ada.id, bert.id, loner.id] },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(
    answer.body.data.succeeded.map((item) => item.name),
    ['ada Tester', 'bert Tester'],
  );
  assert.equal(answer.body.data.failed.length, 1);
  assert.equal(answer.body.data.failed[0]!.id, loner.id);
  assert.match(answer.body.data.failed[0]!.reason, /\w/, 'a sentence says why');
  const sent = await app.db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.conventionId, convention.id));
  assert.equal(sent.length, 2, 'both invoices numbered');
  const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.send'));
  assert.equal(audits.length, 2);

  const again = await call<BulkResult>(
    app,
    adminToken,
    'POST',
    '/api/Inbox/admin/invoice/send-many',
    { userIds: [ada.id] },
  );
  assert.deepEqual(again.body.data.succeeded, []);
  assert.equal(again.body.data.failed.length, 1, 'an invoice already sent is not sent twice');
});

test('approving the chosen accounts: each approved or refused on its own', async () => {
  const waiting = await Promise.all(
    ['wanda', 'walt'].map((name) =>
      createUser(app.db, { email: `${name}@18xx.be`, roles: ['REGISTERED'] }),
    ),
  );
  const answer = await call<BulkResult>(app, adminToken, 'POST', '/api/User/approve-many', {
    userIds: [...waiting, nosy.id, NOBODY],
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(
    answer.body.data.succeeded.map((item) => item.id),
    waiting,
  );
  assert.deepEqual(
    answer.body.data.failed.map((item) => [item.id, item.reason]),
    [
      [nosy.id, 'This user is already approved.'],
      [NOBODY, answer.body.data.failed[1]!.reason],
    ],
  );
  const approved = await app.db.select().from(auditLog).where(eq(auditLog.action, 'user.approved'));
  assert.deepEqual(approved.map((row) => row.targetId).sort(), [...waiting].sort());
  const mails = await app.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, 'wa%'));
  assert.equal(mails.length, 2, 'each approved member is told');
});

test('one message to each chosen registrant, each in a conversation of their own', async () => {
  const cleo = await registrant('Cleo');
  const dirk = await registrant('Dirk');
  const answer = await call<BulkResult>(
    app,
    adminToken,
    'POST',
    '/api/Inbox/admin/message/send-many',
    { recipientIds: [cleo.id, dirk.id, NOBODY], title: 'Parking', body: '<p>Park behind.</p>' },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.data.succeeded.length, 2);
  assert.equal(answer.body.data.failed[0]?.id, NOBODY);
  for (const member of [cleo, dirk]) {
    const received = await app.db
      .select()
      .from(messageRecipients)
      .where(eq(messageRecipients.userId, member.id));
    assert.equal(received.length, 1);
  }
});

test('bad input is refused with a sentence; members and visitors may not', async () => {
  for (const [url, body] of [
    ['/api/Inbox/admin/invoice/send-many', { userIds: [] }],
    ['/api/User/approve-many', { userIds: ['not-an-id'] }],
    ['/api/Inbox/admin/message/send-many', { recipientIds: [NOBODY], title: '', body: 'x' }],
  ] as const) {
    const refused = await call(app, adminToken, 'POST', url, body);
    assert.equal(refused.status, 400, url);
    assert.equal(typeof refused.body.errorMessage, 'string');
    assert.equal((await call(app, nosy.token, 'POST', url, body)).status, 403, url);
    assert.equal((await call(app, undefined, 'POST', url, body)).status, 401, url);
  }
});
