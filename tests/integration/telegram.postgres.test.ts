import type { Chat } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../fakes/telegram-api';
import { signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Two server processes on one database: one polls Telegram at a time (Telegram answers a second
// poller with 409, and the fake counts those), a stopped poller hands over to the other, and
// messages sent by both at once go out once each.

const token = '7077777777:AAHtwoProcesses_0bXq1YtTn2w8Ls5dR4mUe';
const bot = { id: 7077777777, username: 'ringkas_two_bot', first_name: 'Two' };

let telegram: FakeTelegram;
let first: TestApp;
let second: TestApp;
let admin: SignedInClient;
let chatCount = 0;

const sentTo = (chatId: number) => telegram.sent.filter((message) => message.chat_id === String(chatId));

async function connect(t: TestApp): Promise<SignedInClient & { chat: Chat.PrivateChat }> {
  const user = await signUp(t, { email: uniqueEmail('two') });
  chatCount += 1;
  const chat: Chat.PrivateChat = { id: 700_000 + chatCount, type: 'private', first_name: `Two ${chatCount}` };
  const link = await user.client.post('/api/telegram/connect');
  telegram.userSends(token, { chat, text: `/start ${new URL(link.body.url).searchParams.get('start')}` });
  await telegram.waitFor(() => sentTo(chat.id).length > 0, 10_000);
  return { ...user, chat };
}

async function holder(t: TestApp): Promise<string | null> {
  const { rows } = await t.database.pool.query('SELECT poll_holder FROM telegram_bot');
  return rows[0]?.poll_holder ?? null;
}

beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.addBot(token, bot);
  const options = { env: { TELEGRAM_API_ROOT: telegram.url } };
  first = await buildTestApp(options);
  second = await buildTestApp({ ...options, location: first.location });
  admin = await signUp(first, { email: uniqueEmail('admin') });
  expect((await admin.client.put('/api/admin/telegram', { token })).status).toBe(200);
});

afterAll(async () => {
  await second?.stop();
  await first?.close();
  await telegram?.close();
});

describe('two processes', () => {
  it('poll one at a time, and every update is handled once', async () => {
    // Saving the token started a poll in the first process; ask the second to poll too.
    await second.parts.scheduler.enqueue('telegram.poll');
    await second.parts.scheduler.enqueue('telegram.poll');
    const users = [];
    for (let index = 0; index < 3; index += 1) users.push(await connect(index % 2 ? second : first));
    for (const user of users) expect(sentTo(user.chat.id)).toHaveLength(1);
    expect(telegram.conflicts).toBe(0);
    expect(await holder(first)).toMatch(/^\d+-/);
  });

  it('send a burst of messages from both at once, each exactly once', async () => {
    const user = await connect(first);
    for (let index = 0; index < 40; index += 1) {
      await first.parts.notifications.notify(user.id, {
        type: 'domain_down',
        title: `burst ${index}.example is down`,
      });
    }
    await Promise.all([first.parts.telegram.deliverDue(), second.parts.telegram.deliverDue()]);
    await telegram.waitFor(
      () => sentTo(user.chat.id).filter((message) => message.text.includes('burst')).length >= 40,
    );
    const texts = sentTo(user.chat.id)
      .map((message) => message.text)
      .filter((text) => text.includes('burst'));
    expect(texts).toHaveLength(40);
    expect(new Set(texts).size).toBe(40);
    const states = (await first.parts.telegram.outbox(user.id)).map((row) => row.state);
    expect(states.filter((state) => state === 'sent')).toHaveLength(40);
  });

  it('hand polling over when the polling process stops', async () => {
    // Either process may hold the lease by now (a run that ended lets the next minute's job, in
    // whichever process takes it, poll): stop the one that does.
    const polling = await holder(first);
    const [stopping, staying] =
      polling === first.parts.telegram.pollHolder ? [first, second] : [second, first];
    expect(polling).toBe(stopping.parts.telegram.pollHolder);
    await stopping.stop();
    expect(await holder(staying)).toBeNull();
    await staying.parts.scheduler.enqueue('telegram.poll');
    await connect(staying);
    expect(telegram.conflicts).toBe(0);
    expect(await holder(staying)).not.toBeNull();
  });
});
