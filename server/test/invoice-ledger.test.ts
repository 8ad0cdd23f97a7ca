import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  formatMomentDay,
  INVOICE_ALREADY_PAID,
  type InboxItem,
  type InvoiceMeta,
  type MemberInvoice,
  type PaymentRow,
  type SentMessage,
} from 'shared-api/contract';
import { invoices, mailOutbox, messageRecipients, registrations } from '../src/db/schema';
import { createConvention, signedInUser, type Member } from './support/registration-fixtures';
import { call, insertRegistration } from './support/messaging';
import { openPdf, pdfText } from './support/pdf-text';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  beneficiaryName: '18xx Belgium vzw',
  iban: 'BE68 5390 0754 7034',
  bic: 'GKCCBEBB',
});

const registrant = async (name: string): Promise<Member> => {
  const member = await signedInUser(app, `${name.toLowerCase()}@18xx.be`);
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName: name,
    lastName: 'Wouters',
    email: member.email,
  });
  return member;
};

const addAttendee = (member: Member, firstName: string) =>
  insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName,
    lastName: 'Wouters',
    email: `${firstName.toLowerCase()}@example.com`,
    registerDifferentPerson: true,
  });

const sendTo = async (member: Member) => {
  const sent = await call<SentMessage>(
    app,
    adminToken,
    'POST',
    `/api/Inbox/admin/invoice/send/${member.id}`,
  );
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  return sent.body.data;
};

const invoiceOf = async (member: Member) => {
  const [row] = await app.db.select().from(invoices).where(eq(invoices.recipientUserId, member.id));
  assert.ok(row, 'an invoice is stored');
  return row;
};

