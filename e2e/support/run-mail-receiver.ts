// The e2e mail receiver as a process, started by playwright.config.ts before the server.
import { startMailReceiver } from './mail-receiver';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8125);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 8126);

void startMailReceiver({ smtpPort, httpPort }).then((receiver) => {
  console.log(`mail receiver: SMTP on ${smtpPort}, http://127.0.0.1:${httpPort}/messages`);
  const stop = () => void receiver.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
});
