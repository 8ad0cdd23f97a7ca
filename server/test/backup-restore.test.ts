import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { findRepoRoot } from '../src/config';
import { logs } from '../src/db/schema';
import { writeLog } from '../src/shared/logs/write-log';
import { newTestDatabase, startAppOn } from './support/test-app';
import {
  pgliteFingerprint,
  postgresFingerprint,
  type Fingerprint,
} from './support/table-fingerprint';

const repoRoot = findRepoRoot();
const scratch = mkdtempSync(join(process.env.TEST_SCRATCH_DIR ?? tmpdir(), 'backup-'));

/** Runs scripts/<name>.mjs as an operator would, against the database named by env. */
const script = (name: 'backup' | 'restore', args: string[], env: Record<string, string>) => {
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', `${name}.mjs`), ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
};

const expectOk = (run: { ok: boolean; output: string }) => {
  assert.ok(run.ok, run.output);
  return run.output;
};

/** A database with something in most tables: the demo data, a log line, the admin. */
const populated = async () => {
  const database = await newTestDatabase();
  const { app } = await startAppOn(database, { seedDemo: true });
  await writeLog(app.db, { level: 'Error', message: 'before the backup', error: new Error('x') });
  return { database, app };
};

const assertSameData = (restored: Fingerprint, original: Fingerprint) => {
  assert.ok(Object.keys(original).length > 10, 'the fingerprint covers the schema');
  assert.ok((original['public.logs']?.rows ?? 0) > 0 && (original['public.users']?.rows ?? 0) > 1);
  assert.deepEqual(restored, original);
};

/** Only the operator who made a backup may read it: it holds personal data and password hashes. */
const assertOwnerOnly = (file: string) => assert.equal(statSync(file).mode & 0o777, 0o600);

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

test(
  'PostgreSQL: backup while running, restore into a fresh database, same rows and checksums',
  { skip: !onPostgres && 'runs in the PostgreSQL pass' },
  async () => {
    const { database, app } = await populated();
    assert.ok(database.databaseUrl);
    const file = join(scratch, 'site.pgdump');
    // An older file in the way, readable by all: writing over it must not keep its mode.
    writeFileSync(file, '', { mode: 0o644 });
    assert.match(
      expectOk(script('backup', ['--out', file], { DATABASE_URL: database.databaseUrl })),
      /sha256 [0-9a-f]{64}/,
    );
    assertOwnerOnly(file);
    const original = await postgresFingerprint(database.databaseUrl);

    const target = await newTestDatabase();
    const targetUrl = target.databaseUrl as string;
    expectOk(script('restore', [file], { DATABASE_URL: targetUrl }));
    assertSameData(await postgresFingerprint(targetUrl), original);

    const again = script('restore', [file], { DATABASE_URL: targetUrl });
    assert.ok(!again.ok && /already has \d+ tables/.test(again.output), again.output);
    expectOk(script('restore', [file, '--force'], { DATABASE_URL: targetUrl }));
    assertSameData(await postgresFingerprint(targetUrl), original);

    // The restored database serves: an app starts on it and finds its data.
    const { app: restoredApp } = await startAppOn(target);
    assert.equal((await restoredApp.db.select().from(logs)).length, original['public.logs']?.rows);
    await app.close();
  },
);

test(
  'PGlite: backup of the stopped data directory, restore into a fresh one, same rows and checksums',
  { skip: onPostgres && 'runs in the PGlite pass' },
  async () => {
    const { database, app } = await populated();
    const file = join(scratch, 'site.pglite.tar.gz');
    const env = { DATA_DIR: database.dataDir };

    const busy = script('backup', ['--out', file], env);
    assert.ok(!busy.ok && /stop the server first/.test(busy.output), busy.output);
    await app.close();

    expectOk(script('backup', ['--out', file], env));
    assertOwnerOnly(file);
    const original = await pgliteFingerprint(join(database.dataDir, 'pglite'));

    const fresh = mkdtempSync(join(scratch, 'restored-'));
    expectOk(script('restore', [file], { DATA_DIR: fresh }));
    assertSameData(await pgliteFingerprint(join(fresh, 'pglite')), original);

    const again = script('restore', [file], { DATA_DIR: fresh });
    assert.ok(!again.ok && /pass --force/.test(again.output), again.output);
    expectOk(script('restore', [file, '--force'], { DATA_DIR: fresh }));
    assert.ok(existsSync(join(fresh, 'pglite')));
    assertSameData(await pgliteFingerprint(join(fresh, 'pglite')), original);

    const mismatch = script('restore', [file], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' });
    assert.ok(!mismatch.ok && /is a pglite backup/.test(mismatch.output), mismatch.output);
    // Still a PGlite database the server can open.
    const reopened = await PGlite.create(join(fresh, 'pglite'));
    await reopened.close();
  },
);
