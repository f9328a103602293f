import type { Chat } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../fakes/smtp-server';
import { startFakeTelegram, type FakeTelegram } from '../fakes/telegram-api';
import {
  anonymousClient,
  setSubscription,
  signUp,
  testPassword,
  uniqueEmail,
  type SignedInClient,
} from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Indonesian and English on the server (issue 25): an answer is written in the account's language
// when a session or API key is signed in, else in the request's Accept-Language; emails, in-app
// notifications and Telegram messages in the recipient's account language.

const token = '7012345678:AAHk3v9Qz_0bXq1YtTn2w8Ls5dR4mUeCpJo';
const bot = { id: 7012345678, username: 'ringkas_i18n_bot', first_name: 'Ringkas' };
const day = 86_400_000;

let smtp: FakeSmtp;
let telegram: FakeTelegram;
let t: TestApp;
let admin: SignedInClient;
let chatCount = 0;

const indonesian = { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' };

/** Signs up as a browser would, with its Accept-Language (none: no header). */
async function signUpIn(language: 'id' | 'en' | null): Promise<SignedInClient> {
  const client = anonymousClient(t);
  const email = uniqueEmail(language ?? 'plain');
  const headers = language === 'id' ? indonesian : language === 'en' ? { 'accept-language': 'en-US' } : {};
  const response = await client.request(
    'POST',
    '/api/auth/sign-up/email',
    { email, password: testPassword, name: 'Sari' },
    headers,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { client, id: response.body.user.id, email };
}

const mailTo = (email: string, subject: RegExp) => (mail: ReceivedMail) =>
  mail.to.includes(email.toLowerCase()) && subject.test(mail.subject);

const sentTo = (chatId: number) => telegram.sent.filter((message) => message.chat_id === String(chatId));

/** Connects a private chat through the deep link, as a person would. */
async function connectTelegram(user: SignedInClient): Promise<Chat.PrivateChat> {
  chatCount += 1;
  const chat: Chat.PrivateChat = { id: 600_000 + chatCount, type: 'private', first_name: 'Sari' };
  const link = await user.client.post('/api/telegram/connect');
  expect(link.status).toBe(200);
  const startToken = new URL(link.body.url).searchParams.get('start')!;
  telegram.userSends(token, { chat, text: `/start ${startToken}` });
  await telegram.waitFor(() => sentTo(chat.id).length > 0, 10_000);
  return chat;
}

beforeAll(async () => {
  smtp = await startFakeSmtp();
  telegram = await startFakeTelegram();
  telegram.addBot(token, bot);
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, TELEGRAM_API_ROOT: telegram.url } });
  admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
  expect((await admin.client.put('/api/admin/telegram', { token })).status).toBe(200);
  const gateway = await admin.client.put('/api/admin/payment-gateway', {
    midtrans: { enabled: false, environment: 'sandbox' },
    bank_transfer: {
      enabled: true,
      accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT Ringkas Indonesia' }],
    },
  });
  expect(gateway.status, JSON.stringify(gateway.body)).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await telegram?.close();
  await smtp?.close();
});

describe('the language of an account', () => {
  it('is the sign-up request’s: Indonesian from an Indonesian browser, else English', async () => {
    const id = await signUpIn('id');
    expect((await id.client.get('/api/me')).body.profile.language).toBe('id');
    const en = await signUpIn('en');
    expect((await en.client.get('/api/me')).body.profile.language).toBe('en');
    const none = await signUpIn(null);
    expect((await none.client.get('/api/me')).body.profile.language).toBe('en');
  });
});

