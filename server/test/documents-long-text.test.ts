import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminRegistration, CatalogueGame, TablePlan } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { pdfText } from './support/pdf-text';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

// The door team's check-in list, the badges and the table sheets say everything they hold: a long
// name or session name is wrapped or made smaller, never cut. Read back with pdf.js.

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db, { name: 'Long Names Convention 2031' });
const catalogue = (await call<CatalogueGame[]>(app, adminToken, 'GET', '/api/Games')).body.data;
const idOf = (title: string) => catalogue.find((game) => game.title === title)!.id;

// The longest session name the form allows is not bounded by the list's columns.
const LONG_SESSION =
  'Saturday Day of the Grand Eighteen-Something Railway Marathon in the Great Hall of Mechelen';
await app.db
  .update(sessions)
  .set({ name: LONG_SESSION })
  .where(eq(sessions.id, convention.sessionIds[0]!));

const FIRST = 'Maximiliaan-Alexander Johannes-Baptist';
const LAST = 'Van der Straeten-de Ghelcke de Wolvenhove-Oudenaarde';
const GAMES_WRITTEN =
  'My own reprint of the Pennsylvania Railroad expansion with every promo tile ever printed';

const register = async (first: string, last: string, extra = {}) => {
  const email = `${first.toLowerCase().replace(/[^a-z]/g, '')}@example.com`;
  const member = await signedInUser(app, email);
  const answer = await call<AdminRegistration>(
    app,
    member.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, email, {
      attendeeFirstName: first,
      attendeeLastName: last,
      sessions: [{ id: convention.sessionIds[0]! }],
      wantGameIds: [idOf('1830')],
      ...extra,
    }),
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

await register(FIRST, LAST, {
  attendeeNationality: 'Belgian, Dutch and Luxembourgish by marriage',
  bringGames: GAMES_WRITTEN,
  bringGameIds: [idOf('1830'), idOf('1830'), idOf('18Chesapeake'), idOf('18EU')],
});
for (const first of ['Ann', 'Bob', 'Cleo']) await register(first, 'Short');

/** The words of a text, whatever lines and sizes they were laid out in. */
const squeezed = (text: string) => text.replace(/\s+/g, '');
const pdfOf = async (url: string) => {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(response.statusCode, 200, response.body);
  return (await pdfText(response.rawPayload)).join('\n');
};
const assertWhole = (text: string, parts: readonly string[]) => {
  assert.ok(!text.includes('…'), `nothing cut with an ellipsis:\n${text}`);
  for (const part of parts)
    assert.ok(squeezed(text).includes(squeezed(part)), `${part} in:\n${text}`);
};

test('a badge shows the long names whole and the games brought, picked and written', async () => {
  const text = await pdfOf(`/api/Registration/admin/badges?conventionId=${convention.id}`);
  assertWhole(text, [
    FIRST,
    LAST,
    'Belgian, Dutch and Luxembourgish by marriage',
    `Brings: 1830, 1830 (copy 2), 18Chesapeake, 18EU, ${GAMES_WRITTEN}`,
    'Long Names Convention 2031',
  ]);
});

test('the check-in list names every session in full and every attendee whole', async () => {
  const text = await pdfOf(`/api/Registration/admin/checkin-list?conventionId=${convention.id}`);
  assertWhole(text, [
    `${LAST}, ${FIRST}`,
    `Sat day = ${LONG_SESSION}`,
    'Fri eve = Friday Evening',
    'Signature',
    '15 or',
    'younger',
    'Parking',
  ]);
});

test('the table sheets show the long session name and the long player name whole', async () => {
  const run = await call<TablePlan>(app, adminToken, 'POST', `/api/Planner/${convention.id}/run`, {
    version: 0,
  });
  assert.equal(run.status, 200, JSON.stringify(run.body));
  assert.ok(run.body.data.tables.length > 0, JSON.stringify(run.body.data));
  const published = await call<TablePlan>(
    app,
    adminToken,
    'POST',
    `/api/Planner/${convention.id}/publish`,
    { version: run.body.data.version },
  );
  assert.equal(published.status, 200, JSON.stringify(published.body));
  const text = await pdfOf(`/api/Planner/${convention.id}/sheets.pdf`);
  assertWhole(text, [LONG_SESSION, `${FIRST} ${LAST}`]);
});
