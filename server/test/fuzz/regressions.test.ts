import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { NOTIFICATION_DATE_FORMAT_MESSAGE } from 'shared-api/contract';
import { INVALID_URL_MESSAGE } from '../../src/http/api-error';
import { NUL_CHARACTER_MESSAGE } from '../../src/plugins/nul-characters';
import type { EnvelopeBody } from '../support/accounts';
import { createConvention } from '../support/registration-fixtures';
import { appFingerprint } from '../support/table-fingerprint';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from '../support/test-app';
import { loginToken } from '../support/users';

/** Counterexamples the fuzzer (write-routes.test.ts) found: each was a 500 or not an envelope. */

const { app } = await startTestApp();
const admin = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);

interface Case {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  token?: string;
  /** The refusal's text, when the route words it itself. */
  message?: string;
}

const CASES: Case[] = [
  {
    name: 'a path parameter that does not decode',
    method: 'POST',
    url: '/api/User/%F0%9F/approve',
    payload: {},
    token: admin,
    message: INVALID_URL_MESSAGE,
  },
  { name: 'a sign-up without a body', method: 'POST', url: '/api/Auth/register' },
  { name: 'a password reset without a body', method: 'POST', url: '/api/Auth/reset-password' },
  {
    name: 'a log filter in year 0',
    method: 'POST',
    url: '/api/Logs',
    payload: { fromDate: '0000-01-01T00:00:00Z', toDate: '0000-01-01T00:00:00Z', pageNumber: 1 },
    token: admin,
  },
  {
    name: 'a session moved to year 0',
    method: 'PUT',
    url: '/api/Convention/session',
    payload: {
      sessionId: convention.sessionIds[0],
      startDateTime: '0000-06-01T10:00:00Z',
      endDateTime: null,
    },
    token: admin,
  },
  {
    name: 'a notification valid from year 0',
    method: 'POST',
    url: '/api/Notification',
    payload: {
      title: 'Old news',
      validFrom: '0000-01-01T00:00:00Z',
      validTo: '2031-01-01T00:00:00Z',
      isActive: true,
      tags: [],
    },
    token: admin,
    message: NOTIFICATION_DATE_FORMAT_MESSAGE,
  },
  {
    name: 'a NUL character in a body field',
    method: 'POST',
    url: '/api/FeaturedGames',
    payload: { id: randomUUID(), gameName: '\u0000', description: '<img src=x onerror=alert(1)>' },
    token: admin,
    message: NUL_CHARACTER_MESSAGE,
  },
  {
    name: 'a NUL character in the query string',
    method: 'POST',
    url: '/api/Logs?q=%00',
    payload: {},
    token: admin,
    message: NUL_CHARACTER_MESSAGE,
  },
  {
    name: 'a convention id past 32 bits in the body',
    method: 'PUT',
    url: '/api/Convention',
    payload: { conventionId: 2_147_483_648, name: '../../etc/passwd', isActive: true },
    token: admin,
  },
  {
    name: 'a convention id past 32 bits in the path',
    method: 'PUT',
    url: '/api/Convention/2147483648/registration-status',
    payload: { isOpen: true },
    token: admin,
  },
];

for (const { name, method, url, payload, token, message } of CASES) {
  test(`${name}: a 400 envelope, nothing written`, async () => {
    const before = await appFingerprint(app);
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json<EnvelopeBody>();
    assert.equal(body.result, 1);
    assert.equal(body.data, null);
    assert.ok(body.errorMessage?.trim(), 'a message says what is wrong');
    if (message) assert.equal(body.errorMessage, message);
    assert.deepEqual(await appFingerprint(app), before);
  });
}
