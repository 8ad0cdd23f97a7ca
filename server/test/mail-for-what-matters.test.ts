import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLUB_VENUE_ADDRESS, MESSAGE_MAIL_REQUIRED } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { conventions, emailTemplates, invoiceMeta } from '../src/db/schema';
import { DEFAULT_TEMPLATES, MAIL_TEMPLATES } from '../src/shared/mail';
import { sendDueApprovalDigest } from '../src/contexts/accounts/users/approval-digest';
import { grantRoles } from '../src/contexts/accounts/users/grant-roles';
import { SIGN_UP_PASSWORD, call as callAs, signUp, signUpPayload } from './support/accounts';
import { lastCodeTo, mailsTo, type OutboxMail } from './support/mail';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newTestDatabase, startAppOn } from './support/test-app';
import { createUser, loginToken } from './support/users';

const database = await newTestDatabase();
const { app, config } = await startAppOn(database);
const SITE = config.publicUrl;
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
// A second active admin and a suspended one: admin mail goes to every active admin only.
const otherAdmin = await signedInUser(app, 'second-admin@18xx.be', ['REGISTERED', 'USER', 'ADMIN']);
const suspendedAdminId = await createUser(app.db, {
  email: 'suspended-admin@18xx.be',
  roles: ['REGISTERED', 'USER', 'ADMIN'],
});
await grantRoles(app.db, suspendedAdminId, ['SUSPENDED']);

/** Both parts of a mail carry the link; the HTML as a link, the text as the address itself. */
const assertMail = (
  mail: OutboxMail | undefined,
  expected: { to: string; subject: string; link: string; says: RegExp[] },
) => {
  assert.ok(mail, `no mail to ${expected.to}`);
  assert.equal(mail.toAddress, expected.to);
  assert.equal(mail.subject, expected.subject);
  assert.ok(mail.html.includes(`href="${expected.link}"`), `HTML link in: ${mail.html}`);
  assert.ok(mail.text.includes(expected.link), `text link in: ${mail.text}`);
  assert.doesNotMatch(mail.text, /<\/?(p|a)\b/, 'the text part holds no markup');
  for (const phrase of expected.says) {
    assert.match(mail.html, phrase);
    assert.match(mail.text, phrase);
  }
};

const conversation = (noteId: string) => `${SITE}/inbox/conversation/${noteId}`;

