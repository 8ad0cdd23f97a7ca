// Reads the mails the server sent to the e2e mail receiver (mail-receiver.ts).
import type { ReceivedMail } from './mail-receiver';

export type { ReceivedMail };

export const mailReceiverUrl = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 8126}`;

/** Every mail received for this address so far, oldest first. */
export const mailsTo = async (to: string): Promise<ReceivedMail[]> => {
  const response = await fetch(`${mailReceiverUrl}/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mail receiver answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
};

// Validation codes are 6 digits, reset codes XXXX-XXXX-XXXX (server/src/contexts/accounts/auth/email-codes.ts).
const CODE = /\b(\d{6}|[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;

/**
 * Waits for the next mail to `to` whose subject matches, beyond the `seen` first ones (pass the
 * count from before the action), and returns it with the code it carries, if any.
 */
export const waitForMail = async (
  to: string,
  {
    subject = /./,
    seen = 0,
    timeoutMs = 15_000,
  }: { subject?: RegExp; seen?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail & { code: string | null }> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(to)).slice(seen).find((m) => subject.test(m.subject));
    if (mail) return { ...mail, code: CODE.exec(mail.text)?.[1] ?? null };
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** The code of the next validation or reset mail to `to`. */
export const waitForCode = async (
  to: string,
  options: { subject?: RegExp; seen?: number } = {},
) => {
  const { code } = await waitForMail(to, options);
  if (!code) throw new Error(`the mail to ${to} carries no code`);
  return code;
};
