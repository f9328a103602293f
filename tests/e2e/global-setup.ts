import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDnsControlHttp, startFakeDns } from '../fakes/dns-server';
import { startFilteringDns } from '../fakes/filtering-dns';
import { startFakeMidtrans } from '../fakes/midtrans';
import { startFakeSmtp, startMailboxHttp } from '../fakes/smtp-server';
import { startFakeTelegram } from '../fakes/telegram-api';
import { startWebhookReceiver } from '../fakes/webhook-receiver';
import { ApiSession } from './api-session';
import { startServer } from './server';

/** Where the receiver answers 200 with a body (any other path: 204). */
const webhookPath = '/e2e/ringkas';

// One server for the browser tests, started as a user starts it, sending mail to a real local SMTP
// server. URLs reach the tests through the environment (workers start after this and inherit it).
export default async function globalSetup() {
  const smtp = await startFakeSmtp();
  const mailbox = await startMailboxHttp(smtp);
  // Behind a "proxy": each browser test sends its own X-Forwarded-For (fixtures.ts), so the
  // per-address sign-up limit counts each test as its own visitor, as real visitors are.
  // Custom domains are proven against a DNS server the tests control (E2E_DNS_CONTROL_URL).
  const dns = await startFakeDns();
  const dnsControl = await startDnsControlHttp(dns);
  // Domain checks ask a filtering resolver the tests run, which blocks one name as Indonesia's
  // national filter does (checks.spec.ts).
  const filter = await startFilteringDns();
  filter.blockWithCname('diblokir.toko-e2e.example', 'internetpositif.id', '36.86.63.185');
  // Telegram is a fake Bot API server that knows one bot (telegram.spec.ts sets its token as the
  // admin, and plays the user who presses Start through the fake's control endpoints).
  const telegram = await startFakeTelegram();
  const telegramToken = '7123456789:AAE2eTestBotToken_0123456789abcdefgh';
  telegram.addBot(telegramToken, { id: 7123456789, username: 'ringkas_e2e_bot', first_name: 'Ringkas E2E' });
  // Payments go to a fake Midtrans (billing.spec.ts pays on its Snap page); the admin's gateway
  // settings are made below, as an admin would make them on /admin/payment-gateway.
  const midtrans = await startFakeMidtrans();
  const midtransKeys = {
    serverKey: 'SB-Mid-server-E2eRingkasServerKey01',
    clientKey: 'SB-Mid-client-E2eRingkasClientKey01',
    merchantId: 'G-E2E',
  };
  midtrans.addMerchant(midtransKeys);
  // Webhooks go to a receiver over HTTPS on 127.0.0.1 (webhooks.spec.ts), as a customer's would
  // be: the outbound client may reach that address (OUTBOUND_ALLOW_CIDRS) and node trusts the
  // receiver's self-signed certificate (NODE_EXTRA_CA_CERTS), as an operator would set them.
  const receiver = await startWebhookReceiver();
  receiver.answer(webhookPath, { status: 200, body: 'Received by the e2e receiver' });
  const certificates = await mkdtemp(join(tmpdir(), 'rk-e2e-ca-'));
  const receiverCa = join(certificates, 'webhook-receiver.pem');
  await writeFile(receiverCa, receiver.ca);
  const server = await startServer({
    env: {
      OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
      NODE_EXTRA_CA_CERTS: receiverCa,
      MIDTRANS_SNAP_URL: `${midtrans.url}/snap/v1`,
      MIDTRANS_API_URL: midtrans.url,
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      DNS_SERVERS: dns.server,
      TELEGRAM_API_ROOT: telegram.url,
    },
  });
  process.env.E2E_BASE_URL = server.url;
  // Specs that need a state no API sets (a paid plan without a payment) write it through the
  // embedded database's socket in this directory.
  process.env.E2E_DATA_DIR = server.dataDir;
  // The first account on an empty install becomes admin: make it here, before any test signs up.
  const admin = { email: 'admin@e2e.example.com', password: 'admin password for e2e tests' };
  const adminSession = new ApiSession(server.url);
  await adminSession.signUp(admin.email, admin.password);
  const settings = await adminSession.request('PUT', '/api/admin/check-settings', {
    resolvers: [{ name: 'Nawala (test)', address: filter.address, protocol: 'udp' }],
    signatures: {
      block_ips: ['36.86.63.185'],
      block_cnames: ['internetpositif.id'],
      ede_codes: [15, 16, 17],
    },
  });
  if (settings.status !== 200) throw new Error(`check settings: ${settings.status}`);
  midtrans.setNotificationUrl(midtransKeys.serverKey, `${server.url}/api/payments/midtrans/notification`);
  const gateway = await adminSession.request('PUT', '/api/admin/payment-gateway', {
    midtrans: {
      enabled: true,
      environment: 'sandbox',
      server_key: midtransKeys.serverKey,
      client_key: midtransKeys.clientKey,
    },
    bank_transfer: {
      enabled: true,
      accounts: [{ bank: 'BCA', account_number: '8880 123 456', account_name: 'PT Ringkas E2E' }],
    },
  });
  if (gateway.status !== 200) throw new Error(`payment gateway: ${gateway.status}`);
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  process.env.E2E_DNS_CONTROL_URL = dnsControl.url;
  process.env.E2E_TELEGRAM_URL = telegram.url;
  process.env.E2E_TELEGRAM_TOKEN = telegramToken;
  process.env.E2E_WEBHOOK_URL = `${receiver.origin}${webhookPath}`;
  return async () => {
    await server.stop();
    await receiver.close();
    await rm(certificates, { recursive: true, force: true });
    await telegram.close();
    await midtrans.close();
    await rm(server.dataDir, { recursive: true, force: true });
    await mailbox.close();
    await smtp.close();
    await dnsControl.close();
    await dns.close();
    await filter.close();
  };
}
