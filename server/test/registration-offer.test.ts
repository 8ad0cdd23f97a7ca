import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  invoiceLines,
  nextWaitingPosition,
  type InvoiceMeta,
  type InvoicePreview,
  type Registration,
  type RegistrationOffer,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { conventions } from '../src/db/schema';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type ConventionFixture,
  type Member,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  springConventionFee: 80.5,
  springParkingFee: 12.25,
});

const offer = async (token: string) => {
  const answer = await call<RegistrationOffer | null>(app, token, 'GET', '/api/Registration/offer');
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

let people = 0;
const member = () => signedInUser(app, `offer.${++people}@18xx.be`);

const register = async (who: Member, convention: ConventionFixture, parking = false) => {
  const payload = registrationPayload(convention, who.email, {
    parking,
    licensePlate: parking ? '1-ABC-123' : null,
  });
  const answer = await call<Registration>(app, who.token, 'POST', '/api/Registration', payload);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

test('without an active convention the offer is null', async () => {
  await app.db.update(conventions).set({ isActive: false });
  assert.equal(await offer((await member()).token), null);
});

test("the offer's fees price a registration as its invoice does", async () => {
  const convention = await createConvention(app.db, { name: 'Priced 2031' });
  const who = await member();
  const before = await offer(who.token);
  assert.ok(before);
  assert.equal(before.conventionId, convention.id);
  assert.equal(before.season, 'SPRING');
  assert.deepEqual(before.fees, {
    springConventionFee: 80.5,
    winterConventionFee: meta.winterConventionFee,
    springParkingFee: 12.25,
    winterParkingFee: meta.winterParkingFee,
  });
  assert.equal(before.capacity, null);
  assert.equal(nextWaitingPosition(before), null, 'no capacity: nobody waits');

  const registration = await register(who, convention, true);
  const promised = invoiceLines(before.season, before.fees!, [
    {
      firstName: registration.attendeeFirstName,
      lastName: registration.attendeeLastName,
      parking: registration.parking,
      licensePlate: registration.licensePlate,
    },
  ]);
  assert.equal(promised.total, 92.75);
  const invoice = await call<InvoicePreview>(
    app,
    adminToken,
    'GET',
    `/api/Inbox/admin/invoice/preview/${who.id}`,
  );
  assert.equal(invoice.status, 200, JSON.stringify(invoice.body));
  assert.deepEqual(invoice.body.data.lines, promised.lines);
  assert.equal(invoice.body.data.total, promised.total);
});

test('a full convention: the offer names the waiting position the next registration gets', async () => {
  await app.db.update(conventions).set({ isActive: false });
  const convention = await createConvention(app.db, { name: 'Full 2031' });
  await app.db.update(conventions).set({ capacity: 2 }).where(eq(conventions.id, convention.id));
  const [a, b, c, d] = [await member(), await member(), await member(), await member()];
  assert.deepEqual(
    { ...(await offer(a.token)), fees: null },
    {
      conventionId: convention.id,
      season: 'SPRING',
      capacity: 2,
      placesTaken: 0,
      waitingCount: 0,
      fees: null,
      meals: [],
      companionFeeCents: 0,
    },
  );
  await register(a, convention);
  await register(b, convention);
  const full = await offer(c.token);
  assert.ok(full);
  assert.equal(full.placesTaken, 2);
  assert.equal(nextWaitingPosition(full), 1);
  const third = await register(c, convention);
  assert.equal(third.status, 'waiting');
  assert.equal(third.waitingPosition, 1, 'as the offer said');

  const next = await offer(d.token);
  assert.ok(next);
  assert.equal(next.waitingCount, 1);
  assert.equal(nextWaitingPosition(next), 2);
  assert.equal((await register(d, convention)).waitingPosition, 2);
});
