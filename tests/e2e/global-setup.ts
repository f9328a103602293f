import { rm } from 'node:fs/promises';
import { startFakeSmtp, startMailboxHttp } from '../fakes/smtp-server';
import { startServer } from './server';

// One server for the browser tests, started as a user starts it, sending mail to a real local SMTP
// server. URLs reach the tests through the environment (workers start after this and inherit it).
export default async function globalSetup() {
  const smtp = await startFakeSmtp();
  const mailbox = await startMailboxHttp(smtp);
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  return async () => {
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
    await mailbox.close();
    await smtp.close();
  };
}
