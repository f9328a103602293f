import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../fakes/telegram-api';
import { anonymousClient, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Webhook mode (PUBLIC_URL is HTTPS): the admin's switch registers the webhook with a secret;
// Telegram's posts carry it in X-Telegram-Bot-Api-Secret-Token and anything else is refused.

const token = '7055555555:AAGw3bhook_0bXq1YtTn2w8Ls5dR4mUeCpJo';
const bot = { id: 7055555555, username: 'ringkas_hook_bot', first_name: 'Hook' };

let telegram: FakeTelegram;
let t: TestApp;
let admin: SignedInClient;

beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.addBot(token, bot);
  t = await buildTestApp({ env: { TELEGRAM_API_ROOT: telegram.url, PUBLIC_URL: 'https://ringkas.example' } });
  admin = await signUp(t, { email: uniqueEmail('admin') });
});

afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

const update = (text: string, chatId = 610_001) => ({
  update_id: 1000 + Math.floor(Math.random() * 1000),
  message: {
    message_id: 1,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chatId, type: 'private', first_name: 'Hook User' },
    from: { id: chatId, is_bot: false, first_name: 'Hook User', language_code: 'en' },
    text,
    entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }],
  },
});

describe('webhook', () => {
  it('is registered with a secret when the admin picks it', async () => {
    const saved = await admin.client.put('/api/admin/telegram', { token, mode: 'webhook' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      mode: 'webhook',
      webhook_available: true,
      webhook_url: 'https://ringkas.example/api/telegram/webhook',
    });
    const hook = telegram.webhook(token);
    expect(hook?.url).toBe('https://ringkas.example/api/telegram/webhook');
    expect(hook?.secret_token).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(saved.body)).not.toContain(hook!.secret_token);
  });

  it('registers the command menu, and a webhook an older build set without button presses again', async () => {
    const api = new Api(token, { apiRoot: telegram.url });
    const hook = telegram.webhook(token)!;
    expect((await api.getWebhookInfo()).allowed_updates).toEqual([
      'message',
      'my_chat_member',
      'callback_query',
    ]);
    await api.setWebhook(hook.url, {
      secret_token: hook.secret_token,
      allowed_updates: ['message', 'my_chat_member'],
    });
    await api.deleteMyCommands();
    // What a start does (in the background there).
    await t.parts.telegram.syncBot();
    expect((await api.getWebhookInfo()).allowed_updates).toEqual([
      'message',
      'my_chat_member',
      'callback_query',
    ]);
    expect(telegram.webhook(token)).toEqual(hook);
    expect(telegram.commands(token).map(({ command }) => command)).toContain('links');
    expect(telegram.commands(token, { language_code: 'id' })).toHaveLength(7);
  });

  it('refuses a post without the secret or with a wrong one, and acts on the right one', async () => {
    const user = await signUp(t, { email: uniqueEmail('hook') });
    const link = await user.client.post('/api/telegram/connect');
    const startToken = new URL(link.body.url).searchParams.get('start')!;
    const telegramClient = anonymousClient(t);
    const post = (secret: string | undefined) =>
      telegramClient.request('POST', '/api/telegram/webhook', update(`/start ${startToken}`), {
        origin: undefined,
        'x-telegram-bot-api-secret-token': secret,
      });

    expect((await post(undefined)).status).toBe(401);
    expect((await post('0'.repeat(64))).status).toBe(401);
    expect((await post('short')).status).toBe(401);
    expect((await user.client.get('/api/telegram')).body.private_chat).toBeNull();

    // Telegram knows the chat the update came from.
    telegram.addChat({ id: 610_001, type: 'private', first_name: 'Hook User' });
    const accepted = await post(telegram.webhook(token)!.secret_token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await user.client.get('/api/telegram')).body.private_chat).toEqual({ id: '610001' });
    expect(telegram.sent.at(-1)).toMatchObject({ chat_id: '610001' });
    expect(telegram.sent.at(-1)!.text).toMatch(/^Connected/);
  });

  it('goes back to long polling: the webhook is removed, its secret no longer accepted', async () => {
    const secret = telegram.webhook(token)!.secret_token;
    const saved = await admin.client.put('/api/admin/telegram', { mode: 'polling' });
    expect(saved.body.mode).toBe('polling');
    expect(telegram.webhook(token)).toBeNull();
    const refused = await anonymousClient(t).request('POST', '/api/telegram/webhook', update('/stop'), {
      origin: undefined,
      'x-telegram-bot-api-secret-token': secret,
    });
    expect(refused.status).toBe(401);
  });
});
