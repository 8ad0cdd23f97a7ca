import assert from 'node:assert/strict';
import { test } from 'node:test';
import { invoiceMetaSchema, type InvoiceMeta } from 'shared-api/contract';
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
  assert.deepEqual(updated.body.data, { invoiceMetaId, ...fees });
  assert.deepEqual((await call(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data, {
    invoiceMetaId,
    ...fees,
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
  assert.deepEqual({ ...created.body.data, invoiceMetaId: 0 }, { invoiceMetaId: 0, ...fees });
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
