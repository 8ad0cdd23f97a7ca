import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isNull } from 'drizzle-orm';
import type { App } from '../../src/app';
import { mailOutbox } from '../../src/db/schema';
import { enqueueMail } from '../../src/shared/mail';
import { eventually } from '../support/mail';
import { freePort, startSmtpReceiver } from '../support/smtp-receiver';
import { newTestDatabase, startAppOn } from '../support/test-app';

const MAILS = 100;
const FAST_RETRIES = { pollIntervalMs: 100, retryBaseMs: 200, retryMaxMs: 800 };
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

const pending = (app: App) => app.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));

/** Servers sharing one database and sending to one SMTP port (PGlite: one process owns it). */
const startMailers = async (count: number, port: number) => {
  const database = await newTestDatabase();
  const apps: App[] = [];
  for (let i = 0; i < count; i += 1) {
    const { app } = await startAppOn(
      database,
      { smtpUrl: `smtp://127.0.0.1:${port}` },
      { mail: FAST_RETRIES },
    );
    apps.push(app);
  }
  return apps;
};

/** Queues the mails round-robin over the servers; their ids, ascending. */
const enqueueMany = async (apps: App[], label: string) => {
  const ids = await Promise.all(
    Array.from({ length: MAILS }, (_, i) =>
      enqueueMail(apps[i % apps.length]!.db, {
        to: `${label}${i}@example.be`,
        subject: label,
        html: `<p>${label} ${i}</p>`,
        text: `${label} ${i}`,
      }).then((row) => row.id),
    ),
  );
  return ids.sort((a, b) => a - b);
};

/** Every queued mail arrived exactly once and the outbox is empty, also a second later. */
const assertDeliveredOnce = async (apps: App[], received: number[], ids: number[]) => {
  const first = apps[0]!;
  await eventually(async () => (await pending(first)).length === 0, { timeoutMs: 20_000 });
  // Long enough for a duplicate to show up if one were coming.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const distinct = [...new Set(received)].sort((a, b) => a - b);
  assert.deepEqual(distinct, ids, 'every queued mail was delivered');
  assert.equal(received.length - distinct.length, 0, 'no mail was delivered twice');
  const rows = await first.db.select().from(mailOutbox);
  assert.ok(rows.every((row) => row.sentAt && row.lockedUntil === null && row.lastError === null));
};

test(`${MAILS} mails queued while the SMTP server is down are all delivered once it is back, none twice`, async (t) => {
  const port = await freePort();
  const apps = await startMailers(onPostgres ? 2 : 1, port);
  const ids = await enqueueMany(apps, 'outage');
  // Every mail has been tried and failed: the outage is real, not a race with the receiver.
  await eventually(
    async () => {
      const rows = await pending(apps[0]!);
      return rows.length === MAILS && rows.every((row) => row.attempts >= 1 && row.lastError);
    },
    { timeoutMs: 20_000 },
  );
  const receiver = await startSmtpReceiver(port);
  const backAt = Date.now();
  try {
    await assertDeliveredOnce(apps, receiver.received, ids);
    t.diagnostic(
      `servers=${apps.length} queued=${MAILS} delivered=${new Set(receiver.received).size} ` +
        `duplicates=${receiver.received.length - new Set(receiver.received).size} ` +
        `drained in ${Date.now() - backAt - 1_000} ms after SMTP came back`,
    );
  } finally {
    for (const app of apps) await app.close();
    await receiver.close();
  }
});

test(
  'two servers on one PostgreSQL database never send the same mail twice',
  { skip: !onPostgres && 'PGlite has one process' },
  async () => {
    const port = await freePort();
    const receiver = await startSmtpReceiver(port);
    const apps = await startMailers(2, port);
    try {
      const ids = await enqueueMany(apps, 'many');
      await assertDeliveredOnce(apps, receiver.received, ids);
    } finally {
      for (const app of apps) await app.close();
      await receiver.close();
    }
  },
);
