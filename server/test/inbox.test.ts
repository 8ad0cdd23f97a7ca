import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CONVERSATION_NOT_FOUND,
  inboxItemSchema,
  pagedResultSchema,
  type InboxItem,
  type Reply,
  type SentMessage,
} from 'shared-api/contract';
import { z } from 'zod';
import { grantRoles } from '../src/contexts/accounts/users/grant-roles';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { call, insertRegistration, type InboxAnswer } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const secondAdmin = await signedInUser(app, 'second-admin@18xx.be', [
  'REGISTERED',
  'USER',
  'ADMIN',
]);
const suspendedAdmin = await signedInUser(app, 'gone-admin@18xx.be', ['REGISTERED', 'ADMIN']);
await grantRoles(app.db, suspendedAdmin.id, ['SUSPENDED']);
const ann = await signedInUser(app, 'ann@18xx.be');
const bob = await signedInUser(app, 'bob@18xx.be');
const convention = await createConvention(app.db);
const annRegistration = await insertRegistration(app.db, {
  conventionId: convention.id,
  userId: ann.id,
  firstName: 'Ann',
  lastName: 'Tester',
  email: ann.email,
});

const inbox = (token: string | undefined, query = '') =>
  call<InboxAnswer>(app, token, 'GET', `/api/Inbox${query}`);
const conversation = (token: string | undefined, id: string) =>
  call<InboxItem>(app, token, 'GET', `/api/Inbox/${id}`);
const contact = (token: string | undefined, payload: unknown) =>
  call<SentMessage>(app, token, 'POST', '/api/Inbox/contact', payload);
const reply = (token: string | undefined, id: string, body: string) =>
  call<Reply>(app, token, 'POST', `/api/Inbox/${id}/reply`, { body });
const markRead = (token: string | undefined, id: string) =>
  call<string>(app, token, 'POST', `/api/Inbox/${id}/mark-as-read`);
const adminMessage = (token: string | undefined, payload: unknown) =>
  call<SentMessage>(app, token, 'POST', '/api/Inbox/admin/message/send', payload);

const itemOf = (page: InboxAnswer, noteId: string) =>
  page.items.find((item) => item.message.noteId === noteId);

const expectRefused = (
  answer: { status: number; body: { result: number; errorMessage: string | null } },
  status: number,
  message?: string,
) => {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  assert.equal(answer.body.result, 1);
  if (message) assert.equal(answer.body.errorMessage, message);
};

test('a contact message reaches every active admin, unread, and the sender sees it read', async () => {
  const sent = await contact(ann.token, {
    title: 'Parking question',
    body: '<p>Is there <strong>parking</strong>?</p>',
    registrationId: annRegistration,
  });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const { noteId } = sent.body.data;

  const mine = itemOf((await inbox(ann.token)).body.data, noteId);
  assert.equal(mine?.isRead, true);
  assert.equal(mine?.message.registrationId, annRegistration);
  assert.deepEqual(mine?.message.from, { id: ann.id, firstName: 'ann', lastName: 'Tester' });
  const recipients = mine?.message.recipients.map((r) => r.firstName).sort();
  assert.deepEqual(recipients, ['Site', 'second-admin']);
  // Members never learn the admins' addresses.
  assert.ok(mine?.message.recipients.every((r) => r.email === null));

  for (const token of [adminToken, secondAdmin.token]) {
    const item = itemOf((await inbox(token)).body.data, noteId);
    assert.equal(item?.isRead, false);
    assert.equal(item?.message.title, 'Parking question');
    assert.ok(item?.message.recipients.some((r) => r.email === ADMIN_EMAIL));
  }
  const suspendedView = await call(app, suspendedAdmin.token, 'GET', '/api/Inbox');
  expectRefused(suspendedView, 403);
});