describe('validation errors', () => {
  const badLink = {
    destination_url: 'not a url',
    custom_alias: 'a',
    forward_query: 'yes',
  };

  async function refusedLink(client: TestClient, headers: Record<string, string> = {}) {
    const response = await client.request('POST', '/api/links', badLink, headers);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    return response.body.error as { message: string; fields: Record<string, string> };
  }

  it('are in Indonesian for an Indonesian account, whatever the browser asks for', async () => {
    const user = await signUpIn('id');
    const error = await refusedLink(user.client, { 'accept-language': 'en-US,en' });
    expect(error.message).toBe('Beberapa isian tidak valid.');
    // The shared schema's own message, from the catalogue.
    expect(error.fields.destination_url).toBe('Hapus spasinya: URL tidak boleh berisi spasi (tulis %20).');
    expect(error.fields.custom_alias).toBe(
      'Gunakan 3 sampai 64 huruf, angka, tanda hubung, atau garis bawah.',
    );
    // zod's own message, in its Indonesian locale.
    expect(error.fields.forward_query).toBe('Input tidak valid: diharapkan boolean, diterima string.');
  });

  it('are in English for an English account, even when the browser asks for Indonesian', async () => {
    const user = await signUpIn('en');
    const error = await refusedLink(user.client, indonesian);
    expect(error.message).toBe('Some fields are invalid.');
    expect(error.fields.destination_url).toBe('Remove the spaces: a URL cannot contain them (write %20).');
    expect(error.fields.forward_query).toBe('Invalid input: expected boolean, received string.');
  });

  it('follow the account when its language changes', async () => {
    const user = await signUpIn('en');
    const changed = await user.client.patch('/api/me', { language: 'id' });
    expect(changed.status).toBe(200);
    const error = await refusedLink(user.client);
    expect(error.fields.custom_alias).toMatch(/^Gunakan 3 sampai 64/);
    // An unknown field, named in Indonesian too.
    const link = await user.client.post('/api/links', { destination_url: 'https://example.com/x' });
    expect(link.status).toBe(201);
    const unknown = await user.client.patch(`/api/links/${link.body.id}`, { colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.colour).toBe('Kolom ini tidak dikenal oleh API.');
  });

  it('are in the Accept-Language of a signed-out request', async () => {
    const visitor = anonymousClient(t);
    const asId = await visitor.request('POST', '/api/client-errors', { message: '' }, indonesian);
    expect(asId.status).toBe(400);
    expect(asId.body.error.message).toBe('Beberapa isian tidak valid.');
    expect(asId.body.error.fields.url).toBe('Input tidak valid: diharapkan string, diterima undefined.');
    expect(asId.body.error.fields.message).toMatch(/^Terlalu kecil/);

    const asEn = await visitor.request('POST', '/api/client-errors', { message: '' });
    expect(asEn.body.error.message).toBe('Some fields are invalid.');
    expect(asEn.body.error.fields.url).toBe('Invalid input: expected string, received undefined.');

    // A service's own refusal (a password too common), and a guard's.
    const common = await visitor.request(
      'POST',
      '/api/auth/sign-up/email',
      { email: uniqueEmail('common'), password: 'password123', name: 'Sari' },
      indonesian,
    );
    expect(common.status).toBe(400);
    expect(common.body.error.fields.password).toBe('Kata sandi ini terlalu umum; pilih yang lain.');
    // better-auth's own refusal, by its code.
    const wrong = await visitor.request(
      'POST',
      '/api/auth/sign-in/email',
      { email: admin.email, password: 'not the password at all' },
      indonesian,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Email atau kata sandi salah.',
    });
    const signedOut = await visitor.request('GET', '/api/links', undefined, indonesian);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.message).toBe('Masuk untuk melanjutkan.');
    expect((await visitor.get('/api/links')).body.error.message).toBe('Sign in to continue.');
    const nowhere = await visitor.request('GET', '/api/nowhere', undefined, indonesian);
    expect(nowhere.body.error.message).toBe('GET /api/nowhere tidak ditemukan.');
  });

  it("translate a service's refusal with its values (a plan's link limit)", async () => {
    const user = await signUpIn('id');
    await setSubscription(t, user.id, 'free', new Date(Date.now() + 7 * day));
    expect((await user.client.post('/api/links', { destination_url: 'https://example.com/a' })).status).toBe(
      201,
    );
    const second = await user.client.post('/api/links', { destination_url: 'https://example.com/b' });
    expect(second.status).toBe(403);
    expect(second.body.error).toMatchObject({
      code: 'limit_reached',
      message: 'Paket Anda mengizinkan 1 tautan pendek. Hapus salah satu atau tingkatkan paket Anda.',
    });
  });
});

