import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { logDestination } from '../src/shared/logs/log-destination';

const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('a flood of lines keeps a bounded backlog, and the dropped ones are counted and reported', async () => {
  const file = join(dir, 'flood.log');
  const { stream, reportDrops } = logDestination(file, { maxLength: 64 * 1024, reportEveryMs: 20 });
  const warnings: { details: object; message: string }[] = [];
  const stop = reportDrops({ warn: (details, message) => warnings.push({ details, message }) });
  await new Promise<void>((resolve) => stream.once('ready', resolve));

  const line = `${'x'.repeat(99)}\n`;
  const written = 10_000; // about 1 MB, written in one go: far more than the 64 KB backlog
  for (let i = 0; i < written; i += 1) stream.write(line);
  await sleep(100);
  stop();
  stream.flushSync();

  const kept = readFileSync(file, 'utf8').split('\n').filter(Boolean).length;
  assert.ok(kept > 0 && kept < written, `kept ${kept} of ${written}`);
  const [report] = warnings;
  assert.deepEqual(report?.details, { droppedLines: written - kept });
  assert.equal(report?.message, `${written - kept} log lines dropped: the log could not keep up`);
  stream.end();
});

test('nothing is reported while every line is written', async () => {
  const { stream, reportDrops } = logDestination(join(dir, 'quiet.log'), { reportEveryMs: 10 });
  const warnings: string[] = [];
  const stop = reportDrops({ warn: (_details, message) => warnings.push(message) });
  for (let i = 0; i < 100; i += 1) stream.write('a line\n');
  await sleep(50);
  stop();
  assert.deepEqual(warnings, []);
  stream.end();
});