const sendAdminMessage = async (recipientIds: string[], title: string) => {
  const answer = await call<{ noteId: string }>(
    app,
    adminToken,
    'POST',
    '/api/Inbox/admin/message/send',
    { recipientIds, title, body: 'See you in Mechelen.' },
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data.noteId;
};

const setMessageMail = (token: string, payload: unknown) =>
  call<{ messageMail: boolean }>(app, token, 'PUT', '/api/User/me/notifications', payload);

test('an organiser message mails each recipient, linking to the conversation', async () => {
  const ann = await signedInUser(app, 'ann@18xx.be');
  const noteId = await sendAdminMessage([ann.id], 'Table <reservations>');
  const [mail, ...more] = await mailsTo(app, ann.email);
  assertMail(mail, {
    to: ann.email,
    subject: 'New message: Table <reservations>',
    link: conversation(noteId),
    says: [/Site Administrator sent you a message/, /turn these emails off/],
  });
  assert.match(mail!.html, /Table &lt;reservations&gt;/, 'placeholders are escaped in HTML');
  assert.deepEqual(more, []);
});

test('a contact message and a member reply mail every active admin; an admin reply the member', async () => {
  const bob = await signedInUser(app, 'bob@18xx.be');
  const sent = await call<{ noteId: string }>(app, bob.token, 'POST', '/api/Inbox/contact', {
    title: 'Parking question',
    body: 'Is there room for a van?',
  });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const { noteId } = sent.body.data;
  for (const admin of [ADMIN_EMAIL, otherAdmin.email]) {
    const mails = await mailsTo(app, admin);
    assertMail(mails.at(-1), {
      to: admin,
      subject: 'Contact message from bob Tester: Parking question',
      link: conversation(noteId),
      says: [/bob Tester \(bob@18xx\.be\) wrote to the organisers/],
    });
  }
  assert.deepEqual(await mailsTo(app, 'suspended-admin@18xx.be'), []);

  const adminMailsBefore = (await mailsTo(app, ADMIN_EMAIL)).length;
  const reply = await call(app, adminToken, 'POST', `/api/Inbox/${noteId}/reply`, {
    body: 'Yes, by the back entrance.',
  });
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  const [replyMail, ...more] = await mailsTo(app, bob.email);
  assertMail(replyMail, {
    to: bob.email,
    subject: 'New reply: Parking question',
    link: conversation(noteId),
    says: [/Site Administrator replied in the conversation "Parking question"/],
  });
  assert.deepEqual(more, []);
  assert.equal((await mailsTo(app, otherAdmin.email)).length, 1, "an admin's reply: no admin mail");

  const answer = await call(app, bob.token, 'POST', `/api/Inbox/${noteId}/reply`, {
    body: 'Thanks!',
  });
  assert.equal(answer.status, 200);
  for (const admin of [ADMIN_EMAIL, otherAdmin.email]) {
    assertMail((await mailsTo(app, admin)).at(-1), {
      to: admin,
      subject: 'Reply from bob Tester: Parking question',
      link: conversation(noteId),
      says: [/bob Tester \(bob@18xx\.be\) replied/],
    });
  }
  assert.equal((await mailsTo(app, ADMIN_EMAIL)).length, adminMailsBefore + 1);
  assert.equal((await mailsTo(app, bob.email)).length, 1, 'nobody is mailed their own reply');
});

test('GET and PUT /api/User/me/notifications: on by default, kept, bad input refused', async () => {
  const cas = await signedInUser(app, 'cas@18xx.be');
  const read = () =>
    call<{ messageMail: boolean }>(app, cas.token, 'GET', '/api/User/me/notifications');
  assert.deepEqual((await read()).body.data, { messageMail: true, reminderMail: true });
  const saved = await setMessageMail(cas.token, { messageMail: false });
  assert.equal(saved.status, 200);
  assert.deepEqual(saved.body.data, { messageMail: false, reminderMail: true }, 'reminders apart');
  assert.deepEqual((await read()).body.data, { messageMail: false, reminderMail: true });
  const noReminders = await setMessageMail(cas.token, { messageMail: false, reminderMail: false });
  assert.deepEqual(noReminders.body.data, { messageMail: false, reminderMail: false });

  for (const payload of [{}, { messageMail: 'no' }, { messageMail: true, reminderMail: 'no' }]) {
    const refused = await setMessageMail(cas.token, payload);
    assert.equal(refused.status, 400);
    assert.ok(refused.body.errorMessage, 'a sentence says what is wrong');
    if (!('reminderMail' in payload))
      assert.equal(refused.body.errorMessage, MESSAGE_MAIL_REQUIRED);
  }
  assert.deepEqual(
    (await read()).body.data,
    { messageMail: false, reminderMail: false },
    'refused input changes nothing',
  );
  // Another member's choice is their own.
  const dirk = await signedInUser(app, 'dirk@18xx.be');
  assert.deepEqual((await call(app, dirk.token, 'GET', '/api/User/me/notifications')).body.data, {
    messageMail: true,
    reminderMail: true,
  });
});

test('turning message mail off stops message and reply mail only', async () => {
  const eva = await signedInUser(app, 'eva@18xx.be');
  const fons = await signedInUser(app, 'fons@18xx.be');
  assert.equal((await setMessageMail(eva.token, { messageMail: false })).status, 200);
  const noteId = await sendAdminMessage([eva.id, fons.id], 'Programme');
  await call(app, adminToken, 'POST', `/api/Inbox/${noteId}/reply`, { body: 'Updated.' });
  assert.deepEqual(await mailsTo(app, eva.email), []);
  assert.deepEqual(
    (await mailsTo(app, fons.email)).map((m) => m.subject),
    ['New message: Programme', 'New reply: Programme'],
  );

  // Her own contact message still reaches the admins, and her registration is confirmed.
  const sent = await call(app, eva.token, 'POST', '/api/Inbox/contact', {
    title: 'From Eva',
    body: 'Hello',
  });
  assert.equal(sent.status, 200);
  assert.equal(
    (await mailsTo(app, ADMIN_EMAIL)).at(-1)?.subject,
    'Contact message from eva Tester: From Eva',
  );
  const convention = await createConvention(app.db, { name: 'Opt-out Convention' });
  const registered = await call(app, eva.token, 'POST', '/api/Registration', {
    ...registrationPayload(convention, eva.email),
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  assert.deepEqual(
    (await mailsTo(app, eva.email)).map((m) => m.subject),
    ['Your registration for Opt-out Convention'],
  );
});

test('the registration confirmation has dates, sessions, parking, amount, venue and a link', async () => {
  await app.db.update(invoiceMeta).set({ springConventionFee: 75, springParkingFee: 15 });
  // The only active convention: the previous test's is replaced.
  await app.db.update(conventions).set({ isActive: false });
  const convention = await createConvention(app.db, { name: 'Spring Convention 2031' });
  const gert = await signedInUser(app, 'gert@18xx.be');
  const answer = await call(app, gert.token, 'POST', '/api/Registration', {
    ...registrationPayload(convention, gert.email),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [mail] = await mailsTo(app, gert.email);
  assertMail(mail, {
    to: gert.email,
    subject: 'Your registration for Spring Convention 2031',
    link: `${SITE}/my-registrations`,
    says: [
      /Dates: 30\/05\/2031 to 02\/06\/2031/,
      /Sessions: Friday Evening \(Friday 30\/05\/2031 19:00\), Saturday Day \(Saturday 31\/05\/2031 10:00\) \(Brussels time\)/,
      /Parking: yes, for number plate 1-ABC-123/,
      /Amount: €90\.00/,
      new RegExp(`Venue: ${CLUB_VENUE_ADDRESS.replace(/[()]/g, '\\$&')}`),
    ],
  });
});

test("a resent validation code's mail says the earlier code no longer works", async () => {
  const email = 'hilde@example.com';
  assert.equal((await signUp(app, signUpPayload(email))).statusCode, 200);
  const token = await loginToken(app, email, SIGN_UP_PASSWORD);
  const first = await lastCodeTo(app, email);
  const resent = await callAs(app, 'POST', '/api/Auth/resend-validation-email', { token });
  assert.equal(resent.statusCode, 200);
  const mails = await mailsTo(app, email);
  assert.equal(mails.length, 2);
  assert.doesNotMatch(mails[0]!.text, /no longer works/, 'the first mail is the plain code mail');
  const second = await lastCodeTo(app, email);
  assert.notEqual(second, first);
  assertMail(mails[1], {
    to: email,
    subject: 'Your new 18xx Belgium validation code',
    link: `${SITE}/awaiting-approval`,
    says: [/The code we sent you before no longer works/, new RegExp(second)],
  });
});

test('accounts awaiting approval: at most one mail an hour to every active admin, listing all', async () => {
  const admins = [ADMIN_EMAIL, otherAdmin.email];
  const digests = async (to: string) =>
    (await mailsTo(app, to)).filter((m) => m.subject.startsWith('Accounts awaiting approval'));
  const validate = async (email: string, firstName: string) => {
    assert.equal((await signUp(app, signUpPayload(email, { firstName }))).statusCode, 200);
    const token = await loginToken(app, email, SIGN_UP_PASSWORD);
    const code = await lastCodeTo(app, email);
    const answer = await callAs(app, 'GET', `/api/Auth/validate-email?token=${code}`, { token });
    assert.equal(answer.statusCode, 200, answer.body);
  };

  await validate('ilse@example.com', 'Ilse');
  for (const admin of admins) {
    const [digest, ...more] = await digests(admin);
    assertMail(digest, {
      to: admin,
      subject: 'Accounts awaiting approval: 1',
      link: `${SITE}/admin/user-management`,
      says: [
        /Ilse Newcomer \(ilse@example\.com\), signed up \d\d\/\d\d\/\d{4} \d\d:\d\d \(Brussels time\)/,
      ],
    });
    assert.deepEqual(more, []);
  }
  assert.deepEqual(await digests('suspended-admin@18xx.be'), []);

  // Within the hour: held back, not lost.
  await validate('jef@example.com', 'Jef');
  await validate('kim@example.com', 'Kim');
  for (const admin of admins) assert.equal((await digests(admin)).length, 1);
  const now = Date.now();
  assert.equal(await sendDueApprovalDigest(app.db, SITE, new Date(now + 30 * 60_000)), 0);
  for (const admin of admins) assert.equal((await digests(admin)).length, 1);

  // Once the hour is up, one mail (even when two servers check at once) lists everyone waiting.
  const later = new Date(now + 61 * 60_000);
  const sent = await Promise.all([
    sendDueApprovalDigest(app.db, SITE, later),
    sendDueApprovalDigest(app.db, SITE, later),
  ]);
  assert.deepEqual(sent.sort(), [0, 2]);
  for (const admin of admins) {
    const latest = (await digests(admin)).at(-1);
    assert.equal(latest?.subject, 'Accounts awaiting approval: 3');
    for (const name of ['Ilse', 'Jef', 'Kim']) assert.match(latest?.text ?? '', new RegExp(name));
    assert.equal((await digests(admin)).length, 2);
  }
  // Nothing new: nothing sent, however late.
  assert.equal(await sendDueApprovalDigest(app.db, SITE, new Date(now + 5 * 3_600_000)), 0);
});

test("'your account is approved' links to the dashboard", async () => {
  const email = 'lotte@example.com';
  const id = await createUser(app.db, { email, roles: ['REGISTERED'] });
  const approved = await call(app, adminToken, 'POST', `/api/User/${id}/approve`);
  assert.equal(approved.status, 200);
  assertMail((await mailsTo(app, email)).at(-1), {
    to: email,
    subject: 'Your 18xx Belgium account has been approved',
    link: `${SITE}/dashboard`,
    says: [/Your account has been approved/],
  });
});

test('at start-up, missing templates are added and earlier built-in texts updated, edits kept', async () => {
  await app.db.delete(emailTemplates).where(eq(emailTemplates.name, MAIL_TEMPLATES.newMessage));
  const earlierApproved = {
    subject: 'Your 18xx Belgium account has been approved',
    body: '<p>Hello {{FirstName}},</p><p>Your account has been approved. You can now log in and register for our conventions.</p><p>See you at the table!</p>',
  };
  await app.db
    .update(emailTemplates)
    .set(earlierApproved)
    .where(eq(emailTemplates.name, MAIL_TEMPLATES.accountApproved));
  const edited = { subject: 'Welcome aboard', body: '<p>Our own words</p>' };
  await app.db
    .update(emailTemplates)
    .set(edited)
    .where(eq(emailTemplates.name, MAIL_TEMPLATES.registrationConfirmation));

  const restarted = await startAppOn(database);
  const stored = async (name: string) => {
    const [row] = await restarted.app.db
      .select({ subject: emailTemplates.subject, body: emailTemplates.body })
      .from(emailTemplates)
      .where(eq(emailTemplates.name, name));
    return row;
  };
  assert.deepEqual(await stored(MAIL_TEMPLATES.newMessage), DEFAULT_TEMPLATES['New Message']);
  assert.deepEqual(
    await stored(MAIL_TEMPLATES.accountApproved),
    DEFAULT_TEMPLATES['Account Approved'],
  );
  assert.deepEqual(await stored(MAIL_TEMPLATES.registrationConfirmation), edited);
  const token = await loginToken(restarted.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const listed = await call<{ name: string }[]>(restarted.app, token, 'GET', '/api/Template');
  assert.ok(listed.body.data.some((t) => t.name === MAIL_TEMPLATES.newMessage));
});