describe('emails', () => {
  it('arrive in Indonesian for an Indonesian account: confirmation, password reset, sign-in code', async () => {
    const user = await signUpIn('id');
    const confirm = await smtp.waitFor(mailTo(user.email, /^Konfirmasi email Anda untuk /));
    expect(confirm.text).toMatch(/^Konfirmasi alamat email Anda: http/);

    // Asked without any Accept-Language: the account's language decides.
    const visitor = anonymousClient(t);
    const reset = await visitor.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(reset.status).toBe(200);
    const resetMail = await smtp.waitFor(mailTo(user.email, /^Atur ulang kata sandi /));
    expect(resetMail.text).toContain('Buat kata sandi baru: http');
    expect(resetMail.text).toContain('berlaku selama 1 jam');

    const code = await visitor.post('/api/auth/email-otp/send-verification-otp', {
      email: user.email,
      type: 'sign-in',
    });
    expect(code.status).toBe(200);
    const codeMail = await smtp.waitFor(mailTo(user.email, /^Kode masuk .*: \d{6}$/));
    expect(codeMail.text).toMatch(/^Kode masuk Anda adalah \d{6}/);
  });

  it('arrive in English for an English account, even when asked from an Indonesian browser', async () => {
    const user = await signUpIn('en');
    await smtp.waitFor(mailTo(user.email, /^Confirm your email for /));
    await anonymousClient(t).request(
      'POST',
      '/api/auth/request-password-reset',
      { email: user.email, redirectTo: '/reset-password' },
      indonesian,
    );
    const mail = await smtp.waitFor(mailTo(user.email, /^Reset your .* password$/));
    expect(mail.text).toContain('Set a new password: http');
  });

  it("tell an Indonesian account's owner in Indonesian that someone signed up with their email", async () => {
    const user = await signUpIn('id');
    await anonymousClient(t).post('/api/auth/sign-up/email', {
      email: user.email,
      password: testPassword,
      name: 'Someone',
    });
    const mail = await smtp.waitFor(mailTo(user.email, /^Seseorang mencoba mendaftar di /));
    expect(mail.text).toContain('Lupa kata sandi? Atur ulang di sini: http');
  });

  it('send the receipt in Indonesian, its dates in the account’s time zone', async () => {
    const user = await signUpIn('id');
    await user.client.patch('/api/me', { timezone: 'Asia/Jakarta' });
    const order = await user.client.post('/api/orders', { plan: 'medium', method: 'bank_transfer' });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const sent = await user.client.post(`/api/orders/${order.body.id}/transfer`, {
      bank: 'Mandiri',
      account_name: 'Sari',
      transferred_at: new Date().toISOString(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await admin.client.post(`/api/admin/orders/${order.body.id}/approve`)).status).toBe(200);
    const receipt = await smtp.waitFor(mailTo(user.email, /^Bukti pembayaran /));
    expect(receipt.text).toContain('Terima kasih atas pembayaran Anda.');
    // The plan by its display name, the amount as Indonesian writes it.
    expect(receipt.text).toContain('Paket: Medium (30 hari)');
    expect(receipt.text).toContain('Jumlah: Rp350.000');
    // "4 Mei 2026": a month's Indonesian name, not an ISO stamp.
    expect(receipt.text).toMatch(
      /Paket Anda berlaku hingga \d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}\./,
    );
    // And the in-app notice of the payment.
    const notices = await user.client.get('/api/notifications');
    expect(notices.body.items[0]).toMatchObject({
      type: 'payment_received',
      title: 'Pembayaran diterima: paket Medium aktif',
    });
  });
});

describe('notifications and Telegram', () => {
  it('reach an Indonesian account in Indonesian, in the app and on Telegram', async () => {
    const user = await signUpIn('id');
    const chat = await connectTelegram(user);
    // The bot's own reply to /start is in the account's language too.
    expect(sentTo(chat.id)[0]!.text).toMatch(/^Terhubung\./);

    await setSubscription(t, user.id, 'free', new Date(Date.now() + 7 * day));
    const created = await user.client.post('/api/links', { destination_url: 'https://example.com/only' });
    expect(created.status).toBe(201);

    const inApp = await user.client.get('/api/notifications');
    expect(inApp.body.items[0]).toMatchObject({
      type: 'link_limit_reached',
      title: 'Anda sudah memakai semua 1 tautan pendek dari paket Anda',
      body: 'Hapus tautan yang tidak lagi Anda perlukan, atau tingkatkan paket Anda untuk membuat lebih banyak.',
    });

    const message = await telegram.waitFor(
      () => sentTo(chat.id).find((sent) => sent.text.includes('tautan pendek')),
      10_000,
    );
    expect(message.text).toContain('Anda sudah memakai semua 1 tautan pendek dari paket Anda');
    // The message's link to open the page, in Indonesian as well.
    expect(message.text).toMatch(/<a href="http[^"]+\/pricing">Buka di [^<]+<\/a>$/);
  });

  it('reach an English account in English', async () => {
    const user = await signUpIn('en');
    const chat = await connectTelegram(user);
    expect(sentTo(chat.id)[0]!.text).toMatch(/^Connected\./);
    await setSubscription(t, user.id, 'free', new Date(Date.now() + 7 * day));
    await user.client.post('/api/links', { destination_url: 'https://example.com/only' });
    const message = await telegram.waitFor(
      () => sentTo(chat.id).find((sent) => sent.text.includes('short link')),
      10_000,
    );
    expect(message.text).toContain('You have used all 1 short link of your plan');
    expect(message.text).toMatch(/>Open in [^<]+<\/a>$/);
  });

  it("title an admin's feedback reply in the sender's language, the reply as written", async () => {
    const user = await signUpIn('id');
    const sent = await user.client.post('/api/feedback', {
      category: 'bug',
      message: 'Tombol simpan tidak berfungsi di ponsel saya.',
      rating: 3,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const replied = await admin.client.post(`/api/admin/feedback/${sent.body.id}/reply`, {
      message: 'Terima kasih, sudah kami perbaiki.',
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    const notices = await user.client.get('/api/notifications');
    expect(notices.body.items[0]).toMatchObject({
      type: 'feedback_reply',
      title: 'Balasan untuk masukan Anda',
      body: 'Terima kasih, sudah kami perbaiki.',
    });
  });
});
