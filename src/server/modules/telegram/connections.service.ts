import { createHash, randomBytes } from 'node:crypto';
import {
  connectTokenMinutes,
  telegramEvents,
  type ChatKind,
  type ConnectLink,
  type TelegramEvent,
  type TelegramState,
} from '../../../shared/telegram';
import { roleAtLeast, type WorkspaceRole } from '../../../shared/workspaces';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import type { NotifyMessage } from '../notifications';
import type { BotService } from './bot.service';
import { botLanguage, botText, chatNames, disconnectedNotice, type BotLanguage } from './bot-texts';
import type { ChatsRepo } from './chats.repo';
import type { ConnectionsRepo, EventChoices } from './connections.repo';
import { classifyFailure } from './telegram-api';

// Which chats are connected and which events their accounts want. An account connects its private
// chat; an owner or admin connects its workspace's group (ADR 0026), whose messages follow that
// member's language and event choices. A chat is connected by proof that its owner holds the
// account: a one-time token the account made (naming the workspace it was made in), sent back by
// the chat (`/start <token>` from the deep link, or `/link <token>` in a group), or, for a group, a
// message the bot manages to post there.

export interface TelegramOfUser {
  privateChat: string | null;
  language: string;
}

export interface ConnectionsDeps {
  repo: ConnectionsRepo;
  chats: Pick<ChatsRepo, 'groupOf' | 'setGroup' | 'removeGroup' | 'setPrivateChat' | 'clearChat'>;
  bot: BotService;
  users: { telegramOf(userId: string): Promise<TelegramOfUser | null> };
  /** The account's role in a workspace (null: not a member). */
  roleOf(workspaceId: string, userId: string): Promise<WorkspaceRole | null>;
  brandName(): Promise<string>;
  notify(userId: string, input: NotifyMessage): Promise<unknown>;
  notifyWorkspace(workspaceId: string, input: NotifyMessage): Promise<unknown>;
  now: () => Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const managesGroup = (role: WorkspaceRole) => roleAtLeast(role, 'admin');

export function createConnectionsService(deps: ConnectionsDeps) {
  const { repo } = deps;

  async function userTelegram(userId: string): Promise<TelegramOfUser> {
    const found = await deps.users.telegramOf(userId);
    if (!found) throw notFound('User');
    return found;
  }

  async function state(actor: Actor): Promise<TelegramState> {
    const [bot, telegram, choices, group] = await Promise.all([
      deps.bot.current(),
      userTelegram(actor.id),
      repo.choices(actor.id),
      deps.chats.groupOf(actor.workspaceId),
    ]);
    return {
      bot_available: bot !== null,
      bot_username: bot?.identity.username ?? null,
      private_chat: telegram.privateChat ? { id: telegram.privateChat } : null,
      group_chat: group ? { id: group.chatId, connected_by_you: group.connectedBy === actor.id } : null,
      manage_group: managesGroup(actor.role),
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

  function requireManager(actor: Actor) {
    if (!managesGroup(actor.role))
      throw forbidden('Only an owner or admin of the workspace can connect its group.');
  }

  /**
   * The chat is gone (blocked the bot, removed it): disconnect it everywhere and say so in the
   * app, to its account (a private chat) or to the workspace's members (a group).
   */
  async function chatGone(chatId: string, why: string): Promise<void> {
    const cleared = await deps.chats.clearChat(chatId);
    const notice =
      (kind: ChatKind): NotifyMessage =>
      ({ language }) => ({
        type: 'telegram_disconnected',
        ...disconnectedNotice(language, kind, why),
        link: '/bot-settings',
      });
    for (const id of cleared.accounts) await deps.notify(id, notice('private'));
    for (const id of cleared.workspaces) await deps.notifyWorkspace(id, notice('group'));
  }

  return {
    state,
    chatGone,

    /** A deep link with a new one-time token (earlier unused ones stop working). */
    async connectLink(actor: Actor): Promise<ConnectLink> {
      const bot = await requireBot();
      await userTelegram(actor.id);
      // 24 characters of [A-Za-z0-9_-]: what a /start parameter may hold.
      const token = randomBytes(18).toString('base64url');
      const expiresAt = new Date(deps.now().getTime() + connectTokenMinutes * 60_000);
      await repo.newToken(actor.id, actor.workspaceId, hashToken(token), expiresAt);
      return {
        url: `https://t.me/${bot.identity.username}?start=${token}`,
        group_command: `/link ${token}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /**
     * A chat sent a token back. Connects the chat (a private one as the account's private chat, a
     * group as the group of the workspace the token was made in, if its maker still manages that
     * workspace) and answers what to reply, in the account's language.
     */
    async useToken(
      token: string,
      chat: { id: string; kind: ChatKind },
      senderLanguage: string | undefined,
    ): Promise<{ userId: string | null; reply: string }> {
      const brand = await deps.brandName();
      const used = /^[A-Za-z0-9_-]{1,64}$/.test(token)
        ? await repo.useToken(hashToken(token), deps.now())
        : null;
      const telegram = used ? await deps.users.telegramOf(used.userId) : null;
      if (!used || !telegram)
        return { userId: null, reply: botText(botLanguage(senderLanguage), 'tokenRefused', brand) };
      const language: BotLanguage = botLanguage(telegram.language);
      if (chat.kind === 'private') {
        await deps.chats.setPrivateChat(used.userId, chat.id);
        return { userId: used.userId, reply: botText(language, 'connected', brand) };
      }
      const role = used.workspaceId ? await deps.roleOf(used.workspaceId, used.userId) : null;
      if (!used.workspaceId || !role || !managesGroup(role))
        return { userId: null, reply: botText(language, 'groupRefused', brand) };
      await deps.chats.setGroup(used.workspaceId, chat.id, used.userId);
      return { userId: used.userId, reply: botText(language, 'groupConnected', brand) };
    },

    /** Links the workspace's group by its id: only once the bot has posted its confirmation there. */
    async linkGroup(actor: Actor, groupId: string): Promise<TelegramState> {
      requireManager(actor);
      await requireBot();
      const telegram = await userTelegram(actor.id);
      const brand = await deps.brandName();
      await deps.bot.sendTo(
        groupId,
        botText(botLanguage(telegram.language), 'groupConnected', brand),
        'group_id',
      );
      await deps.chats.setGroup(actor.workspaceId, groupId, actor.id);
      return state(actor);
    },

    async disconnect(actor: Actor, kind: ChatKind): Promise<TelegramState> {
      await userTelegram(actor.id);
      if (kind === 'private') await deps.chats.setPrivateChat(actor.id, null);
      else {
        requireManager(actor);
        await deps.chats.removeGroup(actor.workspaceId);
      }
      return state(actor);
    },

    async setEvents(actor: Actor, events: EventChoices): Promise<TelegramState> {
      await userTelegram(actor.id);
      await repo.setChoices(actor.id, { ...(await repo.choices(actor.id)), ...events });
      return state(actor);
    },

    /** What the account turned off (an event missing is on). */
    choices: (userId: string) => repo.choices(userId),

    /**
     * Sends a test to the account's private chat and, for an owner or admin, the workspace's
     * group, now (the user waits for the answer). A chat that is gone is disconnected and said so.
     */
    async sendTest(actor: Actor): Promise<{ sent: ChatKind[] }> {
      const bot = await requireBot();
      const [telegram, group] = await Promise.all([
        userTelegram(actor.id),
        managesGroup(actor.role) ? deps.chats.groupOf(actor.workspaceId) : null,
      ]);
      const chats = (
        [
          ['private', telegram.privateChat],
          ['group', group?.chatId ?? null],
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
