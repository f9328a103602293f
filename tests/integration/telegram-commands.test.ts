import type { Chat, User } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { workspaceHeader, type WorkspaceRole } from '../../src/shared/workspaces';
import { startFakeTelegram, type FakeTelegram, type SentMessage } from '../fakes/telegram-api';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The bot's commands (ADR 0034) against the fake Bot API, driven as people would: a chat sends a
// command, the bot answers; a button is pressed, the bot answers the press and edits its message.
// Who acts is the chat's account (a private chat) or the sender mapped through their own
// connected private chat (a group); disabling goes through the links service (the redirect
// answers not-found, link.updated is announced) and into the audit log.

const token = '7033333333:AAHc0mmands_0bXq1YtTn2w8Ls5dR4mUeCpJo';
const bot = { id: 7033333333, username: 'ringkas_commands_bot', first_name: 'Ringkas Commands' };

let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let telegram: FakeTelegram;
let t: TestApp;
let chatCount = 0;

type Person = SignedInClient & { chat: Chat.PrivateChat; user: User };

const sentTo = (chatId: number) => telegram.sent.filter((message) => message.chat_id === String(chatId));

/** A notice (the trial's link limit, say) may arrive at any moment: it is not an answer. */
const isNotice = (message: SentMessage) => message.text.startsWith('<b>Ringkas</b>\n');

/** The chat writes `text`; resolves with the bot's next answer there. */
async function says(chat: Chat, text: string, from?: User): Promise<SentMessage> {
  const before = sentTo(chat.id).length;
  telegram.userSends(token, { chat, text, ...(from ? { from } : {}) });
  return telegram.waitFor(
    () =>
      sentTo(chat.id)
        .slice(before)
        .find((message) => !isNotice(message)),
    10_000,
  );
}

/** Presses a button of the bot's message; resolves with the press's answer. */
async function presses(chat: Chat, message: SentMessage, data: string, from?: User) {
  const update = telegram.userPresses(token, {
    chat,
    message_id: message.message_id,
    data,
    ...(from ? { from } : {}),
  });
  const id = update.callback_query!.id;
  return telegram.waitFor(
    () => telegram.callbackAnswers.find((answer) => answer.callback_query_id === id),
    10_000,
  );
}

/** The message as it stands after edits. */
const current = (message: SentMessage) => telegram.message(token, message.chat_id, message.message_id)!;

/** The buttons' data of a message, row by row. */
const buttons = (markup: unknown) =>
  (
    (markup as { inline_keyboard?: { text: string; callback_data: string }[][] } | undefined)
      ?.inline_keyboard ?? []
  ).map((row) => row.map((button) => `${button.text}=${button.callback_data}`));

/** A new account with its private chat connected through the deep link. */
async function connectedPerson(language: 'en' | 'id' = 'en'): Promise<Person> {
  const account = await signUp(t, { email: uniqueEmail('cmd'), name: 'Command User' });
  if (language === 'id') await account.client.patch('/api/me', { language: 'id' });
  chatCount += 1;
  const chat: Chat.PrivateChat = {
    id: 800_000 + chatCount,
    type: 'private',
    first_name: `Person ${chatCount}`,
  };
  const link = await account.client.post('/api/telegram/connect');
  await says(chat, `/start ${new URL(link.body.url).searchParams.get('start')}`);
  return { ...account, chat, user: { id: chat.id, is_bot: false, first_name: chat.first_name } };
}

async function visit(code: string) {
  return t.app.inject({
    method: 'GET',
    url: `/${code}`,
    headers: { 'user-agent': 'Mozilla/5.0 Chrome/124.0' },
  });
}

beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.addBot(token, bot);
  t = await buildTestApp({ env: { TELEGRAM_API_ROOT: telegram.url }, now });
  const admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
  expect((await admin.client.put('/api/admin/telegram', { token })).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

describe('the command menu', () => {
  it('is registered with Telegram when the bot is saved, in English and in Indonesian', async () => {
    const english = await telegram.waitFor(
      () => telegram.commands(token).length > 0 && telegram.commands(token),
    );
    expect(english.map(({ command }) => command)).toEqual([
      'links',
      'stats',
      'domains',
      'disable',
      'enable',
      'help',
      'stop',
    ]);
    const indonesian = await telegram.waitFor(
      () =>
        telegram.commands(token, { language_code: 'id' }).length > 0 &&
        telegram.commands(token, { language_code: 'id' }),
    );
    expect(indonesian.find(({ command }) => command === 'links')?.description).toBe('Tautan terbaru Anda');
  });
});

describe('in a private chat', () => {
  it('/help lists the commands; an unconnected chat is told how to connect; another command gets a hint', async () => {
    const person = await connectedPerson('id');
    const help = await says(person.chat, '/help');
    expect(help.text).toContain('<b>Bot Ringkas</b>: yang dapat Anda minta di sini');
    expect(help.text).toContain('/disable &lt;kode&gt;');

    const stranger: Chat.PrivateChat = { id: 899_001, type: 'private', first_name: 'Stranger' };
    expect((await says(stranger, '/help')).text).toMatch(/This chat is not connected yet\./);
    expect((await says(stranger, '/links')).text).toMatch(/^This chat is not connected to any account\./);
    expect((await says(person.chat, '/nonsense')).text).toBe(
      'Saya tidak mengenal perintah itu. /help menampilkan apa saja yang dapat saya lakukan.',
    );
    // Text that is no command is left alone: the next answer is the next command's.
    telegram.userSends(token, { chat: person.chat, text: 'hello bot' });
    expect((await says(person.chat, '/help')).text).toContain('/links');
  });

  it('/links shows the newest links a page at a time, turned with Previous and Next', async () => {
    const person = await connectedPerson();
    await setSubscription(t, person.id, 'vip_max', new Date(now().getTime() + 30 * 86_400_000));
    for (let n = 1; n <= 23; n += 1) {
      const made = await person.client.post('/api/links', {
        destination_url: `https://shop.example.com/item/${n}`,
        custom_alias: `item-${person.chat.id}-${n}`,
        ...(n === 23 ? { title: 'Sale <50%> & more' } : {}),
      });
      expect(made.status).toBe(201);
    }
    const first = await says(person.chat, '/links');
    expect(first.text).toContain('<b>Links</b>, newest first (page 1 of 3, 23 in all)');
    expect(first.text).toContain(
      `1. <b>localhost:3000/item-${person.chat.id}-23</b>\nSale &lt;50%&gt; &amp; more · 0 clicks`,
    );
    expect(first.text).toContain(`10. <b>localhost:3000/item-${person.chat.id}-14</b>`);
    expect(first.text).not.toContain(`-13</b>`);
    expect(buttons(first.reply_markup)).toEqual([['Next »=links:2']]);
    expect(first.link_preview_options).toEqual({ is_disabled: true });

    expect(await presses(person.chat, first, 'links:2')).toMatchObject({ text: undefined });
    await telegram.waitFor(() => current(first).text.includes('page 2 of 3'));
    expect(current(first).text).toContain(`11. <b>localhost:3000/item-${person.chat.id}-13</b>`);
    expect(buttons(current(first).reply_markup)).toEqual([['« Previous=links:1', 'Next »=links:3']]);

    await presses(person.chat, first, 'links:3');
    await telegram.waitFor(() => current(first).text.includes('page 3 of 3'));
    expect(current(first).text).toContain(`23. <b>localhost:3000/item-${person.chat.id}-1</b>`);
    expect(buttons(current(first).reply_markup)).toEqual([['« Previous=links:2']]);

    // A page asked for by its number, and one past the end (links deleted since) shows the last.
    expect((await says(person.chat, '/links 2')).text).toContain('page 2 of 3');
    expect((await says(person.chat, '/links 9')).text).toContain('page 3 of 3');
  });

  it('/links and /stats answer in the account language', async () => {
    const person = await connectedPerson('id');
    const made = await person.client.post('/api/links', { destination_url: 'https://toko.example/a' });
    expect((await says(person.chat, '/links')).text).toContain(
      '<b>Tautan</b>, terbaru lebih dulu (halaman 1 dari 1, total 1)',
    );
    expect((await says(person.chat, `/stats ${made.body.short_url}`)).text).toContain('Hari ini: 0');
    expect((await says(person.chat, '/stats')).text).toBe(
      'Tulis tautannya setelah perintah, misalnya /stats abc.',
    );
    expect((await says(person.chat, '/stats nope-nope')).text).toBe(
      'Tidak ada tautan nope-nope di ruang kerja ini.',
    );
  });

  it("/stats gives a link's clicks today, in 7 and in 30 days from the rollups, bots not counted", async () => {
    const person = await connectedPerson();
    const made = await person.client.post('/api/links', { destination_url: 'https://toko.example/stats' });
    const day = 86_400_000;
    const at = now().getTime();
    const clicks = [0, 0, 3 * day, 20 * day, 20 * day, 45 * day].map((ago) => at - ago);
    for (const [index, when] of clicks.entries()) {
      t.parts.analytics.ingest.record({
        linkId: made.body.id,
        at: when,
        ip: `36.66.2.${index + 1}`,
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
        referer: undefined,
        countryHint: 'ID',
        destination: 'https://toko.example/stats',
        choice: null,
        scan: false,
      });
    }
    t.parts.analytics.ingest.record({
      linkId: made.body.id,
      at,
      ip: '36.66.2.99',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      referer: undefined,
      countryHint: 'ID',
      destination: 'https://toko.example/stats',
      choice: null,
      scan: false,
    });
    await t.parts.analytics.ingest.flush();
    // The code, its short link, or its domain and code name the same link.
    for (const named of [made.body.short_url, made.body.link, `localhost/${made.body.short_url}`]) {
      const stats = await says(person.chat, `/stats ${named}`);
      expect(stats.text).toBe(
        `<b>localhost:3000/${made.body.short_url}</b>: clicks\nToday: 2\nLast 7 days: 3\nLast 30 days: 5\nAll time: 6\n\n` +
          'Days are counted in UTC time; bots are not counted.',
      );
    }
  });

  it('/domains lists the watched domains with their check states, newest check time shown', async () => {
    const person = await connectedPerson();
    expect((await says(person.chat, '/domains')).text).toBe(
      'This workspace has no domains yet. Add them on Check Domains in Ringkas.',
    );
    const pool = t.database.pool;
    const {
      rows: [up],
    } = await pool.query(
      `INSERT INTO watched_domains (workspace_id, hostname, state) VALUES ($1, 'toko.example', 'up') RETURNING id`,
      [person.id],
    );
    const {
      rows: [check],
    } = await pool.query(
      `INSERT INTO domain_checks (watched_domain_id, checked_at, state, evidence)
       VALUES ($1, '2026-11-30T03:00:00Z', 'up', '{}'::jsonb) RETURNING id`,
      [up.id],
    );
    await pool.query('UPDATE watched_domains SET last_check_id = $1 WHERE id = $2', [check.id, up.id]);
    await pool.query(
      `INSERT INTO watched_domains (workspace_id, hostname, state, pending_state, pending_count)
       VALUES ($1, 'xn--bcher-kva.example', NULL, 'blocked', 1), ($1, 'baru.example', NULL, NULL, 0)`,
      [person.id],
    );
    const text = (await says(person.chat, '/domains')).text;
    expect(text).toContain('<b>Domains</b> and their last checks');
    // ICU puts a narrow no-break space before AM.
    expect(text).toMatch(/✅ <b>toko\.example<\/b>: up \(checked November 30, 2026 at 3:00\sAM\)/);
    expect(text).toContain('⛔ <b>bücher.example</b>: blocked');
    expect(text).toContain('▫️ <b>baru.example</b>: not checked yet');
  });

  it('/disable asks; the confirmation disables the link once, as an edit in the app does, audited', async () => {
    const person = await connectedPerson();
    const made = await person.client.post('/api/links', { destination_url: 'https://toko.example/off' });
    const code = made.body.short_url as string;
    expect((await visit(code)).statusCode).toBe(302);
    const publish = vi.spyOn(t.parts.webhooks, 'publish');
    try {
      const question = await says(person.chat, `/disable ${code}`);
      expect(question.text).toBe(
        `Disable <b>localhost:3000/${code}</b>? Visitors will get "not found" until it is enabled again.\n\n` +
          'Only you can press the button, within 10 minutes.',
      );
      const [[confirm, cancel]] = buttons(question.reply_markup) as [[string, string]];
      expect(confirm).toMatch(/^Disable=ok:[0-9a-f-]{36}$/);
      expect(cancel).toMatch(/^Cancel=no:[0-9a-f-]{36}$/);
      expect(publish).not.toHaveBeenCalled();
      expect((await visit(code)).statusCode).toBe(302);

      // Pressed twice before the first press is handled (a double tap): one acts.
      const data = confirm.split('=')[1]!;
      const first = telegram.userPresses(token, { chat: person.chat, message_id: question.message_id, data });
      const second = telegram.userPresses(token, {
        chat: person.chat,
        message_id: question.message_id,
        data,
      });
      const answers = await telegram.waitFor(() => {
        const found = [first, second].map((update) =>
          telegram.callbackAnswers.find((answer) => answer.callback_query_id === update.callback_query!.id),
        );
        return found.every(Boolean) && found;
      });
      expect(answers.map((answer) => answer!.text)).toEqual([
        'Done.',
        'This confirmation has expired or was already used.',
      ]);
      await telegram.waitFor(() => current(question).text.includes('is disabled'));
      expect(current(question)).toMatchObject({
        text: `<b>localhost:3000/${code}</b> is disabled: visitors now get "not found".`,
        reply_markup: undefined,
      });

      expect((await visit(code)).statusCode).toBe(404);
      expect((await person.client.get(`/api/links/${made.body.id}`)).body.is_active).toBe(false);
      expect(publish).toHaveBeenCalledTimes(1);
      expect(publish).toHaveBeenCalledWith(
        person.id,
        'link.updated',
        expect.objectContaining({ id: made.body.id, is_active: false }),
      );
      const audit = await t.database.pool.query(
        `SELECT actor_id, action, target, before, after FROM audit_log WHERE after->>'link_id' = $1`,
        [made.body.id],
      );
      expect(audit.rows).toEqual([
        {
          actor_id: person.id,
          action: 'link.disable',
          target: `workspace:${person.id}`,
          before: { link_id: made.body.id, link: `localhost:3000/${code}`, is_active: true },
          after: {
            link_id: made.body.id,
            link: `localhost:3000/${code}`,
            is_active: false,
            via: 'telegram',
            chat_id: String(person.chat.id),
          },
        },
      ]);

      // Already disabled: said so, no question asked.
      expect((await says(person.chat, `/disable ${code}`)).text).toBe(
        `<b>localhost:3000/${code}</b> is already disabled. Nothing changed.`,
      );
    } finally {
      publish.mockRestore();
    }
  });

  it('/enable: Cancel changes nothing; an expired confirmation does nothing; a fresh one enables', async () => {
    const person = await connectedPerson('id');
    const made = await person.client.post('/api/links', { destination_url: 'https://toko.example/on' });
    const code = made.body.short_url as string;
    await person.client.patch(`/api/links/${made.body.id}`, { is_active: false });

    const cancelled = await says(person.chat, `/enable ${code}`);
    expect(cancelled.text).toMatch(
      /^Aktifkan <b>localhost:3000\/.+<\/b>\? Tautan akan kembali meneruskan pengunjung\./,
    );
    const [[, cancel]] = buttons(cancelled.reply_markup) as [[string, string]];
    expect(await presses(person.chat, cancelled, cancel.split('=')[1]!)).toMatchObject({
      text: 'Dibatalkan.',
    });
    await telegram.waitFor(() => current(cancelled).text.startsWith('Dibatalkan.'));
    expect(current(cancelled).reply_markup).toBeUndefined();

    const late = await says(person.chat, `/enable ${code}`);
    clockOffsetMs += 11 * 60_000;
    try {
      const [[confirm]] = buttons(late.reply_markup) as [[string]];
      expect(await presses(person.chat, late, confirm.split('=')[1]!)).toMatchObject({
        text: 'Konfirmasi ini sudah kedaluwarsa atau sudah dipakai.',
        show_alert: true,
      });
    } finally {
      clockOffsetMs -= 11 * 60_000;
    }
    expect(current(late).text).toBe(late.text);
    expect((await visit(code)).statusCode).toBe(404);

    const fresh = await says(person.chat, `/enable ${code}`);
    const [[confirm]] = buttons(fresh.reply_markup) as [[string]];
    expect(await presses(person.chat, fresh, confirm.split('=')[1]!)).toMatchObject({ text: 'Selesai.' });
    await telegram.waitFor(() => current(fresh).text.includes('diaktifkan'));
    expect((await visit(code)).statusCode).toBe(302);
    const actions = await t.database.pool.query(
      `SELECT action FROM audit_log WHERE after->>'link_id' = $1 ORDER BY created_at`,
      [made.body.id],
    );
    expect(actions.rows).toEqual([{ action: 'link.enable' }]);
  });
});

describe("in a workspace's group", () => {
  const inTeam = (person: SignedInClient, team: string) => ({
    post: (url: string, body?: unknown) =>
      person.client.request('POST', url, body, { [workspaceHeader]: team }),
    put: (url: string, body?: unknown) =>
      person.client.request('PUT', url, body, { [workspaceHeader]: team }),
  });

  /** A team with its owner and members (each with their private chat), its group and one link. */
  async function team(roles: WorkspaceRole[], ownerLanguage: 'en' | 'id' = 'en') {
    const owner = await connectedPerson(ownerLanguage);
    const created = await owner.client.post('/api/workspaces', {
      name: 'Toko team',
      slug: `toko-cmd-${chatCount}`,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await setSubscription(t, id, 'vip', new Date(now().getTime() + 30 * 86_400_000));
    const members: Person[] = [];
    for (const role of roles) {
      const member = await connectedPerson();
      await t.database.pool.query(
        'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
        [id, member.id, role],
      );
      members.push(member);
    }
    chatCount += 1;
    const group: Chat.SupergroupChat = {
      id: -1_002_000_000_000 - chatCount,
      type: 'supergroup',
      title: 'Toko',
    };
    telegram.addChat(group);
    expect((await inTeam(owner, id).put('/api/telegram/group', { group_id: String(group.id) })).status).toBe(
      200,
    );
    const link = await inTeam(owner, id).post('/api/links', { destination_url: 'https://toko.example/team' });
    expect(link.status).toBe(201);
    return { owner, id, members, group, code: link.body.short_url as string, linkId: link.body.id as string };
  }

  it("refuses people who are not members, or not connected, in the group's language, and ignores commands not ours", async () => {
    // The group speaks its connector's language when nobody it knows asks.
    const { group, owner, id } = await team([], 'id');
    const outsider = await connectedPerson();
    const refusal =
      'Hanya anggota ruang kerja ini yang dapat memakai perintah di sini, dari akun Telegram yang terhubung ke ' +
      'Ringkas: hubungkan akun Anda terlebih dahulu dalam obrolan pribadi dengan bot (Notifikasi Bot, "Hubungkan Telegram").';
    expect((await says(group, '/links', outsider.user)).text).toBe(refusal);
    const unknown: User = { id: 899_777, is_bot: false, first_name: 'Unknown', language_code: 'en' };
    expect((await says(group, '/stats abc', unknown)).text).toBe(refusal);
    // An anonymous admin posts as a bot: nobody to map.
    const anonymous: User = {
      id: 1_087_968_824,
      is_bot: true,
      first_name: 'Group',
      username: 'GroupAnonymousBot',
    };
    expect((await says(group, '/domains', anonymous)).text).toBe(refusal);

    // The owner's page of links: an outsider's press of its button is refused in an alert (cut to
    // the 200 characters Telegram takes), and the page stays.
    for (let n = 0; n < 10; n += 1)
      expect(
        (await inTeam(owner, id).post('/api/links', { destination_url: `https://toko.example/${n}` })).status,
      ).toBe(201);
    const page = await says(group, '/links', owner.user);
    expect(page.text).toContain('(halaman 1 dari 2, total 11)');
    const pressed = await presses(group, page, 'links:2', outsider.user);
    expect(pressed).toMatchObject({ text: `${[...refusal].slice(0, 199).join('')}…`, show_alert: true });
    expect(current(page).text).toBe(page.text);

    // A command for another bot, or one we do not know, gets nothing in a group.
    const before = sentTo(group.id).length;
    telegram.userSends(token, { chat: group, from: outsider.user, text: '/links@some_other_bot' });
    telegram.userSends(token, { chat: group, from: outsider.user, text: '/nonsense' });
    const help = await says(group, `/help@${bot.username}`, outsider.user);
    expect(help.text).toContain('/links');
    expect(sentTo(group.id).filter((message) => !isNotice(message))).toHaveLength(
      sentTo(group.id)
        .slice(0, before)
        .filter((message) => !isNotice(message)).length + 1,
    );
  });

  it("lets a viewer read the workspace's links but not disable one", async () => {
    const { group, members, code, linkId } = await team(['viewer']);
    const viewer = members[0]!;
    const links = await says(group, '/links', viewer.user);
    expect(links.text).toContain(`<b>localhost:3000/${code}</b>`);
    expect(links.text).toContain('(page 1 of 1, 1 in all)');
    expect((await says(group, `/stats ${code}`, viewer.user)).text).toContain('Today: 0');
    const refused = await says(group, `/disable ${code}`, viewer.user);
    expect(refused.text).toBe(
      'Your role in this workspace lets you read, not change: disabling and enabling links needs the member role or above.',
    );
    expect(refused.reply_markup).toBeUndefined();
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM telegram_confirmations WHERE link_id = $1',
      [linkId],
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuses another person's press of a member's confirmation, and acts on the member's own", async () => {
    const { group, owner, members, code, id } = await team(['member']);
    const member = members[0]!;
    const question = await says(group, `/disable ${code}`, member.user);
    const [[confirm]] = buttons(question.reply_markup) as [[string]];
    const data = confirm.split('=')[1]!;
    expect(await presses(group, question, data, owner.user)).toMatchObject({
      text: 'Only the person who asked can press this.',
      show_alert: true,
    });
    expect((await visit(code)).statusCode).toBe(302);
    expect(await presses(group, question, data, member.user)).toMatchObject({ text: 'Done.' });
    await telegram.waitFor(() => current(question).text.includes('is disabled'));
    expect((await visit(code)).statusCode).toBe(404);
    const audit = await t.database.pool.query(
      `SELECT actor_id, target FROM audit_log WHERE action = 'link.disable' AND target = $1`,
      [`workspace:${id}`],
    );
    expect(audit.rows).toEqual([{ actor_id: member.id, target: `workspace:${id}` }]);

    // A member demoted to viewer meanwhile cannot confirm what they asked for.
    const again = await says(group, `/enable ${code}`, member.user);
    await t.database.pool.query(
      `UPDATE workspace_members SET role = 'viewer' WHERE workspace_id = $1 AND user_id = $2`,
      [id, member.id],
    );
    const [[enable]] = buttons(again.reply_markup) as [[string]];
    expect((await presses(group, again, enable.split('=')[1]!, member.user)).text).toMatch(
      /^Your role in this workspace/,
    );
    expect((await visit(code)).statusCode).toBe(404);
  });
});
