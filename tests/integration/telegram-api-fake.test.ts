import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api, Bot, GrammyError } from 'grammy';
import type { Chat, User } from 'grammy/types';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTelegram, telegramControl, type FakeTelegram } from '../fakes/telegram-api';

// The fake Telegram Bot API (tests/fakes/telegram-api.ts) driven by grammY's own client, so the
// protocol it speaks is the one the app's bot code will meet. No app, no database: it lives in the
// integration project only because that is the project that collects tests/.

const token = '123456:AAtest-token_one';
const otherToken = '654321:AAtest-token_two';
const alice: Chat.PrivateChat = { id: 1001, type: 'private', first_name: 'Alice', username: 'alice' };
const aliceUser: User = { id: 1001, is_bot: false, first_name: 'Alice', username: 'alice' };
const group: Chat.SupergroupChat = { id: -100200300, type: 'supergroup', title: 'Link watchers' };

let fake: FakeTelegram;
let api: Api;

async function rejection(promise: Promise<unknown>): Promise<GrammyError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GrammyError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(async () => {
  fake = await startFakeTelegram();
  fake.addBot(token, { id: 123456, username: 'ringkas_test_bot', first_name: 'Ringkas' });
  api = new Api(token, { apiRoot: fake.url });
});

afterEach(async () => {
  await fake.close();
});

