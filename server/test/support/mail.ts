import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { mailOutbox } from '../../src/db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Every mail queued to this address (any case), oldest first, once the worker is idle. */
export const mailsTo = async (app: App, to: string): Promise<OutboxMail[]> => {
  await app.mailWorker.idle();
  return app.db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()))
    .orderBy(asc(mailOutbox.id));
};

export const lastMailTo = async (app: App, to: string): Promise<OutboxMail> => {
  const mails = await mailsTo(app, to);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${to}`);
  return last;
};

const CODE = /\b(\d{6}|[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;

/** The validation or reset code a mail's text carries. */
export const codeIn = (text: string): string => {
  const match = CODE.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
};

export const lastCodeTo = async (app: App, to: string): Promise<string> =>
  codeIn((await lastMailTo(app, to)).text);

/** The files the server writes to DATA_DIR/mail when SMTP_URL is not set, oldest first. */
export const mailFiles = (dataDir: string): { name: string; content: string }[] => {
  const dir = join(dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => ({ name, content: readFileSync(join(dir, name), 'utf8') }));
};

/** Polls until `check` passes or the time is up (for the worker's asynchronous sends). */
export const eventually = async (
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 10_000, stepMs = 50 } = {},
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
};
