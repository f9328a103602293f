import { createHash, randomBytes } from 'node:crypto';
import {
  connectTokenMinutes,
  telegramEvents,
  type ChatKind,
  type ConnectLink,
  type TelegramEvent,
  type TelegramState,
} from '../../../shared/telegram';
import { conflict, notFound } from '../../platform/http/app-error';
import type { NotifyMessage } from '../notifications';
import type { BotService } from './bot.service';
import { botLanguage, botText, chatNames, disconnectedNotice, type BotLanguage } from './bot-texts';
import type { ConnectionsRepo, EventChoices } from './connections.repo';
import { classifyFailure } from './telegram-api';

// Which chats a user connected and which events they want there. A chat is connected by proof
// that its owner holds the account: a one-time token the account made, sent back by the chat
// (`/start <token>` from the deep link, or `/link <token>` in a group), or, for a group, a
// message the bot manages to post there.

export interface TelegramOfUser {
  privateChat: string | null;
  groupChat: string | null;
  language: string;
}

export interface ConnectionsDeps {
  repo: ConnectionsRepo;
  bot: BotService;
  users: {
    telegramOf(userId: string): Promise<TelegramOfUser | null>;
    setTelegramChat(userId: string, kind: ChatKind, chatId: string | null): Promise<boolean>;
    clearTelegramChat(chatId: string): Promise<{ id: string; kind: ChatKind }[]>;
  };
  brandName(): Promise<string>;
  notify(userId: string, input: NotifyMessage): Promise<unknown>;
  now: () => Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createConnectionsService(deps: ConnectionsDeps) {
  const { repo } = deps;

  async function userTelegram(userId: string): Promise<TelegramOfUser> {
    const found = await deps.users.telegramOf(userId);
    if (!found) throw notFound('User');
    return found;
  }

  async function state(userId: string): Promise<TelegramState> {
    const [bot, telegram, choices] = await Promise.all([
      deps.bot.current(),
      userTelegram(userId),
      repo.choices(userId),
    ]);
    return {
      bot_available: bot !== null,
      bot_username: bot?.identity.username ?? null,
      private_chat: telegram.privateChat ? { id: telegram.privateChat } : null,
      group_chat: telegram.groupChat ? { id: telegram.groupChat } : null,
      events: Object.fromEntries(telegramEvents.map((event) => [event, choices[event] !== false])) as Record<
        TelegramEvent,
        boolean
      >,
    };
  }

  async function requireBot() {
    const bot = await deps.bot.current();
    if (!bot) throw conflict('The administrator has not set up the Telegram bot yet.');
    return bot;
  }

  /** The chat is gone (blocked the bot, removed it): disconnect it everywhere and tell the users in the app. */
  async function chatGone(chatId: string, why: string): Promise<void> {
    const cleared = await deps.users.clearTelegramChat(chatId);
    for (const { id, kind } of cleared) {
      await deps.notify(id, ({ language }) => ({
        type: 'telegram_disconnected',
        ...disconnectedNotice(language, kind, why),
        link: '/bot-settings',
      }));
    }
  }

  return {
    state,
    chatGone,

    /** A deep link with a new one-time token (earlier unused ones stop working). */
    async connectLink(userId: string): Promise<ConnectLink> {
      const bot = await requireBot();
      await userTelegram(userId);
      // 24 characters of [A-Za-z0-9_-]: what a /start parameter may hold.
      const token = randomBytes(18).toString('base64url');
      const expiresAt = new Date(deps.now().getTime() + connectTokenMinutes * 60_000);
      await repo.newToken(userId, hashToken(token), expiresAt);
      return {
        url: `https://t.me/${bot.identity.username}?start=${token}`,
        group_command: `/link ${token}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /**
     * A chat sent a token back. Connects the chat (a private one as the private chat, a group as
     * the group) and answers what to reply, in the user's language.
     */
    async useToken(
      token: string,
      chat: { id: string; kind: ChatKind },
      senderLanguage: string | undefined,
    ): Promise<{ userId: string | null; reply: string }> {
      const brand = await deps.brandName();
      const userId = /^[A-Za-z0-9_-]{1,64}$/.test(token)
        ? await repo.useToken(hashToken(token), deps.now())
        : null;
      if (!userId)
        return { userId: null, reply: botText(botLanguage(senderLanguage), 'tokenRefused', brand) };
      await deps.users.setTelegramChat(userId, chat.kind, chat.id);
      const language: BotLanguage = botLanguage((await deps.users.telegramOf(userId))?.language);
      return {
        userId,
        reply: botText(language, chat.kind === 'private' ? 'connected' : 'groupConnected', brand),
      };
    },

    /** Links a group by its id: only once the bot has posted its confirmation there. */
    async linkGroup(userId: string, groupId: string): Promise<TelegramState> {
      await requireBot();
      const telegram = await userTelegram(userId);
      const brand = await deps.brandName();
      await deps.bot.sendTo(
        groupId,
        botText(botLanguage(telegram.language), 'groupConnected', brand),
        'group_id',
      );
      await deps.users.setTelegramChat(userId, 'group', groupId);
      return state(userId);
    },

    async disconnect(userId: string, kind: ChatKind): Promise<TelegramState> {
      await userTelegram(userId);
      await deps.users.setTelegramChat(userId, kind, null);
      return state(userId);
    },

    async setEvents(userId: string, events: EventChoices): Promise<TelegramState> {
      await userTelegram(userId);
      await repo.setChoices(userId, { ...(await repo.choices(userId)), ...events });
      return state(userId);
    },

    /** What the user turned off (an event missing is on). */
    choices: (userId: string) => repo.choices(userId),

    /**
     * Sends a test to each connected chat, now (the user waits for the answer). A chat that is
     * gone is disconnected and said so.
     */
    async sendTest(userId: string): Promise<{ sent: ChatKind[] }> {
      const bot = await requireBot();
      const telegram = await userTelegram(userId);
      const chats = (
        [
          ['private', telegram.privateChat],
          ['group', telegram.groupChat],
        ] as const
      ).filter((entry): entry is readonly [ChatKind, string] => entry[1] !== null);
      if (chats.length === 0) throw conflict('Connect a Telegram chat or group first.');
      const text = botText(botLanguage(telegram.language), 'test', await deps.brandName());
      const sent: ChatKind[] = [];
      const problems: string[] = [];
      for (const [kind, chatId] of chats) {
        try {
          await bot.api.sendMessage(chatId, text, { parse_mode: 'HTML' });
          sent.push(kind);
        } catch (error) {
          const failure = classifyFailure(error);
          if (failure.kind === 'chat_gone') {
            await chatGone(chatId, failure.description);
            problems.push(`${chatNames[kind]} was disconnected: Telegram said "${failure.description}".`);
          } else {
            problems.push(`${chatNames[kind]}: Telegram did not take the message (${failure.description}).`);
          }
        }
      }
      if (sent.length === 0) throw conflict(problems.join(' '));
      return { sent };
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