const pay = async (invoiceId: string, amountCents: number, method = 'bank_transfer') => {
  const answer = await call(app, adminToken, 'POST', `/api/Payments/${invoiceId}/record`, {
    amountCents,
    method,
    date: '2031-04-02',
    note: '',
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
};

const decodePng = (png: Buffer): string => {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.ok(code, 'the QR code can be read');
  return code.data;
};
/** The amount an EPC QR code asks for, read back with jsQR. */
const qrAmount = (png: Buffer): string | undefined => decodePng(png).split('\n')[7];
const dataUrlPng = (html: string): Buffer => {
  const match = /src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(html);
  assert.ok(match?.[1], 'a QR code as a PNG');
  return Buffer.from(match[1], 'base64');
};

const qrPng = (invoiceId: string) =>
  app.inject({ method: 'GET', url: `/api/Invoice/${invoiceId}/qr.png` });
const pdf = async (invoiceId: string, token = adminToken) => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/Invoice/${invoiceId}/pdf`,
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.rawPayload;
};
/** A PDF's text with its line breaks as spaces, as one reads it. */
const pdfWords = async (bytes: Buffer) => (await pdfText(bytes)).join(' ').replace(/\s+/g, ' ');
const mine = async (member: Member) =>
  (await call<MemberInvoice[]>(app, member.token, 'GET', '/api/Invoice/mine')).body.data[0]!;
const paymentRow = async (invoiceId: string) =>
  (
    await call<PaymentRow[]>(app, adminToken, 'GET', `/api/Payments?conventionId=${convention.id}`)
  ).body.data.find((row) => row.invoiceId === invoiceId)!;

test('after a part paid and a re-issue, the QR codes, the PDF, the mail and the API all ask for what is left', async () => {
  const lies = await registrant('Lies');
  await sendTo(lies);
  const first = await invoiceOf(lies);
  await pay(first.id, 5500);

  await addAttendee(lies, 'Mats');
  const again = await sendTo(lies);
  const reissued = await invoiceOf(lies);
  assert.equal(reissued.number, first.number, 'the number is kept');
  assert.equal(reissued.structuredReference, first.structuredReference, 'the reference is kept');
  assert.equal(reissued.amountCents, 15000);

  const item = (await call<InboxItem>(app, lies.token, 'GET', `/api/Inbox/${again.noteId}`)).body
    .data;
  assert.equal(qrAmount(dataUrlPng(item.message.body)), 'EUR95.00', 'the inbox QR code');
  assert.match(item.message.body, /Received<\/th><th[^>]*>€55\.00/);
  assert.match(item.message.body, /Left to pay<\/th><th[^>]*>€95\.00/);
  assert.match(item.message.body, /Total to pay: €95\.00/);

  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, lies.email), like(mailOutbox.subject, 'Your invoice%')))
    .orderBy(mailOutbox.createdAt)
    .offset(1);
  assert.match(mail?.text ?? '', /Please pay €95\.00/, 'the re-issue mail');

  const png = await qrPng(first.id);
  assert.equal(png.statusCode, 200);
  assert.equal(qrAmount(png.rawPayload), 'EUR95.00', 'GET qr.png');

  const member = await mine(lies);
  assert.equal(member.leftCents, 9500);
  assert.equal(member.paidCents, 5500);
  assert.equal(member.status, 'partially_paid');
  assert.equal(qrAmount(dataUrlPng(`src="${member.qrDataUrl}"`)), 'EUR95.00', 'My Registrations');
  assert.equal((await paymentRow(first.id)).leftCents, 9500, 'Payments');

  const text = await pdfWords(await pdf(first.id, lies.token));
  assert.ok(text.includes('Total €150.00 Received €55.00 Left to pay €95.00'), text);
  assert.ok(text.includes('Please pay €95.00 by'), text);
  assert.ok(text.includes('Scan with your banking app'), 'the PDF carries the QR code');
});

test('a paid invoice: its PDF says Paid with the date and has no QR code, qr.png answers 409', async () => {
  const nora = await registrant('Nora');
  await sendTo(nora);
  const invoice = await invoiceOf(nora);
  await pay(invoice.id, 7500);

  const bytes = await pdf(invoice.id, nora.token);
  const [text = ''] = await pdfText(bytes);
  assert.ok(text.includes('Paid on 02/04/2031.'), text);
  assert.ok(!text.includes('Please pay'), text);
  assert.ok(!text.includes('Scan with your banking app'), text);
  const page = await (await openPdf(bytes)).getPage(1);
  const operators = await page.getOperatorList();
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  assert.ok(!operators.fnArray.includes(OPS.paintImageXObject), 'no image drawn: no QR code');

  const png = await qrPng(invoice.id);
  assert.equal(png.statusCode, 409);
  assert.ok(png.body.includes(INVOICE_ALREADY_PAID), png.body);

  const member = await mine(nora);
  assert.equal(member.status, 'paid');
  assert.equal(member.leftCents, 0);
  assert.equal(member.paidOn, '2031-04-02');
  assert.equal(member.qrDataUrl, null, 'My Registrations shows no QR code');
});

test('the PDF is dated the day it was sent, in its text and its metadata', async () => {
  const olaf = await registrant('Olaf');
  const before = new Date();
  await sendTo(olaf);
  const invoice = await invoiceOf(olaf);
  const bytes = await pdf(invoice.id);
  const [text = ''] = await pdfText(bytes);
  assert.ok(text.includes(`Date: ${formatMomentDay(before)}`), text);
  const document = await openPdf(bytes);
  const { info } = (await document.getMetadata()) as { info: { CreationDate?: string } };
  assert.match(info.CreationDate ?? '', new RegExp(`^D:${before.getUTCFullYear()}`));
  assert.ok(!(info.CreationDate ?? '').startsWith('D:1970'));
});

test('paid, then cancelled in time for a refund: the invoice says Refund due', async () => {
  const pia = await registrant('Pia');
  const mats = await addAttendee(pia, 'Quinten');
  await sendTo(pia);
  const invoice = await invoiceOf(pia);
  await pay(invoice.id, 15000);
  await app.db
    .update(registrations)
    .set({ status: 'cancelled', cancelledAt: new Date(), refundOnCancel: true })
    .where(eq(registrations.id, mats));
  await sendTo(pia);

  const row = await paymentRow(invoice.id);
  assert.equal(row.status, 'overpaid');
  assert.equal(row.refundDueCents, 7500);
  assert.equal(row.leftCents, -7500);
  const text = await pdfWords(await pdf(invoice.id));
  assert.ok(text.includes('Received €150.00 Refund due €75.00'), text);
  assert.ok(text.includes('Refund due €75.00.'), text);
  assert.ok(!text.includes('Please pay'), text);
  assert.equal((await qrPng(invoice.id)).statusCode, 409);
  assert.equal((await mine(pia)).refundDueCents, 7500);
});

test('the check-in list shows what is left once per invoice, on the payer line, naming who it covers', async () => {
  const rik = await registrant('Rik');
  await addAttendee(rik, 'Saar');
  await sendTo(rik);
  const invoice = await invoiceOf(rik);
  await pay(invoice.id, 5000);

  const answer = await app.inject({
    method: 'GET',
    url: `/api/Registration/admin/checkin-list?conventionId=${convention.id}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(answer.statusCode, 200, answer.body);
  const text = await pdfWords(answer.rawPayload);
  assert.equal(text.split('€100.00 left').length - 1, 1, `once: ${text}`);
  assert.ok(text.includes('€100.00 left for Rik, Saar'), text);
  assert.ok(text.includes('see Wouters, Rik'), 'the other line points to the payer');
});

test('a part paid by hand leaves one inbox message and one mail, written with the payment', async () => {
  const tom = await registrant('Tom');
  await sendTo(tom);
  const invoice = await invoiceOf(tom);
  const messagesBefore = await app.db
    .select()
    .from(messageRecipients)
    .where(eq(messageRecipients.userId, tom.id));
  await pay(invoice.id, 2000);
  const messagesAfter = await app.db
    .select()
    .from(messageRecipients)
    .where(eq(messageRecipients.userId, tom.id));
  assert.equal(messagesAfter.length - messagesBefore.length, 1, 'one inbox message');
  const mails = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, tom.email), like(mailOutbox.subject, 'Payment received%')));
  assert.equal(mails.length, 1, 'one mail');
  assert.match(mails[0]?.text ?? '', /€20\.00.*€55\.00 is left to pay/s);
});
