import {
  createServer as createHttpServer,
  request as httpRequest,
  STATUS_CODES,
  type ClientRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import type {
  BotCommand,
  Chat,
  InlineKeyboardMarkup,
  MessageEntity,
  ResponseParameters,
  Update,
  User,
  UserFromGetMe,
} from 'grammy/types';

// A Telegram Bot API server on 127.0.0.1 (HTTP, a free port) speaking the protocol of
// https://core.telegram.org/bots/api closely enough that grammY's own client works against it
// unchanged (`new Api(token, { apiRoot: fake.url })`): `/bot<token>/<method>` with JSON, form or
// query parameters, `{ ok, result }` / `{ ok: false, error_code, description, parameters }` answers
// with the HTTP status equal to error_code. It knows getMe, getUpdates (long polling, offsets, the
// 409 when a second poller terminates the first), setWebhook / deleteWebhook / getWebhookInfo
// (updates POSTed with the secret header), sendMessage and editMessageText (HTML checked as
// Telegram documents it), inline keyboards with callback queries and answerCallbackQuery, getChat
// and set/get/deleteMyCommands (per scope and language). Tests play the users (`userSends`,
// `userPresses`, `botAddedToGroup`, `botBlocked`), make calls fail (`failNext`) and read what the
// bots did (`sent`, `edits`, `callbackAnswers`, `commands`, `calls`).
// The same controls answer on `/__control/*` for a test in another process (`telegramControl`).

export interface FakeBotProfile {
  id: number;
  username: string;
  first_name: string;
}

/** An error answer as Telegram gives it, e.g. 429 "Too Many Requests: retry after 3". */
export interface TelegramErrorAnswer {
  error_code: number;
  description: string;
  parameters?: ResponseParameters;
}

export interface SentMessage {
  token: string;
  /** The chat's id as a string, whatever form the bot gave it in. */
  chat_id: string;
  /** The text as the bot sent it (HTML and all). */
  text: string;
  parse_mode: string | undefined;
  message_id: number;
  /** Date.now() when it was sent. */
  at: number;
  reply_markup?: unknown;
  link_preview_options?: unknown;
}

/** A message of a bot as it stands now (after any editMessageText). */
export interface StoredMessage {
  chat_id: string;
  message_id: number;
  /** The text as the bot last wrote it (HTML and all). */
  text: string;
  parse_mode: string | undefined;
  /** The inline keyboard it shows now, if any. */
  reply_markup: InlineKeyboardMarkup | undefined;
}

/** An editMessageText that Telegram took. */
export interface MessageEdit {
  token: string;
  chat_id: string;
  message_id: number;
  text: string;
  parse_mode: string | undefined;
  reply_markup: InlineKeyboardMarkup | undefined;
  at: number;
}

/** An answerCallbackQuery that Telegram took. */
export interface CallbackAnswer {
  token: string;
  callback_query_id: string;
  text: string | undefined;
  show_alert: boolean;
  at: number;
}

export interface ApiCall {
  token: string;
  /** As spelled in the path. */
  method: string;
  params: Record<string, unknown>;
  /** The HTTP status answered; 0 while the request is held (a long poll), 499 if the client left first. */
  status: number;
  /** Date.now() when the request arrived. */
  at: number;
}

export interface WebhookDelivery {
  update_id: number;
  url: string;
  /** The webhook's HTTP status, or 0 when the connection failed. */
  status: number;
  error?: string;
}

export interface FakeTelegram {
  /** The apiRoot: "http://127.0.0.1:<port>". */
  url: string;
  addBot(token: string, profile: FakeBotProfile): UserFromGetMe;
  /** The token stops working (401), as after /revoke; a held poll is answered 401. */
  removeBot(token: string): void;
  /** Makes a chat known to every bot (private: positive id; group/supergroup/channel: negative id, title). */
  addChat(chat: Chat): void;
  /** A user writes to the bot; `from` defaults to the private chat's user. Returns the update queued. */
  userSends(token: string, message: { chat: Chat; from?: User; text: string }): Update;
  /**
   * A user presses an inline button of one of the bot's messages: a `callback_query` with the
   * button's data. Only a button the message shows now can be pressed (as in Telegram's apps);
   * `from` defaults to the private chat's user.
   */
  userPresses(token: string, press: { chat: Chat; from?: User; message_id: number; data: string }): Update;
  /** `my_chat_member`: the bot goes from left to member in a group. */
  botAddedToGroup(token: string, event: { chat: Chat; from: User }): Update;
  /** `my_chat_member`: the bot is kicked (a private chat: the user blocked it); sendMessage then answers 403. */
  botBlocked(token: string, chat: Chat, from?: User): Update;
  /** sendMessage to this chat answers 403 for every bot until unblockChat. */
  blockChat(chatId: number | string): void;
  unblockChat(chatId: number | string): void;
  /** The next `times` calls of `method` by this bot answer with this error. */
  failNext(token: string, method: string, error: TelegramErrorAnswer, times?: number): void;
  /** Every successful sendMessage, oldest first. */
  readonly sent: SentMessage[];
  /** Every successful editMessageText, oldest first. */
  readonly edits: MessageEdit[];
  /** Every successful answerCallbackQuery, oldest first. */
  readonly callbackAnswers: CallbackAnswer[];
  /** A bot's message as it stands now, or undefined. */
  message(token: string, chatId: number | string, messageId: number): StoredMessage | undefined;
  /** The bot's commands for a scope (default: `{ type: 'default' }`) and language ('' for all). */
  commands(token: string, options?: { scope?: { type: string }; language_code?: string }): BotCommand[];
  /** Every Bot API request, oldest first (the only place the fake keeps tokens). */
  readonly calls: ApiCall[];
  /** getUpdates requests terminated by another getUpdates of the same bot (409). */
  readonly conflicts: number;
  readonly webhookDeliveries: WebhookDelivery[];
  webhook(token: string): { url: string; secret_token: string | undefined } | null;
  /** Updates not yet confirmed (polling) or not yet delivered (webhook). */
  pendingUpdates(token: string): Update[];
  /** Resolves with predicate()'s value once it is truthy (checked every 20 ms); rejects after timeoutMs (5 s). */
  waitFor<T>(predicate: () => T | false | null | undefined | 0 | '', timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

interface Held {
  call: ApiCall;
  response: ServerResponse;
  limit: number;
  timer: NodeJS.Timeout;
}

interface BotState {
  token: string;
  user: UserFromGetMe;
  updates: Update[];
  nextUpdateId: number;
  nextMessageId: number;
  held: Held | undefined;
  hook: { url: string; secret_token: string | undefined; allowed_updates?: string[] } | undefined;
  lastError: { date: number; message: string } | undefined;
  /** undefined: Telegram's default (everything but chat_member and the reactions). */
  allowedUpdates: Set<string> | undefined;
  delivering: Promise<void>;
  /** By scope and language (`commandsKey`), as setMyCommands stores them. */
  commands: Map<string, BotCommand[]>;
  /** `${chatId}:${messageId}` -> the message as it stands. */
  messages: Map<string, StoredMessage>;
  /** Callback queries sent to the bot and not yet answered. */
  openCallbacks: Set<string>;
}

type Answer = { status: number; body: Record<string, unknown> };

const ok = (result: unknown, extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { ok: true, result, ...extra },
});
const fail = (error_code: number, description: string, parameters?: ResponseParameters): Answer => ({
  status: error_code,
  body: { ok: false, error_code, description, ...(parameters ? { parameters } : {}) },
});

const conflictWithPoll =
  'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running';
const conflictWithWebhook =
  "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first";
const notByDefault = new Set(['chat_member', 'message_reaction', 'message_reaction_count']);
const maxTextLength = 4096;

export async function startFakeTelegram(): Promise<FakeTelegram> {
  const bots = new Map<string, BotState>();
  const chats = new Map<string, Chat>();
  const blockedEverywhere = new Set<string>();
  /** `${botId}:${chatId}` */
  const blockedFor = new Set<string>();
  const failures = new Map<string, { error: TelegramErrorAnswer; remaining: number }>();
  const sent: SentMessage[] = [];
  const edits: MessageEdit[] = [];
  const callbackAnswers: CallbackAnswer[] = [];
  const calls: ApiCall[] = [];
  let nextCallbackId = 1;
  const webhookDeliveries: WebhookDelivery[] = [];
  const inFlight = new Set<ClientRequest>();
  let conflicts = 0;
  let closed = false;

  const now = () => Math.floor(Date.now() / 1000);
  const botOf = (token: string) => {
    const bot = bots.get(token);
    // Never the token in a message: it ends up in test output.
    if (!bot) throw new Error('telegram fake: no bot is registered with that token');
    return bot;
  };
  const publicUser = (bot: BotState): User => ({
    id: bot.user.id,
    is_bot: true,
    first_name: bot.user.first_name,
    username: bot.user.username,
  });

  function addChat(chat: Chat) {
    if (chat.type === 'private' ? chat.id <= 0 : chat.id >= 0 || !chat.title) {
      throw new Error(
        `telegram fake: a ${chat.type} chat needs ${chat.type === 'private' ? 'a positive id' : 'a negative id and a title'}`,
      );
    }
    chats.set(String(chat.id), chat);
  }

  function findChat(chatId: unknown): Chat | undefined {
    if (typeof chatId === 'number') return chats.get(String(chatId));
    if (typeof chatId !== 'string') return undefined;
    if (/^-?\d+$/.test(chatId)) return chats.get(String(Number(chatId)));
    if (chatId.startsWith('@')) {
      const name = chatId.slice(1).toLowerCase();
      return [...chats.values()].find((chat) => chat.username?.toLowerCase() === name);
    }
    return undefined;
  }

  function updateType(update: Update) {
    return Object.keys(update).find((key) => key !== 'update_id') ?? '';
  }

  function enqueue(bot: BotState, body: Omit<Update, 'update_id'>): Update {
    const update = { update_id: bot.nextUpdateId++, ...body } as Update;
    const type = updateType(update);
    const wanted = bot.allowedUpdates ? bot.allowedUpdates.has(type) : !notByDefault.has(type);
    if (!wanted) return update; // Telegram never creates updates the bot did not subscribe to.
    bot.updates.push(update);
    if (bot.hook) {
      deliverLater(bot, update);
    } else if (bot.held) {
      // Let updates queued in the same tick go out in one answer, as Telegram batches them.
      setImmediate(() => {
        const held = bot.held;
        if (held && bot.updates.length > 0) {
          release(bot, held, ok(bot.updates.slice(0, held.limit)));
        }
      });
    }
    return update;
  }

  function release(bot: BotState, held: Held, answer: Answer) {
    clearTimeout(held.timer);
    if (bot.held === held) bot.held = undefined;
    send(held.response, held.call, answer);
  }

  // --- Webhook delivery: one update at a time per bot, in order; a failure leaves it pending.

  function deliverLater(bot: BotState, update: Update) {
    bot.delivering = bot.delivering.then(() => deliver(bot, update));
  }

  function deliver(bot: BotState, update: Update): Promise<void> {
    const hook = bot.hook;
    if (!hook || closed || !bot.updates.includes(update)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const body = JSON.stringify(update);
      const headers: Record<string, string | number> = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      };
      if (hook.secret_token) headers['x-telegram-bot-api-secret-token'] = hook.secret_token;
      const target = new URL(hook.url);
      const finish = (status: number, error?: string) => {
        if (!inFlight.delete(request)) return;
        webhookDeliveries.push({
          update_id: update.update_id,
          url: hook.url,
          status,
          ...(error ? { error } : {}),
        });
        if (status >= 200 && status < 300) {
          bot.updates = bot.updates.filter((pending) => pending !== update);
        } else {
          bot.lastError = {
            date: now(),
            message:
              error ?? `Wrong response from the webhook: ${status} ${STATUS_CODES[status] ?? ''}`.trim(),
          };
        }
        resolve();
      };
      const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
        target,
        { method: 'POST', headers, agent: false, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => finish(response.statusCode ?? 0));
          response.on('error', () => finish(response.statusCode ?? 0));
        },
      );
      inFlight.add(request);
      request.on('timeout', () => request.destroy(new Error('Read timeout expired')));
      request.on('error', (error: NodeJS.ErrnoException) =>
        finish(0, error.code === 'ECONNREFUSED' ? 'Connection refused' : error.message),
      );
      request.end(body);
    });
  }

  // --- The Bot API methods.

  /** A message's text as Telegram reads it (parse_mode), or the error it answers. */
  function readText(
    params: Record<string, unknown>,
  ): { raw: string; parseMode: string | undefined; text: string; entities: MessageEntity[] } | Answer {
    const raw =
      typeof params.text === 'string' ? params.text : params.text === undefined ? '' : String(params.text);
    const parseMode =
      typeof params.parse_mode === 'string' && params.parse_mode ? params.parse_mode : undefined;
    let text = raw;
    let entities: MessageEntity[] = [];
    if (parseMode?.toLowerCase() === 'html') {
      const parsed = parseTelegramHtml(raw);
      if ('error' in parsed) return fail(400, `Bad Request: can't parse entities: ${parsed.error}`);
      ({ text, entities } = parsed);
    } else if (parseMode && !['markdown', 'markdownv2'].includes(parseMode.toLowerCase())) {
      return fail(400, 'Bad Request: unsupported parse_mode');
    }
    if (text.trim() === '') return fail(400, 'Bad Request: message text is empty');
    if (text.length > maxTextLength) return fail(400, 'Bad Request: message is too long');
    return { raw, parseMode, text, entities };
  }

  function sendMessage(bot: BotState, params: Record<string, unknown>): Answer {
    if (params.chat_id === undefined || params.chat_id === '')
      return fail(400, 'Bad Request: chat_id is empty');
    const chat = findChat(params.chat_id);
    if (!chat) return fail(400, 'Bad Request: chat not found');
    if (blockedEverywhere.has(String(chat.id)) || blockedFor.has(`${bot.user.id}:${chat.id}`)) {
      return fail(403, forbiddenFor(chat));
    }
    const read = readText(params);
    if ('status' in read) return read;
    const { raw, parseMode, text, entities } = read;
    const replyMarkup = json(params.reply_markup);
    const keyboard = inlineKeyboard(replyMarkup);
    if (keyboard === 'invalid') return fail(400, 'Bad Request: BUTTON_DATA_INVALID');
    const message_id = bot.nextMessageId++;
    const date = now();
    const linkPreview =
      json(params.link_preview_options) ??
      (bool(params.disable_web_page_preview) ? { is_disabled: true } : undefined);
    sent.push({
      token: bot.token,
      chat_id: String(chat.id),
      text: raw,
      parse_mode: parseMode,
      message_id,
      at: Date.now(),
      ...(replyMarkup !== undefined ? { reply_markup: replyMarkup } : {}),
      ...(linkPreview !== undefined ? { link_preview_options: linkPreview } : {}),
    });
    bot.messages.set(`${chat.id}:${message_id}`, {
      chat_id: String(chat.id),
      message_id,
      text: raw,
      parse_mode: parseMode,
      reply_markup: keyboard,
    });
    return ok({
      message_id,
      from: publicUser(bot),
      chat,
      date,
      text,
      ...(entities.length > 0 ? { entities } : {}),
      ...(keyboard ? { reply_markup: keyboard } : {}),
    });
  }

  // editMessageText: only a message of this bot in that chat. Without reply_markup the inline
  // keyboard goes; the same text and keyboard again is refused as "not modified", as Telegram does.
  function editMessageText(bot: BotState, params: Record<string, unknown>): Answer {
    if (params.inline_message_id !== undefined)
      return fail(400, 'Bad Request: inline messages are not faked');
    const chat = findChat(params.chat_id);
    if (!chat) return fail(400, 'Bad Request: chat not found');
    const messageId = num(params.message_id);
    const stored = messageId === undefined ? undefined : bot.messages.get(`${chat.id}:${messageId}`);
    if (!stored) return fail(400, 'Bad Request: message to edit not found');
    const read = readText(params);
    if ('status' in read) return read;
    const keyboard = inlineKeyboard(json(params.reply_markup));
    if (keyboard === 'invalid') return fail(400, 'Bad Request: BUTTON_DATA_INVALID');
    if (
      read.raw === stored.text &&
      read.parseMode === stored.parse_mode &&
      JSON.stringify(keyboard) === JSON.stringify(stored.reply_markup)
    ) {
      return fail(
        400,
        'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
      );
    }
    Object.assign(stored, { text: read.raw, parse_mode: read.parseMode, reply_markup: keyboard });
    edits.push({
      token: bot.token,
      chat_id: stored.chat_id,
      message_id: stored.message_id,
      text: read.raw,
      parse_mode: read.parseMode,
      reply_markup: keyboard,
      at: Date.now(),
    });
    return ok({
      message_id: stored.message_id,
      from: publicUser(bot),
      chat,
      date: now(),
      edit_date: now(),
      text: read.text,
      ...(read.entities.length > 0 ? { entities: read.entities } : {}),
      ...(keyboard ? { reply_markup: keyboard } : {}),
    });
  }

  // A query is answered once; an unknown or answered one is "too old", as Telegram says.
  function answerCallbackQuery(bot: BotState, params: Record<string, unknown>): Answer {
    const id = typeof params.callback_query_id === 'string' ? params.callback_query_id : '';
    if (!bot.openCallbacks.delete(id)) {
      return fail(400, 'Bad Request: query is too old and response timeout expired or query ID is invalid');
    }
    const text = typeof params.text === 'string' && params.text !== '' ? params.text : undefined;
    if (text !== undefined && text.length > 200) return fail(400, 'Bad Request: MESSAGE_TOO_LONG');
    callbackAnswers.push({
      token: bot.token,
      callback_query_id: id,
      text,
      show_alert: bool(params.show_alert),
      at: Date.now(),
    });
    return ok(true);
  }

  // Commands are kept per scope and language; getMyCommands answers that exact pair's list.
  function setMyCommands(bot: BotState, params: Record<string, unknown>): Answer {
    const commands = json(params.commands);
    if (!Array.isArray(commands)) return fail(400, "Bad Request: can't parse commands JSON object");
    if (commands.length > 100) return fail(400, 'Bad Request: too many commands specified');
    for (const entry of commands as Partial<BotCommand>[]) {
      if (typeof entry.command !== 'string' || !/^[a-z0-9_]{1,32}$/.test(entry.command))
        return fail(400, 'Bad Request: BOT_COMMAND_INVALID');
      const length = typeof entry.description === 'string' ? entry.description.trim().length : 0;
      if (length === 0 || length > 256) return fail(400, 'Bad Request: BOT_COMMAND_DESCRIPTION_INVALID');
    }
    const key = commandsKey(params);
    if (key === null) return fail(400, 'Bad Request: LANG_CODE_INVALID');
    if (commands.length === 0) bot.commands.delete(key);
    else bot.commands.set(key, commands as BotCommand[]);
    return ok(true);
  }

  function getUpdates(bot: BotState, call: ApiCall, response: ServerResponse): Answer | 'held' {
    if (!bot.held) return poll(bot, call, response);
    // Telegram hears of a client hanging up only when the network tells it; a poll aborted just
    // before this one arrived (grammY's bot.stop() aborts its poll, then asks once more) is no
    // conflict. The hang-up gets a moment to arrive before the earlier poll is judged.
    setTimeout(() => {
      const earlier = bot.held;
      if (earlier) {
        const socket = earlier.response.socket;
        const alive = !earlier.response.destroyed && socket !== null && !socket.destroyed;
        if (alive) conflicts += 1;
        release(bot, earlier, alive ? fail(409, conflictWithPoll) : { status: 499, body: {} });
      }
      if (response.destroyed) {
        call.status = 499;
        return;
      }
      const answer = bots.get(bot.token) === bot ? poll(bot, call, response) : fail(401, 'Unauthorized');
      if (answer !== 'held') send(response, call, answer);
    }, 25);
    return 'held';
  }

  function poll(bot: BotState, call: ApiCall, response: ServerResponse): Answer | 'held' {
    if (bot.hook) return fail(409, conflictWithWebhook);
    const params = call.params;
    const allowed = list(params.allowed_updates);
    if (allowed) bot.allowedUpdates = allowed.length > 0 ? new Set(allowed) : undefined;
    const offset = num(params.offset);
    if (offset !== undefined && offset < 0) {
      bot.updates = bot.updates.slice(offset);
    } else if (offset !== undefined) {
      // An offset confirms every update below it: they are gone for good.
      bot.updates = bot.updates.filter((update) => update.update_id >= offset);
    }
    const limit = Math.min(100, Math.max(1, num(params.limit) ?? 100));
    const timeout = Math.max(0, num(params.timeout) ?? 0);
    if (bot.updates.length > 0 || timeout === 0) return ok(bot.updates.slice(0, limit));
    const held: Held = {
      call,
      response,
      limit,
      timer: setTimeout(() => release(bot, held, ok([])), timeout * 1000),
    };
    bot.held = held;
    // A client that gives up (grammY's bot.stop() aborts its poll) is no longer polling.
    response.on('close', () => {
      if (response.writableFinished) return;
      call.status = 499;
      if (bot.held === held) {
        clearTimeout(held.timer);
        bot.held = undefined;
      }
    });
    return 'held';
  }

  function setWebhook(bot: BotState, params: Record<string, unknown>): Answer {
    const url = typeof params.url === 'string' ? params.url : '';
    if (url === '') return deleteWebhook(bot, params);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      return fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
    }
    const secret =
      typeof params.secret_token === 'string' && params.secret_token ? params.secret_token : undefined;
    if (secret !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secret)) {
      return fail(400, 'Bad Request: secret token contains unallowed characters');
    }
    const allowed = list(params.allowed_updates);
    if (allowed) bot.allowedUpdates = allowed.length > 0 ? new Set(allowed) : undefined;
    const already = bot.hook?.url === url && bot.hook.secret_token === secret;
    if (bot.held) release(bot, bot.held, fail(409, 'Conflict: terminated by setWebhook request'));
    if (bool(params.drop_pending_updates)) bot.updates = [];
    bot.hook = { url, secret_token: secret, ...(allowed ? { allowed_updates: allowed } : {}) };
    if (!already) for (const update of bot.updates) deliverLater(bot, update);
    return ok(true, { description: already ? 'Webhook is already set' : 'Webhook was set' });
  }

  function deleteWebhook(bot: BotState, params: Record<string, unknown>): Answer {
    const had = bot.hook !== undefined;
    bot.hook = undefined;
    if (bool(params.drop_pending_updates)) bot.updates = [];
    return ok(true, { description: had ? 'Webhook was deleted' : 'Webhook is already deleted' });
  }

  function getWebhookInfo(bot: BotState): Answer {
    return ok({
      url: bot.hook?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: bot.updates.length,
      ...(bot.hook ? { max_connections: 40, ip_address: '127.0.0.1' } : {}),
      ...(bot.hook?.allowed_updates ? { allowed_updates: bot.hook.allowed_updates } : {}),
      ...(bot.lastError
        ? { last_error_date: bot.lastError.date, last_error_message: bot.lastError.message }
        : {}),
    });
  }

  function callMethod(bot: BotState, call: ApiCall, response: ServerResponse): Answer | 'held' {
    const params = call.params;
    const name = call.method.toLowerCase(); // Bot API method names are case-insensitive.
    const failure = failures.get(`${bot.user.id}:${name}`);
    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      if (failure.remaining === 0) failures.delete(`${bot.user.id}:${name}`);
      return fail(failure.error.error_code, failure.error.description, failure.error.parameters);
    }
    switch (name) {
      case 'getme':
        return ok(bot.user);
      case 'getupdates':
        return getUpdates(bot, call, response);
      case 'setwebhook':
        return setWebhook(bot, params);
      case 'deletewebhook':
        return deleteWebhook(bot, params);
      case 'getwebhookinfo':
        return getWebhookInfo(bot);
      case 'sendmessage':
        return sendMessage(bot, params);
      case 'getchat': {
        const chat = findChat(params.chat_id);
        return chat ? ok(chat) : fail(400, 'Bad Request: chat not found');
      }
      case 'editmessagetext':
        return editMessageText(bot, params);
      case 'answercallbackquery':
        return answerCallbackQuery(bot, params);
      case 'setmycommands':
        return setMyCommands(bot, params);
      case 'getmycommands': {
        const key = commandsKey(params);
        return key === null ? fail(400, 'Bad Request: LANG_CODE_INVALID') : ok(bot.commands.get(key) ?? []);
      }
      case 'deletemycommands': {
        const key = commandsKey(params);
        if (key === null) return fail(400, 'Bad Request: LANG_CODE_INVALID');
        bot.commands.delete(key);
        return ok(true);
      }
      default:
        return fail(404, 'Not Found');
    }
  }

  // --- HTTP.

  function send(response: ServerResponse, call: ApiCall | undefined, answer: Answer) {
    if (call) call.status = answer.status;
    if (response.writableEnded || response.destroyed) return;
    const body = JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  }

  const server = createHttpServer((request, response) => {
    readParams(request)
      .then((params) => {
        const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
        if (path.startsWith('/__control/')) {
          send(
            response,
            undefined,
            control(request.method ?? 'GET', path.slice('/__control/'.length), params),
          );
          return;
        }
        const match = /^\/bot([^/]+)\/([A-Za-z0-9_]+)$/.exec(path);
        if (!match?.[1] || !match[2]) return send(response, undefined, fail(404, 'Not Found'));
        const token = decodeURIComponent(match[1]);
        const call: ApiCall = { token, method: match[2], params, status: 0, at: Date.now() };
        calls.push(call);
        const bot = bots.get(token);
        if (!bot) return send(response, call, fail(401, 'Unauthorized'));
        const answer = callMethod(bot, call, response);
        if (answer !== 'held') send(response, call, answer);
      })
      .catch((error: Error) => send(response, undefined, fail(400, `Bad Request: ${error.message}`)));
  });

  // --- Control, in process and over HTTP.

  const fake: FakeTelegram = {
    url: '',
    addBot(token, profile) {
      const user: UserFromGetMe = {
        id: profile.id,
        is_bot: true,
        first_name: profile.first_name,
        username: profile.username,
        can_join_groups: true,
        can_read_all_group_messages: false,
        supports_inline_queries: false,
        can_connect_to_business: false,
        has_main_web_app: false,
        has_topics_enabled: false,
        allows_users_to_create_topics: false,
        can_manage_bots: false,
        supports_join_request_queries: false,
      };
      bots.set(token, {
        token,
        user,
        updates: [],
        nextUpdateId: 100_000_001,
        nextMessageId: 1,
        held: undefined,
        hook: undefined,
        lastError: undefined,
        allowedUpdates: undefined,
        delivering: Promise.resolve(),
        commands: new Map(),
        messages: new Map(),
        openCallbacks: new Set(),
      });
      return user;
    },
    removeBot(token) {
      const bot = bots.get(token);
      if (!bot) return;
      bots.delete(token);
      if (bot.held) release(bot, bot.held, fail(401, 'Unauthorized'));
    },
    addChat,
    userSends(token, { chat, from, text }) {
      const bot = botOf(token);
      addChat(chat);
      const sender = from ?? privateUser(chat);
      const command = /^\/[A-Za-z0-9_]{1,32}(@[A-Za-z0-9_]+)?/.exec(text);
      return enqueue(bot, {
        message: {
          message_id: bot.nextMessageId++,
          from: sender,
          chat,
          date: now(),
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
        },
      } as Omit<Update, 'update_id'>);
    },
    userPresses(token, { chat, from, message_id, data }) {
      const bot = botOf(token);
      const stored = bot.messages.get(`${chat.id}:${message_id}`);
      const pressable = stored?.reply_markup?.inline_keyboard
        .flat()
        .some((button) => 'callback_data' in button && button.callback_data === data);
      if (!stored || !pressable) {
        throw new Error('telegram fake: that message shows no button with that data');
      }
      const id = `${bot.user.id}${String(nextCallbackId++).padStart(8, '0')}`;
      bot.openCallbacks.add(id);
      const plain = stored.parse_mode?.toLowerCase() === 'html' ? parseTelegramHtml(stored.text) : null;
      return enqueue(bot, {
        callback_query: {
          id,
          from: from ?? privateUser(chat),
          chat_instance: String(-chat.id * 7919),
          data,
          message: {
            message_id,
            from: publicUser(bot),
            chat,
            date: now(),
            text: plain && 'text' in plain ? plain.text : stored.text,
            ...(stored.reply_markup ? { reply_markup: stored.reply_markup } : {}),
          },
        },
      } as Omit<Update, 'update_id'>);
    },
    botAddedToGroup(token, { chat, from }) {
      const bot = botOf(token);
      addChat(chat);
      blockedFor.delete(`${bot.user.id}:${chat.id}`);
      return enqueue(bot, {
        my_chat_member: {
          chat,
          from,
          date: now(),
          old_chat_member: { user: publicUser(bot), status: 'left' },
          new_chat_member: { user: publicUser(bot), status: 'member' },
        },
      });
    },
    botBlocked(token, chat, from) {
      const bot = botOf(token);
      addChat(chat);
      blockedFor.add(`${bot.user.id}:${chat.id}`);
      return enqueue(bot, {
        my_chat_member: {
          chat,
          from: from ?? privateUser(chat),
          date: now(),
          old_chat_member: { user: publicUser(bot), status: 'member' },
          new_chat_member: { user: publicUser(bot), status: 'kicked', until_date: 0 },
        },
      });
    },
    blockChat(chatId) {
      blockedEverywhere.add(String(Number(chatId)));
    },
    unblockChat(chatId) {
      const id = String(Number(chatId));
      blockedEverywhere.delete(id);
      for (const key of blockedFor) if (key.endsWith(`:${id}`)) blockedFor.delete(key);
    },
    failNext(token, method, error, times = 1) {
      const bot = botOf(token);
      failures.set(`${bot.user.id}:${method.toLowerCase()}`, { error, remaining: times });
    },
    sent,
    edits,
    callbackAnswers,
    message(token, chatId, messageId) {
      const stored = bots.get(token)?.messages.get(`${Number(chatId)}:${messageId}`);
      return stored ? structuredClone(stored) : undefined;
    },
    commands(token, options = {}) {
      const key = commandsKey({
        ...(options.scope ? { scope: options.scope } : {}),
        ...(options.language_code !== undefined ? { language_code: options.language_code } : {}),
      });
      return key === null ? [] : [...(bots.get(token)?.commands.get(key) ?? [])];
    },
    calls,
    get conflicts() {
      return conflicts;
    },
    webhookDeliveries,
    webhook(token) {
      const hook = bots.get(token)?.hook;
      return hook ? { url: hook.url, secret_token: hook.secret_token } : null;
    },
    pendingUpdates(token) {
      return [...(bots.get(token)?.updates ?? [])];
    },
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          let value: ReturnType<typeof predicate>;
          try {
            value = predicate();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          if (value) return resolve(value);
          if (Date.now() - started >= timeoutMs) {
            reject(
              new Error(
                `telegram fake: condition not met within ${timeoutMs} ms (${sent.length} sent, ` +
                  `${calls.length} calls, ${conflicts} conflicts): ${String(predicate).slice(0, 200)}`,
              ),
            );
            return;
          }
          setTimeout(check, 20);
        };
        check();
      });
    },
    async close() {
      closed = true;
      for (const bot of bots.values()) {
        if (bot.held) clearTimeout(bot.held.timer);
        bot.held = undefined;
      }
      for (const request of inFlight) request.destroy();
      inFlight.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function control(method: string, action: string, body: Record<string, unknown>): Answer {
    try {
      const token = String(body.token ?? '');
      switch (`${method} ${action}`) {
        case 'POST addBot':
          return ok(fake.addBot(token, body as unknown as FakeBotProfile));
        case 'POST removeBot':
          fake.removeBot(token);
          return ok(true);
        case 'POST addChat':
          fake.addChat((body.chat ?? body) as Chat);
          return ok(true);
        case 'POST userSends':
          return ok(fake.userSends(token, body as unknown as { chat: Chat; from?: User; text: string }));
        case 'POST userPresses':
          return ok(
            fake.userPresses(
              token,
              body as unknown as { chat: Chat; from?: User; message_id: number; data: string },
            ),
          );
        case 'POST botAddedToGroup':
          return ok(fake.botAddedToGroup(token, body as unknown as { chat: Chat; from: User }));
        case 'POST botBlocked':
          return ok(fake.botBlocked(token, body.chat as Chat, body.from as User | undefined));
        case 'POST blockChat':
          fake.blockChat(body.chat_id as number | string);
          return ok(true);
        case 'POST unblockChat':
          fake.unblockChat(body.chat_id as number | string);
          return ok(true);
        case 'POST failNext':
          fake.failNext(token, String(body.method), body.error as TelegramErrorAnswer, num(body.times) ?? 1);
          return ok(true);
        case 'GET sent': {
          const chatId = typeof body.chat_id === 'string' ? String(Number(body.chat_id)) : undefined;
          return ok(chatId ? sent.filter((message) => message.chat_id === chatId) : sent);
        }
        case 'GET edits':
          return ok(edits);
        case 'GET callbackAnswers':
          return ok(callbackAnswers);
        case 'GET calls':
          return ok(calls);
        case 'GET conflicts':
          return ok(conflicts);
        case 'GET webhook':
          return ok(fake.webhook(token));
        default:
          return fail(404, `Not Found: no control action "${method} ${action}"`);
      }
    } catch (error) {
      return fail(400, error instanceof Error ? error.message : String(error));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The HTTP control API of a fake started in another process (a Playwright test's). */
export function telegramControl(url: string) {
  async function call<T>(method: 'GET' | 'POST', action: string, body?: unknown, query = ''): Promise<T> {
    const response = await fetch(`${url}/__control/${action}${query}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as { ok: boolean; result?: T; description?: string };
    if (!answer.ok)
      throw new Error(`telegram fake control ${action}: ${answer.description ?? response.status}`);
    return answer.result as T;
  }
  return {
    addBot: (token: string, profile: FakeBotProfile) =>
      call<UserFromGetMe>('POST', 'addBot', { token, ...profile }),
    removeBot: (token: string) => call<true>('POST', 'removeBot', { token }),
    addChat: (chat: Chat) => call<true>('POST', 'addChat', { chat }),
    userSends: (token: string, message: { chat: Chat; from?: User; text: string }) =>
      call<Update>('POST', 'userSends', { token, ...message }),
    userPresses: (token: string, press: { chat: Chat; from?: User; message_id: number; data: string }) =>
      call<Update>('POST', 'userPresses', { token, ...press }),
    botAddedToGroup: (token: string, event: { chat: Chat; from: User }) =>
      call<Update>('POST', 'botAddedToGroup', { token, ...event }),
    botBlocked: (token: string, chat: Chat, from?: User) =>
      call<Update>('POST', 'botBlocked', { token, chat, from }),
    blockChat: (chatId: number | string) => call<true>('POST', 'blockChat', { chat_id: chatId }),
    unblockChat: (chatId: number | string) => call<true>('POST', 'unblockChat', { chat_id: chatId }),
    failNext: (token: string, method: string, error: TelegramErrorAnswer, times = 1) =>
      call<true>('POST', 'failNext', { token, method, error, times }),
    sent: (chatId?: number | string) =>
      call<SentMessage[]>(
        'GET',
        'sent',
        undefined,
        chatId === undefined ? '' : `?chat_id=${encodeURIComponent(String(chatId))}`,
      ),
    edits: () => call<MessageEdit[]>('GET', 'edits'),
    callbackAnswers: () => call<CallbackAnswer[]>('GET', 'callbackAnswers'),
    calls: () => call<ApiCall[]>('GET', 'calls'),
    conflicts: () => call<number>('GET', 'conflicts'),
    webhook: (token: string) =>
      call<{ url: string; secret_token: string | undefined } | null>(
        'GET',
        'webhook',
        undefined,
        `?token=${encodeURIComponent(token)}`,
      ),
  };
}

export type TelegramControl = ReturnType<typeof telegramControl>;

// --- Parameters: JSON body, form body or query string, merged (the body wins).

async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
  const params: Record<string, unknown> = Object.fromEntries(query);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.trim() === '') return params;
  if (type === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new Error("can't parse JSON body");
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error('the JSON body must be an object');
    }
    return { ...params, ...(body as Record<string, unknown>) };
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ...params, ...Object.fromEntries(new URLSearchParams(raw)) };
  }
  if (type === 'multipart/form-data') throw new Error('multipart bodies (file uploads) are not faked');
  return params;
}

function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

function bool(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

/** Form and query values arrive as JSON text. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

function list(value: unknown): string[] | undefined {
  const parsed = json(value);
  return Array.isArray(parsed) ? parsed.map(String) : undefined;
}

/**
 * An inline keyboard as Telegram takes it (callback data 1-64 bytes), undefined for none or
 * another kind of markup, 'invalid' for one Telegram refuses.
 */
function inlineKeyboard(markup: unknown): InlineKeyboardMarkup | undefined | 'invalid' {
  if (typeof markup !== 'object' || markup === null || !('inline_keyboard' in markup)) return undefined;
  const rows = (markup as { inline_keyboard: unknown }).inline_keyboard;
  if (!Array.isArray(rows) || !rows.every(Array.isArray)) return 'invalid';
  for (const button of rows.flat() as Record<string, unknown>[]) {
    if (typeof button.text !== 'string' || button.text === '') return 'invalid';
    const data = button.callback_data;
    if (data !== undefined) {
      const bytes = typeof data === 'string' ? Buffer.byteLength(data) : 0;
      if (bytes < 1 || bytes > 64) return 'invalid';
    }
  }
  return markup as InlineKeyboardMarkup;
}

/** setMyCommands' scope and language as one key; null for a language code Telegram refuses. */
function commandsKey(params: Record<string, unknown>): string | null {
  const language = typeof params.language_code === 'string' ? params.language_code : '';
  if (language !== '' && !/^[a-z]{2}$/.test(language)) return null;
  const scope = (json(params.scope) ?? { type: 'default' }) as Record<string, unknown>;
  return `${String(scope.type ?? 'default')}:${String(scope.chat_id ?? '')}:${String(scope.user_id ?? '')}|${language}`;
}

function privateUser(chat: Chat): User {
  if (chat.type !== 'private') throw new Error('telegram fake: a message in a group needs `from`');
  return {
    id: chat.id,
    is_bot: false,
    first_name: chat.first_name,
    ...(chat.last_name ? { last_name: chat.last_name } : {}),
    ...(chat.username ? { username: chat.username } : {}),
  };
}

function forbiddenFor(chat: Chat): string {
  switch (chat.type) {
    case 'private':
      return 'Forbidden: bot was blocked by the user';
    case 'group':
      return 'Forbidden: bot was kicked from the group chat';
    case 'supergroup':
      return 'Forbidden: bot was kicked from the supergroup chat';
    case 'channel':
      return 'Forbidden: bot is not a member of the channel chat';
  }
}

// --- parse_mode HTML, as https://core.telegram.org/bots/api#html-style describes it: only these
// tags, balanced, and every <, > and & that is not markup written as an entity (&lt; &gt; &amp;
// &quot; or numeric). Telegram itself lets a bare & or > through; the fake holds bots to the rule.

const entityTypes: Record<string, MessageEntity['type']> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
  a: 'text_link',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
};

const namedEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

interface OpenTag {
  name: string;
  attributes: Map<string, string>;
  offset: number;
}

export function parseTelegramHtml(
  html: string,
): { text: string; entities: MessageEntity[] } | { error: string } {
  let text = '';
  const entities: MessageEntity[] = [];
  const open: OpenTag[] = [];
  const at = (index: number) => `at byte offset ${Buffer.byteLength(html.slice(0, index), 'utf8')}`;
  const entityAt = (index: number): { value: string; length: number } | undefined => {
    const match = /^&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);/i.exec(html.slice(index, index + 12));
    if (!match?.[1]) return undefined;
    const name = match[1].toLowerCase();
    let value: string | undefined;
    if (name.startsWith('#x')) value = safeCodePoint(parseInt(name.slice(2), 16));
    else if (name.startsWith('#')) value = safeCodePoint(parseInt(name.slice(1), 10));
    else value = namedEntities[name];
    return value === undefined ? undefined : { value, length: match[0].length };
  };

  let i = 0;
  while (i < html.length) {
    const c = html[i] as string;
    if (c === '&') {
      const entity = entityAt(i);
      if (!entity) return { error: `Character "&" must be escaped as "&amp;" ${at(i)}` };
      text += entity.value;
      i += entity.length;
      continue;
    }
    if (c === '>') return { error: `Character ">" must be escaped as "&gt;" ${at(i)}` };
    if (c !== '<') {
      text += c;
      i += 1;
      continue;
    }
    const start = i;
    if (html[i + 1] === '/') {
      const end = html.indexOf('>', i);
      if (end < 0) return { error: `Unclosed end tag ${at(start)}` };
      const name = html
        .slice(i + 2, end)
        .trim()
        .toLowerCase();
      const top = open.at(-1);
      if (!top) return { error: `Unexpected end tag ${at(start)}` };
      if (name !== top.name) {
        return { error: `Unmatched end tag ${at(start)}, expected "</${top.name}>", found "</${name}>"` };
      }
      open.pop();
      closeTag(top, open.at(-1), text.length, entities);
      i = end + 1;
      continue;
    }
    i += 1;
    let nameEnd = i;
    while (nameEnd < html.length && !/[\s>/]/.test(html[nameEnd] as string)) nameEnd += 1;
    const name = html.slice(i, nameEnd).toLowerCase();
    if (name === '' && nameEnd >= html.length) return { error: `Unclosed start tag ${at(start)}` };
    if (!(name in entityTypes)) return { error: `Unsupported start tag "${name}" ${at(start)}` };
    i = nameEnd;
    const attributes = new Map<string, string>();
    for (;;) {
      while (i < html.length && /\s/.test(html[i] as string)) i += 1;
      if (i >= html.length) return { error: `Unclosed start tag ${at(start)}` };
      if (html[i] === '>') break;
      const attribute = /^[a-z_:-][a-z0-9_:.-]*/i.exec(html.slice(i));
      if (!attribute) return { error: `Unexpected character in start tag "${name}" ${at(i)}` };
      i += attribute[0].length;
      while (i < html.length && /\s/.test(html[i] as string)) i += 1;
      let value = '';
      if (html[i] === '=') {
        i += 1;
        while (i < html.length && /\s/.test(html[i] as string)) i += 1;
        const quote = html[i];
        let raw: string;
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, i + 1);
          if (close < 0) return { error: `Unclosed start tag ${at(start)}` };
          raw = html.slice(i + 1, close);
          i = close + 1;
        } else {
          const unquoted = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
          raw = unquoted;
          i += unquoted.length;
        }
        value = raw.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|lt|gt|amp|quot);/gi, (whole, ref: string) => {
          const lower = ref.toLowerCase();
          if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16)) ?? whole;
          if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10)) ?? whole;
          return namedEntities[lower] ?? whole;
        });
      }
      attributes.set(attribute[0].toLowerCase(), value);
    }
    i += 1; // the '>'
    if (name === 'a' && !attributes.get('href'))
      return { error: `Tag "a" must have attribute "href" ${at(start)}` };
    if (name === 'span' && attributes.get('class') !== 'tg-spoiler') {
      return { error: `Tag "span" must have class "tg-spoiler" ${at(start)}` };
    }
    open.push({ name, attributes, offset: text.length });
  }
  const unclosed = open.at(-1);
  if (unclosed) return { error: `Can't find end tag corresponding to start tag "${unclosed.name}"` };
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return { text, entities };
}

function closeTag(tag: OpenTag, parent: OpenTag | undefined, end: number, entities: MessageEntity[]) {
  const length = end - tag.offset;
  const language = /^language-(.+)$/.exec(tag.attributes.get('class') ?? '')?.[1];
  // <pre><code class="language-x">…</code></pre> is one pre entity with a language.
  if (tag.name === 'code' && parent?.name === 'pre' && language) {
    parent.attributes.set('language', language);
    return;
  }
  if (length === 0) return;
  const type = entityTypes[tag.name] ?? 'bold';
  if (type === 'text_link') {
    entities.push({ type, offset: tag.offset, length, url: tag.attributes.get('href') ?? '' });
  } else if (type === 'pre') {
    const lang = tag.attributes.get('language');
    entities.push({ type, offset: tag.offset, length, ...(lang ? { language: lang } : {}) });
  } else if (type === 'blockquote' && tag.attributes.has('expandable')) {
    entities.push({ type: 'expandable_blockquote', offset: tag.offset, length });
  } else {
    entities.push({ type, offset: tag.offset, length } as MessageEntity);
  }
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
