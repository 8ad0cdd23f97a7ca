import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  id: number;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
}

export interface Deliverer {
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Short enough that a hanging server frees the worker long before its claim on the row expires.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export const smtpDeliverer = (smtpUrl: string, from: string): Deliverer => {
  const transport = nodemailer.createTransport(smtpUrl, { from, ...SMTP_TIMEOUTS });
  return {
    deliver: async (mail) => {
      await transport.sendMail({
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // The outbox id, so a receiver can spot a duplicate.
        headers: { 'X-Outbox-Id': String(mail.id) },
      });
    },
    close: () => transport.close(),
  };
};

const fileNamePart = (value: string): string => value.replace(/[^\w.@+-]/g, '_').slice(0, 100);

/**
 * Without SMTP_URL (trying the site locally) every mail lands in a text file and in the log, so
 * the person trying it can read their codes.
 */
export const fileDropDeliverer = (
  dir: string,
  from: string,
  log: (message: string) => void,
): Deliverer => ({
  deliver: async (mail) => {
    // Asynchronous: a burst of mail (every registration of a surge) must not hold up requests.
    await mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(dir, `${stamp}-${mail.id}-${fileNamePart(mail.toAddress)}.txt`);
    const content = [
      `From: ${from}`,
      `To: ${mail.toAddress}`,
      `Subject: ${mail.subject}`,
      '',
      mail.text,
      '',
    ].join('\n');
    await writeFile(file, content, { mode: 0o600 });
    log(`SMTP_URL is not set: mail to ${mail.toAddress} written to ${file}\n${content}`);
  },
  close: () => undefined,
});
