// The API's slowest answers (a plan at its largest time limit, a heavy document) leave before the
// proxy in front gives up on them: nginx would otherwise answer 504 for a plan that was made.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PLAN_TIME_LIMIT_MAX_SECONDS, runPlanRequestSchema } from 'shared-api/contract';
import { findRepoRoot } from '../src/config';
import { PLANNER_WAIT_MS } from '../src/contexts/planner/plan-runs';
import { GRACE_SECONDS } from '../src/contexts/planner/solve';
import { DOCUMENT_TIME_LIMIT_MS } from '../src/shared/documents/document-pool';

const api = readFileSync(
  join(findRepoRoot(), 'deploy/nginx/snippets/18xx-belgium-api.conf'),
  'utf8',
);
const readTimeoutSeconds = Number(/^proxy_read_timeout (\d+)s;$/m.exec(api)?.[1]);

test("a plan at the API's largest time limit answers before nginx's read timeout", () => {
  assert.ok(readTimeoutSeconds > 0, 'proxy_read_timeout is set in seconds');
  assert.equal(
    runPlanRequestSchema.safeParse({ version: 0, timeLimitSeconds: PLAN_TIME_LIMIT_MAX_SECONDS })
      .success,
    true,
  );
  assert.equal(
    runPlanRequestSchema.safeParse({
      version: 0,
      timeLimitSeconds: PLAN_TIME_LIMIT_MAX_SECONDS + 1,
    }).success,
    false,
    'no longer limit is accepted',
  );
  // Waiting for a core, the limit, the grace to stop HiGHS, and ten seconds for the database.
  const slowest = PLANNER_WAIT_MS / 1000 + PLAN_TIME_LIMIT_MAX_SECONDS + GRACE_SECONDS + 10;
  assert.ok(slowest < readTimeoutSeconds, `${slowest} s < ${readTimeoutSeconds} s`);
});

test("a document answers (made, or refused with a sentence) before nginx's read timeout", () => {
  assert.ok(DOCUMENT_TIME_LIMIT_MS / 1000 + 10 < readTimeoutSeconds);
});
