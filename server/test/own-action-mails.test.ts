import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CancelRegistrationResponse } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { invoiceMeta, invoices, payments, registrations } from '../src/db/schema';
import { call as callAs } from './support/accounts';
import { lastCodeTo, mailsTo } from './support/mail';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type Member,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken, MEMBER_PASSWORD } from './support/users';

const { app, config } = await startTestApp();
const SITE = config.publicUrl;
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
await app.db.update(invoiceMeta).set({ springConventionFee: 75, springParkingFee: 15 });
await app.db.update(invoiceMeta).set({ beneficiaryName: '18xx Belgium', iban: 'BE68539007547034' });

const register = async (member: Member) => {
  const answer = await call<{ id: string }>(app, member.token, 'POST', '/api/Registration', {
    ...registrationPayload(convention, member.email, { parking: false }),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [row] = await app.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(eq(registrations.attendeeEmail, member.email));
  return row!.id;
};

const cancel = (member: Member, id: string) =>
  call<CancelRegistrationResponse>(app, member.token, 'POST', `/api/Registration/${id}/cancel`);

const lastMail = async (to: string, subject: string | RegExp) => {
  const found = (await mailsTo(app, to)).filter((mail) =>
    typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
  );
  assert.equal(found.length, 1, `one mail "${String(subject)}" to ${to}`);
  return found[0]!;
};

test('cancelling without having paid: the answer and the mail say nothing is refunded', async () => {
  const ann = await signedInUser(app, 'ann@18xx.be');
  const id = await register(ann);
  const answer = await cancel(ann, id);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.data.isRefundable, true, 'more than a month before the start');
  assert.equal(answer.body.data.refundDueCents, 0, 'but nothing was paid');
  const mail = await lastMail(ann.email, 'You cancelled a registration for Spring Convention 2031');
  assert.match(
    mail.text,
    /the registration of Ann Peeters for Spring Convention 2031 was cancelled on/,
  );
  assert.match(mail.text, /Nothing is due to be refunded\./);
  assert.doesNotMatch(mail.text, /A refund of/);
  assert.ok(mail.text.includes(`${SITE}/my-registrations`));
});

test('cancelling after paying: the mail names the refund that applies', async () => {
  const bob = await signedInUser(app, 'bob@18xx.be');
  const id = await register(bob);
  const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${bob.id}`);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const [invoice] = await app.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.recipientUserId, bob.id));
  assert.ok(invoice);
  await app.db.insert(payments).values({
    invoiceId: invoice.id,
    amountCents: 7500,
    method: 'bank transfer',
    paidOn: '2031-04-01',
  });
  const answer = await cancel(bob, id);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal(answer.body.data.refundDueCents, 7500);
  const mail = await lastMail(bob.email, /^You cancelled a registration/);
  assert.match(mail.text, /A refund of €75\.00 is due to you: the organisers will pay it back\./);
});

test('a password change is confirmed by mail, with the way back if it was not the member', async () => {
  const cleo = await signedInUser(app, 'cleo@18xx.be');
  const changed = await callAs(app, 'POST', '/api/Auth/change-password', {
    token: cleo.token,
    payload: {
      currentPassword: MEMBER_PASSWORD,
      password: 'Newer-Pass-2?',
      confirmPassword: 'Newer-Pass-2?',
    },
  });
  assert.equal(changed.statusCode, 200, changed.body);
  const mail = await lastMail(cleo.email, 'Your 18xx Belgium password was changed');
  assert.match(mail.text, /was changed on \d\d\/\d\d\/\d{4} \d\d:\d\d \(Brussels time\)/);
  assert.ok(mail.text.includes(`${SITE}/password-reset`));

  const refused = await callAs(app, 'POST', '/api/Auth/change-password', {
    token: await loginToken(app, cleo.email, 'Newer-Pass-2?'),
    payload: {
      currentPassword: 'Wrong-Pass-9!',
      password: 'Other-Pass-3?',
      confirmPassword: 'Other-Pass-3?',
    },
  });
  assert.equal(refused.statusCode, 400);
  assert.equal((await mailsTo(app, cleo.email)).length, 1, 'a refused change mails nothing');
});

test('an email change is confirmed to both addresses', async () => {
  const dirk = await signedInUser(app, 'dirk@18xx.be');
  const asked = await callAs(app, 'POST', '/api/User/me/email', {
    token: dirk.token,
    payload: { email: 'dirk.new@18xx.be', currentPassword: MEMBER_PASSWORD },
  });
  assert.equal(asked.statusCode, 200, asked.body);
  const code = await lastCodeTo(app, 'dirk.new@18xx.be');
  const confirmed = await callAs(app, 'POST', '/api/User/me/email/confirm', {
    token: dirk.token,
    payload: { code },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  const old = await lastMail('dirk@18xx.be', 'Your 18xx Belgium email address was changed');
  assert.match(old.text, /changed to dirk\.new@18xx\.be/);
  const fresh = await lastMail(
    'dirk.new@18xx.be',
    'This is now the email address of your 18xx Belgium account',
  );
  assert.match(fresh.text, /now uses this address, dirk\.new@18xx\.be, instead of dirk@18xx\.be/);
});

test('deleting one’s own account is confirmed by one last mail; an organiser’s erasure is not', async () => {
  const eva = await signedInUser(app, 'eva@18xx.be');
  const deleted = await callAs(app, 'POST', '/api/User/me/delete', {
    token: eva.token,
    payload: { password: MEMBER_PASSWORD },
  });
  assert.equal(deleted.statusCode, 200, deleted.body);
  const [mail, ...more] = await mailsTo(app, eva.email);
  assert.equal(mail?.subject, 'Your 18xx Belgium account was deleted');
  assert.match(mail.text, /your 18xx Belgium account was deleted on/);
  assert.deepEqual(more, []);

  const fons = await signedInUser(app, 'fons@18xx.be');
  const erased = await call(app, adminToken, 'POST', `/api/User/${fons.id}/delete`);
  assert.equal(erased.status, 200, JSON.stringify(erased.body));
  assert.deepEqual(await mailsTo(app, fons.email), []);
});