test('the contact form rules: subject, body, own registration, login and approval', async () => {
  expectRefused(
    await contact(ann.token, { title: ' ', body: 'Hi' }),
    400,
    'A subject is required.',
  );
  expectRefused(
    await contact(ann.token, { title: 'Hi', body: '   ' }),
    400,
    'A message body is required.',
  );
  expectRefused(
    await contact(ann.token, { title: 'Hi', body: '<script>alert(1)</script>' }),
    400,
    'A message body is required.',
  );
  expectRefused(
    await contact(bob.token, { title: 'Hi', body: 'x', registrationId: annRegistration }),
    400,
    'Registration not found.',
  );
  expectRefused(await contact(undefined, { title: 'Hi', body: 'x' }), 401);
  const waiting = await signedInUser(app, 'waiting@18xx.be', ['REGISTERED']);
  expectRefused(await contact(waiting.token, { title: 'Hi', body: 'x' }), 403);
  expectRefused(await contact(ann.token, { title: 'Hi', body: 'x', role: 'ADMIN' }), 400);
});

test('stored HTML is sanitised', async () => {
  const { body } = await contact(bob.token, {
    title: 'Hello',
    body: '<p onclick="steal()">Hi<img src="x" onerror="steal()"><script>steal()</script><a href="javascript:steal()">link</a></p>',
  });
  const item = (await conversation(bob.token, body.data.noteId)).body.data;
  assert.doesNotMatch(item.message.body, /script|onerror|onclick|javascript/i);
  assert.match(item.message.body, /Hi/);
});

test('a conversation: admin reply flagged, unread for the member until opened, answered back', async () => {
  const { noteId } = (await contact(ann.token, { title: 'Dates?', body: '<p>When?</p>' })).body
    .data;
  const adminReply = await reply(adminToken, noteId, '  Pentecost weekend.  ');
  assert.equal(adminReply.status, 200, JSON.stringify(adminReply.body));
  assert.equal(adminReply.body.data.isAdminReply, true);
  assert.equal(adminReply.body.data.body, 'Pentecost weekend.');

  assert.equal(itemOf((await inbox(ann.token)).body.data, noteId)?.isRead, false);
  // The replying admin has read it; the other admin has something new.
  assert.equal(itemOf((await inbox(adminToken)).body.data, noteId)?.isRead, true);
  assert.equal(itemOf((await inbox(secondAdmin.token)).body.data, noteId)?.isRead, false);

  const opened = await conversation(ann.token, noteId);
  assert.equal(opened.status, 200);
  inboxItemSchema.strict().parse(opened.body.data);
  assert.equal(opened.body.data.replies.length, 1);
  assert.equal(opened.body.data.replies[0]?.user.firstName, 'Site');

  const marked = await markRead(ann.token, noteId);
  assert.equal(marked.status, 200);
  assert.equal(marked.body.data, 'Message marked as read.');
  assert.equal(itemOf((await inbox(ann.token)).body.data, noteId)?.isRead, true);

  const answer = await reply(ann.token, noteId, 'Thanks!\n<b>see you</b>');
  assert.equal(answer.body.data.isAdminReply, false);
  // Replies are plain text: kept as typed, shown escaped by the page.
  assert.equal(answer.body.data.body, 'Thanks!\n<b>see you</b>');
  assert.equal(itemOf((await inbox(adminToken)).body.data, noteId)?.isRead, false);
  const page = (await inbox(ann.token)).body.data;
  assert.equal(page.items[0]?.message.noteId, noteId, 'the answered conversation comes first');
  assert.equal(page.items[0]?.replies.length, 2);

  expectRefused(await reply(ann.token, noteId, '   '), 400, 'Reply text is required.');
});

test("a member cannot read, answer or mark another member's conversation", async () => {
  const { noteId } = (await contact(ann.token, { title: 'Private', body: 'Mine' })).body.data;
  for (const answer of [
    await conversation(bob.token, noteId),
    await reply(bob.token, noteId, 'Hi'),
    await markRead(bob.token, noteId),
  ]) {
    expectRefused(answer, 404, CONVERSATION_NOT_FOUND);
    assert.equal(answer.body.data, null);
  }
  assert.equal(itemOf((await inbox(bob.token)).body.data, noteId), undefined);
  expectRefused(await conversation(ann.token, '00000000-0000-4000-8000-000000000000'), 404);
  expectRefused(await conversation(ann.token, 'not-a-uuid'), 404, CONVERSATION_NOT_FOUND);
  expectRefused(await conversation(undefined, noteId), 401);
  // Admins read every conversation and may answer it.
  assert.equal((await conversation(secondAdmin.token, noteId)).status, 200);
});