describe('methods', () => {
  it('getMe answers the bot, and 401 for a token it does not know', async () => {
    expect(await api.getMe()).toMatchObject({
      id: 123456,
      is_bot: true,
      first_name: 'Ringkas',
      username: 'ringkas_test_bot',
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
    });
    const error = await rejection(new Api('999:nope', { apiRoot: fake.url }).getMe());
    expect(error.error_code).toBe(401);
    expect(error.description).toBe('Unauthorized');
    expect(fake.calls.map((call) => [call.method, call.status])).toEqual([
      ['getMe', 200],
      ['getMe', 401],
    ]);
  });

  it('sendMessage answers a Message for a known chat and 400 for an unknown one', async () => {
    fake.addChat(alice);
    const first = await api.sendMessage(alice.id, 'Hello');
    const second = await api.sendMessage(String(alice.id), 'Again', {
      link_preview_options: { is_disabled: true },
    });
    expect(first).toMatchObject({ chat: alice, text: 'Hello', from: { id: 123456, is_bot: true } });
    expect(second.message_id).toBeGreaterThan(first.message_id);
    expect(fake.sent).toMatchObject([
      { token, chat_id: '1001', text: 'Hello', parse_mode: undefined, message_id: first.message_id },
      { chat_id: '1001', text: 'Again', link_preview_options: { is_disabled: true } },
    ]);
    const unknown = await rejection(api.sendMessage(42, 'Who?'));
    expect([unknown.error_code, unknown.description]).toEqual([400, 'Bad Request: chat not found']);
    expect(await api.getChat(alice.id)).toEqual(alice);
    expect((await rejection(api.getChat(42))).description).toBe('Bad Request: chat not found');
    const tooLong = await rejection(api.sendMessage(alice.id, 'x'.repeat(4097)));
    expect(tooLong.description).toBe('Bad Request: message is too long');
    expect(fake.sent).toHaveLength(2);
  });

  it('checks parse_mode HTML as Telegram documents it', async () => {
    fake.addChat(alice);
    const message = await api.sendMessage(
      alice.id,
      '<b>bold</b> &amp; <a href="https://r.test/?a=1&amp;b=2">link</a> &lt;3 <pre><code class="language-ts">x</code></pre>',
      { parse_mode: 'HTML' },
    );
    expect(message.text).toBe('bold & link <3 x');
    expect(message.entities).toEqual([
      { type: 'bold', offset: 0, length: 4 },
      { type: 'text_link', offset: 7, length: 4, url: 'https://r.test/?a=1&b=2' },
      { type: 'pre', offset: 15, length: 1, language: 'ts' },
    ]);
    for (const [text, why] of [
      ['<div>x</div>', 'Unsupported start tag "div" at byte offset 0'],
      ['<b>open', 'Can\'t find end tag corresponding to start tag "b"'],
      ['<b><i>x</b></i>', 'Unmatched end tag at byte offset 7, expected "</i>", found "</b>"'],
      ['Tom & Jerry', 'Character "&" must be escaped as "&amp;" at byte offset 4'],
      ['a > b', 'Character ">" must be escaped as "&gt;" at byte offset 2'],
      ['1 < 2', 'Unsupported start tag "" at byte offset 2'],
      ['<a>no href</a>', 'Tag "a" must have attribute "href" at byte offset 0'],
    ]) {
      const error = await rejection(api.sendMessage(alice.id, text as string, { parse_mode: 'HTML' }));
      expect([error.error_code, error.description]).toEqual([
        400,
        `Bad Request: can't parse entities: ${why}`,
      ]);
    }
    // Without parse_mode the same text is plain.
    expect((await api.sendMessage(alice.id, 'Tom & Jerry <3')).text).toBe('Tom & Jerry <3');
  });

  it('failNext answers the next calls with the given error (429 with retry_after)', async () => {
    fake.addChat(alice);
    fake.failNext(
      token,
      'sendMessage',
      { error_code: 429, description: 'Too Many Requests: retry after 3', parameters: { retry_after: 3 } },
      2,
    );
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await rejection(api.sendMessage(alice.id, 'Hi'));
      expect(error.error_code).toBe(429);
      expect(error.parameters.retry_after).toBe(3);
    }
    await api.sendMessage(alice.id, 'Hi');
    expect(fake.sent).toHaveLength(1);
    expect(fake.calls.map((call) => call.status)).toEqual([429, 429, 200]);
  });

  it('answers 403 to a blocked chat', async () => {
    fake.addChat(alice);
    fake.blockChat(alice.id);
    const error = await rejection(api.sendMessage(alice.id, 'Hi'));
    expect([error.error_code, error.description]).toEqual([403, 'Forbidden: bot was blocked by the user']);
    fake.unblockChat(alice.id);
    await api.sendMessage(alice.id, 'Hi');
    const update = fake.botBlocked(token, alice);
    expect(update.my_chat_member).toMatchObject({
      chat: alice,
      from: aliceUser,
      old_chat_member: { status: 'member', user: { id: 123456 } },
      new_chat_member: { status: 'kicked' },
    });
    expect((await rejection(api.sendMessage(alice.id, 'Hi'))).error_code).toBe(403);
  });

  it('speaks form bodies, query strings, GET, and 404 for unknown methods', async () => {
    fake.addChat(alice);
    const form = await fetch(`${fake.url}/bot${token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ chat_id: '1001', text: '<i>x</i>', parse_mode: 'HTML' }),
    });
    expect(await form.json()).toMatchObject({ ok: true, result: { text: 'x' } });
    const query = await fetch(`${fake.url}/bot${token}/getChat?chat_id=1001`);
    expect(await query.json()).toEqual({ ok: true, result: alice });
    const unknown = await fetch(`${fake.url}/bot${token}/sendTelepathy`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
    const badToken = await fetch(`${fake.url}/botnope/getMe`);
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
  });
});

describe('getUpdates', () => {
  it('holds a long poll until a user writes, with a bot_command entity', async () => {
    const started = Date.now();
    const poll = api.getUpdates({ timeout: 1 });
    await fake.waitFor(() => fake.calls.some((call) => call.method === 'getUpdates' && call.status === 0));
    const queued = fake.userSends(token, { chat: alice, text: '/start@ringkas_test_bot abc' });
    const updates = await poll;
    expect(Date.now() - started).toBeLessThan(900);
    expect(updates).toEqual([queued]);
    expect(queued.message).toMatchObject({
      chat: alice,
      from: aliceUser,
      text: '/start@ringkas_test_bot abc',
      entities: [{ type: 'bot_command', offset: 0, length: 23 }],
    });
  });

  it('answers [] when the timeout passes', async () => {
    const started = Date.now();
    expect(await api.getUpdates({ timeout: 1 })).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('follows offset semantics: an offset confirms and drops older updates', async () => {
    const [u1, u2, u3] = ['one', 'two', 'three'].map((text) => fake.userSends(token, { chat: alice, text }));
    const ids = (updates: { update_id: number }[]) => updates.map((update) => update.update_id);
    expect(ids(await api.getUpdates())).toEqual([u1!.update_id, u2!.update_id, u3!.update_id]);
    expect(ids(await api.getUpdates({ limit: 1 }))).toEqual([u1!.update_id]);
    expect(ids(await api.getUpdates({ offset: u2!.update_id }))).toEqual([u2!.update_id, u3!.update_id]);
    // u1 is gone for good, even without an offset.
    expect(ids(await api.getUpdates())).toEqual([u2!.update_id, u3!.update_id]);
    expect(ids(await api.getUpdates({ offset: -1 }))).toEqual([u3!.update_id]);
    expect(await api.getUpdates({ offset: u3!.update_id + 1 })).toEqual([]);
    expect(fake.pendingUpdates(token)).toEqual([]);
    const u4 = fake.userSends(token, { chat: alice, text: 'four' });
    expect(u4.update_id).toBe(u3!.update_id + 1);
  });

  it('terminates the earlier poll with 409 when a second one arrives', async () => {
    const first = api.getUpdates({ timeout: 1 });
    await fake.waitFor(() => fake.calls.some((call) => call.status === 0));
    const second = new Api(token, { apiRoot: fake.url }).getUpdates({ timeout: 1 });
    const error = await rejection(first);
    expect([error.error_code, error.description]).toEqual([
      409,
      'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
    ]);
    expect(fake.conflicts).toBe(1);
    const update = fake.userSends(token, { chat: alice, text: 'hi' });
    expect(await second).toEqual([update]);
  });

  it('does not count a poll the client aborted as a conflict (grammY Bot start and stop)', async () => {
    const aborted = new AbortController();
    // grammY types the signal as the abort-controller package's; Node's is the same at run time.
    const poll = api.getUpdates({ timeout: 1 }, aborted.signal as Parameters<Api['getUpdates']>[1]);
    await fake.waitFor(() => fake.calls.some((call) => call.status === 0));
    aborted.abort();
    await expect(poll).rejects.toThrow();
    // The fake saw the client leave (499): the poll no longer counts as held.
    await fake.waitFor(() => fake.calls[0]!.status === 499);

    const bot = new Bot(token, { client: { apiRoot: fake.url } });
    const seen: string[] = [];
    bot.on('message:text', (ctx) => {
      seen.push(ctx.message.text);
    });
    const running = bot.start({ timeout: 1, drop_pending_updates: true });
    await fake.waitFor(
      () => bot.isRunning() && fake.calls.some((c) => c.method === 'getUpdates' && c.status === 0),
    );
    fake.userSends(token, { chat: alice, text: 'hello bot' });
    await fake.waitFor(() => seen.length === 1);
    await bot.stop();
    await running;
    expect(seen).toEqual(['hello bot']);
    expect(fake.conflicts).toBe(0);
  });

  it('reports my_chat_member when the bot joins a group', async () => {
    const update = fake.botAddedToGroup(token, { chat: group, from: aliceUser });
    expect(await api.getUpdates()).toEqual([update]);
    expect(update.my_chat_member).toMatchObject({
      chat: group,
      old_chat_member: { status: 'left' },
      new_chat_member: { status: 'member' },
    });
    expect(await api.getChat(group.id)).toEqual(group);
  });
});

describe('webhook', () => {
  let hookServer: Server;
  let hookUrl: string;
  let received: { headers: IncomingHttpHeaders; body: any }[];
  let status: number;

  beforeAll(async () => {
    hookServer = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/telegram/hook`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => hookServer.close(() => resolve()));
  });

  beforeEach(() => {
    received = [];
    status = 200;
  });

  it('POSTs updates with the secret header and refuses getUpdates while set', async () => {
    expect(await api.setWebhook(hookUrl, { secret_token: 's3cret-token' })).toBe(true);
    expect(fake.webhook(token)).toEqual({ url: hookUrl, secret_token: 's3cret-token' });
    const update = fake.userSends(token, { chat: alice, text: 'via hook' });
    await fake.waitFor(() => received.length === 1);
    expect(received[0]!.headers['x-telegram-bot-api-secret-token']).toBe('s3cret-token');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual(update);
    await fake.waitFor(() => fake.webhookDeliveries.length === 1);
    expect(fake.webhookDeliveries).toEqual([{ update_id: update.update_id, url: hookUrl, status: 200 }]);

    const refused = await rejection(api.getUpdates());
    expect([refused.error_code, refused.description]).toEqual([
      409,
      "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
    ]);
    expect(await api.getWebhookInfo()).toMatchObject({
      url: hookUrl,
      has_custom_certificate: false,
      pending_update_count: 0,
    });
  });

  it('keeps an update pending when the webhook fails, for getUpdates after deleteWebhook', async () => {
    status = 500;
    await api.setWebhook(hookUrl);
    const update = fake.userSends(token, { chat: alice, text: 'lost?' });
    await fake.waitFor(() => fake.webhookDeliveries.length === 1);
    expect(received[0]!.headers['x-telegram-bot-api-secret-token']).toBeUndefined();
    expect(fake.webhookDeliveries[0]!.status).toBe(500);
    expect(await api.getWebhookInfo()).toMatchObject({
      pending_update_count: 1,
      last_error_message: 'Wrong response from the webhook: 500 Internal Server Error',
    });
    expect(await api.deleteWebhook()).toBe(true);
    expect(fake.webhook(token)).toBeNull();
    expect(await api.getUpdates()).toEqual([update]);
  });
});

