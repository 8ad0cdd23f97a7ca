import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BIC_INVALID,
  IBAN_INVALID,
  invoiceMetaSchema,
  PAYMENT_DUE_DAYS_INVALID,
  type InvoiceMeta,
} from 'shared-api/contract';
import { invoiceMeta } from '../src/db/schema';
import { signedInUser } from './support/registration-fixtures';
import { call } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const member = await signedInUser(app, 'ann@18xx.be');

const fees = {
  springConventionFee: 70,
  winterConventionFee: 25.5,
  springParkingFee: 10,
  winterParkingFee: 12.99,
};
const NO_PAYEE = {
  beneficiaryName: '',
  iban: null,
  bic: null,
  paymentDueDays: 14,
  clubAddress: null,
  enterpriseNumber: null,
};

test('the fees stated on the information pages are seeded', async () => {
  assert.equal(
    (await call<boolean>(app, adminToken, 'GET', '/api/InvoiceMeta/exists')).body.data,
    true,
  );
  const answer = await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta');
  assert.equal(answer.status, 200);
  const meta = invoiceMetaSchema.strict().parse(answer.body.data);
  assert.deepEqual(
    { ...meta, invoiceMetaId: 0 },
    {
      invoiceMetaId: 0,
      springConventionFee: 75,
      winterConventionFee: 30,
      springParkingFee: 15,
      winterParkingFee: 15,
      ...NO_PAYEE,
    },
  );
});

test('update needs the invoiceMetaId; a second create is refused', async () => {
  const { invoiceMetaId } = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta'))
    .body.data;
  const updated = await call<InvoiceMeta>(app, adminToken, 'PUT', '/api/InvoiceMeta', {
    invoiceMetaId,
    ...fees,
  });
  assert.equal(updated.status, 200, JSON.stringify(updated.body));
  assert.deepEqual(updated.body.data, { invoiceMetaId, ...fees, ...NO_PAYEE });
  assert.deepEqual((await call(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data, {
    invoiceMetaId,
    ...fees,
    ...NO_PAYEE,
  });

  const noId = await call(app, adminToken, 'PUT', '/api/InvoiceMeta', fees);
  assert.equal(noId.status, 400);
  const unknown = await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
    invoiceMetaId: 999,
    ...fees,
  });
  assert.equal(unknown.status, 404);
  const twice = await call(app, adminToken, 'POST', '/api/InvoiceMeta', fees);
  assert.equal(twice.status, 409);
});

test('each fee is required, 0 or more, with at most 2 decimals', async () => {
  const { invoiceMetaId } = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta'))
    .body.data;
  const put = (payload: object) =>
    call(app, adminToken, 'PUT', '/api/InvoiceMeta', { invoiceMetaId, ...payload });
  const { winterParkingFee: _missing, ...withoutOne } = fees;
  assert.equal((await put(withoutOne)).body.errorMessage, 'Field is required.');
  assert.equal(
    (await put({ ...fees, springConventionFee: -1 })).body.errorMessage,
    'Fee must be 0 or greater',
  );
  assert.equal(
    (await put({ ...fees, springParkingFee: 1.234 })).body.errorMessage,
    'Use at most 2 decimals.',
  );
  assert.equal((await put({ ...fees, springConventionFee: 0 })).status, 200);
  assert.equal((await put({ ...fees, extra: 1 })).status, 400);
});

test('create mode when none exist', async () => {
  await app.db.delete(invoiceMeta);
  assert.equal(
    (await call<boolean>(app, adminToken, 'GET', '/api/InvoiceMeta/exists')).body.data,
    false,
  );
  const missing = await call(app, adminToken, 'GET', '/api/InvoiceMeta');
  assert.equal(missing.status, 404);
  const created = await call<InvoiceMeta>(app, adminToken, 'POST', '/api/InvoiceMeta', {
    invoiceMetaId: null,
    ...fees,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.deepEqual(
    { ...created.body.data, invoiceMetaId: 0 },
    { invoiceMetaId: 0, ...fees, ...NO_PAYEE },
  );
});

test('the payee: IBAN checked by its mod-97 digits and stored compact, BIC optional', async () => {
  const { invoiceMetaId } = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta'))
    .body.data;
  const put = (payload: object) =>
    call<InvoiceMeta>(app, adminToken, 'PUT', '/api/InvoiceMeta', {
      invoiceMetaId,
      ...fees,
      ...payload,
    });
  const payee = {
    beneficiaryName: '18xx Belgium',
    iban: 'be68 5390 0754 7034',
    bic: 'gkccbebb',
    paymentDueDays: 21,
    clubAddress: 'Grote Markt 1\n2800 Mechelen',
    enterpriseNumber: '0123.456.789',
  };
  const saved = await put(payee);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body.data, {
    invoiceMetaId,
    ...fees,
    ...payee,
    iban: 'BE68539007547034',
    bic: 'GKCCBEBB',
  });

  // One digit off: the check digits no longer match.
  const wrong = await put({ iban: 'BE68 5390 0754 7035' });
  assert.equal(wrong.status, 400);
  assert.equal(wrong.body.errorMessage, IBAN_INVALID);
  assert.equal((await put({ bic: 'NOTABIC' })).body.errorMessage, BIC_INVALID);
  assert.equal((await put({ paymentDueDays: -1 })).body.errorMessage, PAYMENT_DUE_DAYS_INVALID);
  assert.equal((await put({ paymentDueDays: 1.5 })).status, 400);
  const stored = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
  assert.equal(stored.iban, 'BE68539007547034', 'a refused change changes nothing');

  // Left out: kept. Emptied: cleared.
  assert.equal((await put({})).body.data.iban, 'BE68539007547034');
  const cleared = await put({ iban: '', bic: '' });
  assert.equal(cleared.body.data.iban, null);
  assert.equal(cleared.body.data.bic, null);
});

test('admins only', async () => {
  for (const [method, url] of [
    ['GET', '/api/InvoiceMeta/exists'],
    ['GET', '/api/InvoiceMeta'],
    ['POST', '/api/InvoiceMeta'],
    ['PUT', '/api/InvoiceMeta'],
  ] as const) {
    const payload = method === 'GET' ? undefined : fees;
    assert.equal((await call(app, member.token, method, url, payload)).status, 403);
    assert.equal((await call(app, undefined, method, url, payload)).status, 401);
  }
});
