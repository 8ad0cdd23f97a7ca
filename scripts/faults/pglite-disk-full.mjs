// The PGlite data directory's disk fills up while the API takes writes. DATA_DIR lives on a small
// tmpfs of its own; a filler file leaves it a little room, the writes use it up. Then the filler
// goes, the server restarts on the same directory and every acknowledged write must be there, intact.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  call,
  createTemplate,
  describeAnswers,
  isCleanUnavailable,
  login,
  startServer,
  succeeded,
} from './production-server.mjs';

// A fresh, migrated and seeded PGlite directory takes about 40 MB.
const DISK_SIZE = '96m';
const ROOM_LEFT_BYTES = 2 * 1024 * 1024;
const BODY_BYTES = 96_000;
const MAX_WRITES = 400;
// Once this many writes in a row failed, the disk is full for good.
const FAILURES_IN_A_ROW = 20;
const STORAGE_FULL_TEXT = /storage space/;

const freeBytes = (dir) => {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
};

/** Random, so neither TOAST compression shrinks it nor a corrupted row keeps its checksum. */
const randomBody = () => randomBytes((BODY_BYTES * 3) / 4).toString('base64');
const md5 = (text) => createHash('md5').update(text).digest('hex');

const storedBodies = async (pgliteDir) => {
  const db = await PGlite.create(pgliteDir);
  try {
    const { rows } = await db.query(
      "select name, body from email_templates where name like 'fault-disk-%'",
    );
    return new Map(rows.map((row) => [row.name, md5(row.body)]));
  } finally {
    await db.close();
  }
};

export const pgliteDiskFullScenario = async () => {
  const mountPoint = mkdtempSync(join(tmpdir(), 'faults-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_SIZE}`, 'tmpfs', mountPoint]);
  try {
    const dataDir = join(mountPoint, 'data');
    mkdirSync(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const answers = [];
    const acknowledged = new Map();
    let serverExit;
    try {
      const token = await login(server.url);
      writeFileSync(
        join(mountPoint, 'filler'),
        Buffer.alloc(freeBytes(mountPoint) - ROOM_LEFT_BYTES),
      );
      let failuresInARow = 0;
      for (let i = 1; i <= MAX_WRITES && failuresInARow < FAILURES_IN_A_ROW; i += 1) {
        const name = `fault-disk-${i}`;
        const body = randomBody();
        const write = await createTemplate(server.url, token, name, body);
        answers.push(write);
        if (succeeded(write)) {
          acknowledged.set(name, md5(`<p>${body}</p>`));
          failuresInARow = 0;
        } else {
          failuresInARow += 1;
        }
        // Reads keep working on a full disk (or fail as cleanly).
        answers.push(await call(server.url, 'GET', '/api/FeaturedGames'));
      }
      answers.push(await call(server.url, 'GET', '/api/health'));
    } finally {
      serverExit = server.exitCode();
      await server.stop();
    }
    rmSync(join(mountPoint, 'filler'));

    // Back with room: the server starts on the same directory and takes writes again.
    const restarted = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    let writableAfterRestart;
    try {
      const token = await login(restarted.url);
      writableAfterRestart = succeeded(
        await createTemplate(restarted.url, token, 'fault-after-restart'),
      );
    } finally {
      await restarted.stop();
    }
    const stored = await storedBodies(join(dataDir, 'pglite'));
    const missing = [...acknowledged.keys()].filter((name) => !stored.has(name));
    const corrupt = [...acknowledged].filter(
      ([name, sum]) => stored.has(name) && stored.get(name) !== sum,
    );
    const failedWrites = answers.filter((a) => a.path === '/api/Template' && !succeeded(a));
    const problems = answers.filter((a) => !succeeded(a) && !isCleanUnavailable(a));
    const figures = {
      diskSize: DISK_SIZE,
      writesAttempted: answers.filter((a) => a.path === '/api/Template').length,
      acknowledgedWrites: acknowledged.size,
      refusedWrites503: failedWrites.filter(isCleanUnavailable).length,
      otherAnswers: problems.length,
      messages: [...new Set(failedWrites.map((a) => a.json?.errorMessage ?? a.text))],
      serverAliveWhenFull: serverExit === undefined,
      acknowledgedWritesLost: missing.length,
      acknowledgedWritesCorrupt: corrupt.length,
      writableAfterRestart,
    };
    const failures = [];
    if (failedWrites.length === 0) failures.push('the disk never filled up');
    if (!failedWrites.some((a) => STORAGE_FULL_TEXT.test(a.json?.errorMessage ?? '')))
      failures.push('no write was refused with the storage-full message');
    if (problems.length > 0)
      failures.push('answers neither a success nor a clean 503: ' + describeAnswers(problems));
    if (serverExit !== undefined) failures.push(`the server exited (${serverExit}) on a full disk`);
    if (missing.length > 0) failures.push(`acknowledged writes lost: ${missing.join(', ')}`);
    if (corrupt.length > 0) failures.push(`acknowledged writes changed: ${corrupt.join(', ')}`);
    if (!writableAfterRestart) failures.push('no write succeeded after the restart');
    return { name: 'PGlite data directory on a full disk', figures, failures };
  } finally {
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  }
};
