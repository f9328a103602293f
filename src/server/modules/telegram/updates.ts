import type { FastifyBaseLogger } from 'fastify';
import type { Update } from 'grammy/types';
import type { Bot } from './bot.service';
import { botLanguage, botText } from './bot-texts';
import { chatKindOf } from './commands/chat-actor';
import type { Commands } from './commands/commands';
import type { ConnectionsService } from './connections.service';
import { classifyFailure } from './telegram-api';

// What the bot does with an update, however it arrived (long polling or the webhook):
//   /start <token>   in a private chat: connect it (the deep link's token)
//   /link <token>    in a group (or a private chat): connect that chat
//   /start           without a token: say how to connect
//   /stop            disconnect this chat from every account
//   the bot removed from a group, or blocked in a private chat: disconnect it the same way
//   /help, /links, /stats, /domains, /disable, /enable, their buttons, and any other command:
//   commands/commands.ts
// Text that is not a command is ignored.

export interface UpdateHandlerDeps {
  connections: ConnectionsService;
  commands: Pick<Commands, 'command' | 'press'>;
  brandName(): Promise<string>;
  logger: FastifyBaseLogger;
}

/** `/start abc`, `/link@ringkas_bot abc` -> { command: 'link', argument: 'abc' }. */
export function parseCommand(
  text: string,
  botUsername: string,
): { command: string; argument: string } | null {
  const match = /^\/([a-z_]+)(?:@([A-Za-z0-9_]+))?(?:\s+(\S+))?\s*$/i.exec(text.trim());
  if (!match) return null;
  // In a group a command may name another bot: not ours.
  if (match[2] && match[2].toLowerCase() !== botUsername.toLowerCase()) return null;
  return { command: match[1]!.toLowerCase(), argument: match[3] ?? '' };
}

export function createUpdateHandler(deps: UpdateHandlerDeps) {
  async function reply(bot: Bot, chatId: number, text: string) {
    try {
      await bot.api.sendMessage(chatId, text, { parse_mode: 'HTML' });
    } catch (error) {
      deps.logger.warn({ chat: chatId, reason: classifyFailure(error).description }, 'telegram reply failed');
    }
  }

  return async function handleUpdate(bot: Bot, update: Update): Promise<void> {
    const membership = update.my_chat_member;
    if (membership) {
      const status = membership.new_chat_member.status;
      if (status === 'kicked' || status === 'left') {
        await deps.connections.chatGone(
          String(membership.chat.id),
          status === 'kicked' ? 'the bot was blocked or removed' : 'the bot left the chat',
        );
      }
      return;
    }
    if (update.callback_query) {
      await deps.commands.press(bot, update.callback_query);
      return;
    }
    const message = update.message;
    if (!message?.text) return;
    const parsed = parseCommand(message.text, bot.identity.username);
    if (!parsed) return;
    const chat = { id: String(message.chat.id), kind: chatKindOf(message.chat.type) };
    const language = message.from?.language_code;
    const brand = await deps.brandName();
    switch (parsed.command) {
      case 'start':
      case 'link': {
        if (!parsed.argument) {
          await reply(bot, message.chat.id, botText(botLanguage(language), 'startWithoutToken', brand));
          return;
        }
        const outcome = await deps.connections.useToken(parsed.argument, chat, language);
        await reply(bot, message.chat.id, outcome.reply);
        return;
      }
      case 'stop': {
        await deps.connections.chatGone(chat.id, 'the chat sent /stop');
        await reply(bot, message.chat.id, botText(botLanguage(language), 'stopped', brand));
        return;
      }
      default:
        await deps.commands.command(bot, message, parsed);
        return;
    }
  };
}

export type UpdateHandler = ReturnType<typeof createUpdateHandler>;
