// One plan at a time per convention, and no more plans at once than the server has cores.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PLAN_BEING_MADE, PLANNER_BUSY, type TablePlan } from 'shared-api/contract';
import { plannerCores, PLANNER_WAIT_MS } from '../src/contexts/planner/plan-runs';
import { bearer, createConvention } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const admin = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const first = await createConvention(app.db, { name: 'First Planned' });
const second = await createConvention(app.db, { name: 'Second Planned', isActive: false });

const run = (conventionId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/Planner/${conventionId}/run`,
    headers: bearer(admin),
    payload: { version: 0, timeLimitSeconds: 1 },
  });

/** Every core taken, as by plans of other conventions; gives them back. */
const takeEveryCore = async () => {
  const releases: Array<() => void> = [];
  for (let release = await plannerCores.take(0); release; release = await plannerCores.take(0))
    releases.push(release);
  assert.ok(releases.length >= 1);
  return () => releases.forEach((release) => release());
};

test('a second run for a convention while one is being made is refused with 409', async () => {
  const giveBack = await takeEveryCore();
  const waiting = run(first.id);
  try {
    // The first run waits for a core; meanwhile the convention has a plan being made.
    while (plannerCores.waiting() === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await run(first.id);
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().errorMessage, PLAN_BEING_MADE);
  } finally {
    giveBack();
  }
  const answer = await waiting;
  assert.equal(answer.statusCode, 200, answer.body);
  assert.equal(answer.json<{ data: TablePlan }>().data.version, 1);
  // Once it is done, the next run may start.
  const next = await app.inject({
    method: 'POST',
    url: `/api/Planner/${first.id}/run`,
    headers: bearer(admin),
    payload: { version: 1, timeLimitSeconds: 1 },
  });
  assert.equal(next.statusCode, 200, next.body);
});

test('a run that finds every core busy waits briefly, then is refused with 503 and Retry-After', async () => {
  const giveBack = await takeEveryCore();
  const startedAt = Date.now();
  const refused = await run(second.id);
  const waited = Date.now() - startedAt;
  giveBack();
  assert.equal(refused.statusCode, 503);
  assert.equal(refused.json().errorMessage, PLANNER_BUSY);
  assert.equal(refused.headers['retry-after'], '30');
  assert.ok(waited >= PLANNER_WAIT_MS - 50, `it waited ${waited} ms for a core`);
  // Nothing was saved: the convention still has no plan.
  const board = await app.inject({
    method: 'GET',
    url: `/api/Planner/${second.id}`,
    headers: bearer(admin),
  });
  assert.equal(board.json<{ data: TablePlan }>().data.version, 0);
  // With a core free again, the same run succeeds.
  const answer = await run(second.id);
  assert.equal(answer.statusCode, 200, answer.body);
});