describe('inline keyboards and callback queries', () => {
  const keyboard = {
    inline_keyboard: [
      [
        { text: 'Yes', callback_data: 'ok:1' },
        { text: 'No', callback_data: 'no:1' },
      ],
    ],
  };

  it('delivers a press of a shown button as a callback_query, answered once', async () => {
    fake.addChat(alice);
    const message = await api.sendMessage(alice.id, '<b>Sure?</b>', {
      parse_mode: 'HTML',
      reply_markup: keyboard,
    });
    expect(message.reply_markup).toEqual(keyboard);
    const update = fake.userPresses(token, { chat: alice, message_id: message.message_id, data: 'ok:1' });
    const [received] = await api.getUpdates({ timeout: 0 });
    expect(received).toEqual(update);
    const query = received!.callback_query!;
    expect(query).toMatchObject({
      from: aliceUser,
      data: 'ok:1',
      message: { message_id: message.message_id, text: 'Sure?', chat: alice },
    });
    expect(await api.answerCallbackQuery(query.id, { text: 'Done.', show_alert: true })).toBe(true);
    expect(fake.callbackAnswers).toMatchObject([
      { callback_query_id: query.id, text: 'Done.', show_alert: true },
    ]);
    const again = await rejection(api.answerCallbackQuery(query.id));
    expect(again.description).toMatch(/query is too old/);
    // No button of that data, or no such message: nobody can press it.
    expect(() =>
      fake.userPresses(token, { chat: alice, message_id: message.message_id, data: 'maybe' }),
    ).toThrow(/no button/);
    expect(() => fake.userPresses(token, { chat: alice, message_id: 999, data: 'ok:1' })).toThrow(
      /no button/,
    );
  });

  it('is not delivered to a bot that asked for other updates only', async () => {
    fake.addChat(alice);
    const message = await api.sendMessage(alice.id, 'Sure?', { reply_markup: keyboard });
    await api.getUpdates({ timeout: 0, allowed_updates: ['message'] });
    fake.userPresses(token, { chat: alice, message_id: message.message_id, data: 'no:1' });
    expect(await api.getUpdates({ timeout: 0 })).toEqual([]);
  });

  it('refuses callback data over 64 bytes', async () => {
    fake.addChat(alice);
    const long = { inline_keyboard: [[{ text: 'x', callback_data: 'x'.repeat(65) }]] };
    const error = await rejection(api.sendMessage(alice.id, 'Sure?', { reply_markup: long }));
    expect(error.description).toBe('Bad Request: BUTTON_DATA_INVALID');
  });

  it('edits a message: its text and keyboard, or without one removes it; the same again is refused', async () => {
    fake.addChat(alice);
    const message = await api.sendMessage(alice.id, 'Sure?', { reply_markup: keyboard });
    const edited = await api.editMessageText(alice.id, message.message_id, '<b>Done</b>', {
      parse_mode: 'HTML',
    });
    expect(edited).toMatchObject({ message_id: message.message_id, text: 'Done' });
    expect(fake.message(token, alice.id, message.message_id)).toEqual({
      chat_id: String(alice.id),
      message_id: message.message_id,
      text: '<b>Done</b>',
      parse_mode: 'HTML',
      reply_markup: undefined,
    });
    expect(() =>
      fake.userPresses(token, { chat: alice, message_id: message.message_id, data: 'ok:1' }),
    ).toThrow();
    const same = await rejection(
      api.editMessageText(alice.id, message.message_id, '<b>Done</b>', { parse_mode: 'HTML' }),
    );
    expect(same.description).toMatch(/^Bad Request: message is not modified/);
    const missing = await rejection(api.editMessageText(alice.id, 4242, 'x'));
    expect(missing.description).toBe('Bad Request: message to edit not found');
    const bad = await rejection(
      api.editMessageText(alice.id, message.message_id, '<i>open', { parse_mode: 'HTML' }),
    );
    expect(bad.description).toMatch(/can't parse entities/);
    expect(fake.edits).toHaveLength(1);
  });
});

describe('commands', () => {
  it('keeps a list per scope and language, as setMyCommands sets it', async () => {
    await api.setMyCommands([{ command: 'links', description: 'Your links' }]);
    await api.setMyCommands([{ command: 'links', description: 'Tautan Anda' }], { language_code: 'id' });
    await api.setMyCommands([{ command: 'stats', description: 'Clicks' }], {
      scope: { type: 'all_group_chats' },
    });
    expect(await api.getMyCommands()).toEqual([{ command: 'links', description: 'Your links' }]);
    expect(await api.getMyCommands({ language_code: 'id' })).toEqual([
      { command: 'links', description: 'Tautan Anda' },
    ]);
    expect(fake.commands(token, { scope: { type: 'all_group_chats' } })).toEqual([
      { command: 'stats', description: 'Clicks' },
    ]);
    expect(await api.getMyCommands({ language_code: 'fr' })).toEqual([]);
    await api.deleteMyCommands({ language_code: 'id' });
    expect(fake.commands(token, { language_code: 'id' })).toEqual([]);
    expect(fake.commands(token)).toHaveLength(1);
  });

  it('refuses commands Telegram refuses', async () => {
    for (const [commands, description] of [
      [[{ command: 'Links', description: 'x' }], 'Bad Request: BOT_COMMAND_INVALID'],
      [[{ command: 'a'.repeat(33), description: 'x' }], 'Bad Request: BOT_COMMAND_INVALID'],
      [[{ command: 'links', description: ' ' }], 'Bad Request: BOT_COMMAND_DESCRIPTION_INVALID'],
    ] as const) {
      const error = await rejection(api.setMyCommands([...commands]));
      expect(error.description).toBe(description);
    }
    const language = await rejection(
      api.setMyCommands([{ command: 'x', description: 'x' }], { language_code: 'eng' as 'en' }),
    );
    expect(language.description).toBe('Bad Request: LANG_CODE_INVALID');
  });
});

describe('HTTP control API', () => {
  it('does from another process what the in-process methods do', async () => {
    const control = telegramControl(fake.url);
    const other = new Api(otherToken, { apiRoot: fake.url });
    expect(
      await control.addBot(otherToken, { id: 654321, username: 'other_bot', first_name: 'Other' }),
    ).toMatchObject({ id: 654321, is_bot: true });
    expect((await other.getMe()).username).toBe('other_bot');
    await control.addChat(group);
    const update = await control.userSends(otherToken, { chat: alice, text: '/link https://r.test' });
    expect(await other.getUpdates()).toEqual([update]);
    const joined = await control.botAddedToGroup(otherToken, { chat: group, from: aliceUser });
    expect(joined.my_chat_member?.new_chat_member.status).toBe('member');

    await other.sendMessage(alice.id, 'to alice');
    await other.sendMessage(group.id, 'to the group');
    expect((await control.sent(group.id)).map((message) => message.text)).toEqual(['to the group']);
    expect(await control.sent()).toHaveLength(2);

    await control.failNext(otherToken, 'sendMessage', { error_code: 502, description: 'Bad Gateway' });
    expect((await rejection(other.sendMessage(alice.id, 'x'))).error_code).toBe(502);
    await control.blockChat(group.id);
    expect((await rejection(other.sendMessage(group.id, 'x'))).description).toBe(
      'Forbidden: bot was kicked from the supergroup chat',
    );
    await control.unblockChat(group.id);
    await other.sendMessage(group.id, 'back');

    expect(
      (await control.calls()).filter((call) => call.token === otherToken).map((call) => call.method),
    ).toEqual([
      'getMe',
      'getUpdates',
      'sendMessage',
      'sendMessage',
      'sendMessage',
      'sendMessage',
      'sendMessage',
    ]);
    expect(await control.conflicts()).toBe(0);
    await expect(control.userSends('1:unknown', { chat: alice, text: 'x' })).rejects.toThrow(
      /no bot is registered with that token/,
    );
  });
});