test('paging: defaults 1 and 20, totalPages rounded up, newest first, sizes checked', async () => {
  const carl = await signedInUser(app, 'carl@18xx.be');
  for (let n = 1; n <= 23; n += 1) {
    await adminMessage(adminToken, {
      recipientIds: [carl.id],
      title: `Note ${n}`,
      body: `Body ${n}`,
    });
  }
  const first = (await inbox(carl.token)).body.data;
  pagedResultSchema(inboxItemSchema).strict().parse(first);
  assert.equal(first.pageNumber, 1);
  assert.equal(first.pageSize, 20);
  assert.equal(first.totalCount, 23);
  assert.equal(first.totalPages, 2);
  assert.equal(first.items.length, 20);
  assert.equal(first.items[0]?.message.title, 'Note 23');

  const third = (await inbox(carl.token, '?pageNumber=3&pageSize=10')).body.data;
  assert.equal(third.totalPages, 3);
  assert.deepEqual(
    third.items.map((item) => item.message.title),
    ['Note 3', 'Note 2', 'Note 1'],
  );
  expectRefused(await inbox(carl.token, '?pageSize=0'), 400);
  expectRefused(await inbox(carl.token, '?pageNumber=abc'), 400);
  expectRefused(await inbox(carl.token, '?pageSize=101'), 400);
});

test('the admin inbox: every conversation for admins, refused to members', async () => {
  const dora = await signedInUser(app, 'dora@18xx.be');
  const { noteId } = (
    await adminMessage(secondAdmin.token, { recipientIds: [dora.id], title: 'For Dora', body: 'x' })
  ).body.data;
  const page = await call<InboxAnswer>(app, adminToken, 'GET', '/api/Inbox/admin?pageSize=100');
  assert.equal(page.status, 200);
  const item = itemOf(page.body.data, noteId);
  assert.ok(item, 'a conversation the admin takes no part in is listed');
  assert.equal(item.isRead, true);
  assert.equal(item.message.recipients[0]?.email, 'dora@18xx.be');
  expectRefused(await call(app, dora.token, 'GET', '/api/Inbox/admin'), 403);
  expectRefused(await call(app, undefined, 'GET', '/api/Inbox/admin'), 401);
});

test('admin messages: recipients, title, body, the registration link', async () => {
  const rules = z.object({ status: z.literal(400) });
  for (const [payload, message] of [
    [{ recipientIds: [], title: 'T', body: 'B' }, 'You must select at least one recipient.'],
    [{ recipientIds: [ann.id], title: '', body: 'B' }, 'Title is required.'],
    [{ recipientIds: [ann.id], title: 'T', body: ' ' }, 'Message body is required.'],
    [
      { recipientIds: ['00000000-0000-4000-8000-000000000000'], title: 'T', body: 'B' },
      'One or more recipients do not exist.',
    ],
  ] as const) {
    const answer = await adminMessage(adminToken, payload);
    rules.parse(answer);
    assert.equal(answer.body.errorMessage, message);
  }
  expectRefused(
    await adminMessage(ann.token, { recipientIds: [bob.id], title: 'T', body: 'B' }),
    403,
  );

  const linked = await adminMessage(adminToken, {
    recipientIds: [ann.id],
    title: 'About your registration',
    body: '<p>Please check your sessions.</p>',
    registrationId: annRegistration,
  });
  const withLink = (await conversation(ann.token, linked.body.data.noteId)).body.data;
  assert.match(withLink.message.body, /href="\/my-registrations"/);
  assert.equal(withLink.isRead, false);

  const unlinked = await adminMessage(adminToken, {
    recipientIds: [ann.id],
    title: 'About your registration',
    body: 'Body',
    registrationId: annRegistration,
    includeRegistrationLink: false,
  });
  const without = (await conversation(ann.token, unlinked.body.data.noteId)).body.data;
  assert.doesNotMatch(without.message.body, /my-registrations/);
});
