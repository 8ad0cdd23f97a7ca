// A tiny SMTP receiver for the e2e run: the production server sends its real mails here (SMTP_URL
// in playwright.config.ts) and the specs read them over HTTP (see mailbox.ts):
//   GET /messages[?to=address]  -> ReceivedMail[] oldest first;  DELETE /messages -> forget all.
// Run: `npx tsx support/run-mail-receiver.ts` (ports from E2E_SMTP_PORT and E2E_MAIL_HTTP_PORT).
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The server's mail_outbox id, to spot a duplicate. */
  outboxId: string | null;
  receivedAt: string;
}

type Headers = Map<string, string>;

const splitMessage = (raw: string): { headers: Headers; body: string } => {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const decodeQuotedPrintable = (text: string): Buffer => {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
};

const decodeBody = (body: string, encoding = '7bit'): string => {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    default:
      return body;
  }
};

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
const decodeWords = (value: string): string =>
  value.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
  );

/** The text and HTML parts of a (possibly multipart) message. */
const collectParts = (raw: string, into: { text: string; html: string }) => {
  const { headers, body } = splitMessage(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (!part.startsWith('--')) collectParts(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'))
    .replace(/\r\n/g, '\n')
    .trim();
  if (type.toLowerCase().startsWith('text/html')) into.html ||= decoded;
  else if (type.toLowerCase().startsWith('text/plain')) into.text ||= decoded;
};

const parseMail = (raw: string, to: string[]): ReceivedMail => {
  const { headers } = splitMessage(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    to,
    from: headers.get('from') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    ...parts,
    outboxId: headers.get('x-outbox-id') ?? null,
    receivedAt: new Date().toISOString(),
  };
};

export interface MailReceiver {
  messages: ReceivedMail[];
  close(): Promise<void>;
}

export const startMailReceiver = async ({
  smtpPort,
  httpPort,
}: {
  smtpPort: number;
  httpPort: number;
}): Promise<MailReceiver> => {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'DELETE') messages.length = 0;
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));

  return {
    messages,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
};
