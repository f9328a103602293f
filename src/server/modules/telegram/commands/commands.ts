import type { CallbackQuery, Message } from 'grammy/types';
import type { WorkspaceRole } from '../../../../shared/workspaces';
import type { Bot } from '../bot-parts';
import { parsePress } from './callback-data';
import { chatKindOf, type Acting, type CommandChat } from './chat-actor';
import { talk, type CommandsDeps, type Talk } from './command-parts';
import { commandPlainText, commandText } from './command-texts';
import { createLinkCommands } from './link-commands';
import { createReadCommands } from './read-commands';
import { helpReply, type Reply } from './replies';

// The commands a connected chat may send beside connecting (updates.ts), and the buttons they
// show (ADR 0034):
//   /help                      the commands (any chat)
//   /links [page]              the workspace's newest links, with Previous / Next buttons (viewer)
//   /stats <code>              a link's clicks today, in 7 and in 30 days (viewer)
//   /domains                   the watched and own domains with their check states (viewer)
//   /disable, /enable <code>   asks, with a button that acts once (member)
// Who acts and where: chat-actor.ts. Every press is judged again, as a new command would be.

/** Our commands besides /start, /link and /stop, as the bot's menu lists them (bot-commands.ts). */
export const commandNames = ['links', 'stats', 'domains', 'disable', 'enable', 'help'] as const;

const needs: Record<Exclude<(typeof commandNames)[number], 'help'>, WorkspaceRole> = {
  links: 'viewer',
  stats: 'viewer',
  domains: 'viewer',
  disable: 'member',
  enable: 'member',
};

export function createCommands(deps: CommandsDeps) {
  const reads = createReadCommands(deps);
  const linkCommands = createLinkCommands(deps);

  async function refusal(acting: Extract<Acting, { ok: false }>): Promise<Reply> {
    return { text: commandText(acting.language, acting.refusal, { brand: await deps.brandName() }) };
  }

  /** What a command answers, once the chat's actor may send it. */
  async function answer(
    name: keyof typeof needs,
    acting: Extract<Acting, { ok: true }>,
    chat: CommandChat,
    message: Message,
    argument: string,
  ): Promise<Reply> {
    switch (name) {
      case 'links':
        return reads.links(acting, /^[1-9]\d{0,4}$/.test(argument) ? Number(argument) : 1);
      case 'stats':
        return reads.stats(acting, argument);
      case 'domains':
        return reads.domains(acting);
      case 'disable':
      case 'enable':
        // whoActs found an account for the sender: there is one.
        return linkCommands.ask(acting, chat, message.from!, name, argument);
    }
  }

  /**
   * Answers a command (other than updates.ts's own). One that is not ours gets a short hint in a
   * private chat, and nothing in a group, where it may be meant for another bot or for people.
   */
  async function command(
    bot: Bot,
    message: Message,
    parsed: { command: string; argument: string },
  ): Promise<void> {
    const name = parsed.command;
    const chat: CommandChat = { id: String(message.chat.id), kind: chatKindOf(message.chat.type) };
    const say = talk(bot, deps.logger);
    const known = name === 'help' || Object.hasOwn(needs, name);
    if (!known && chat.kind !== 'private') return;
    const state = await deps.chatActor.chatState(chat, message.from);
    let language = state.language;
    if (!known) return say.send(message.chat.id, { text: commandText(language, 'unknown_command') });
    try {
      if (name === 'help') {
        await say.send(message.chat.id, helpReply(language, await deps.brandName(), state.connected));
        return;
      }
      const commandName = name as keyof typeof needs;
      const acting = await deps.chatActor.whoActs(chat, message.from, needs[commandName]);
      language = acting.language;
      const reply = acting.ok
        ? await answer(commandName, acting, chat, message, parsed.argument)
        : await refusal(acting);
      await say.send(message.chat.id, reply);
    } catch (error) {
      deps.logger.error({ err: error, command: name }, 'telegram command failed');
      await say.send(message.chat.id, { text: commandText(language, 'failed') });
    }
  }

  /** A page of /links turned, by anyone who may read it there. */
  async function turnPage(
    say: Talk,
    query: CallbackQuery,
    chat: CommandChat,
    messageId: number,
    page: number,
  ) {
    const acting = await deps.chatActor.whoActs(chat, query.from, 'viewer');
    if (!acting.ok) {
      const text = commandPlainText(acting.language, acting.refusal, { brand: await deps.brandName() });
      return say.answer(query.id, text, true);
    }
    const reply = await reads.links(acting, page);
    await say.answer(query.id);
    await say.edit(Number(chat.id), messageId, reply);
  }

  /** A button of ours pressed; any other press is answered and left alone. */
  async function press(bot: Bot, query: CallbackQuery): Promise<void> {
    const say = talk(bot, deps.logger);
    const pressed = parsePress(query.data);
    const message = query.message;
    if (!pressed || !message) return say.answer(query.id);
    const chat = { id: String(message.chat.id), kind: chatKindOf(message.chat.type) };
    try {
      if (pressed.kind === 'links') return await turnPage(say, query, chat, message.message_id, pressed.page);
      await linkCommands.press(
        say,
        query,
        { ...chat, messageId: message.message_id },
        { id: pressed.id, confirm: pressed.kind === 'confirm' },
      );
    } catch (error) {
      deps.logger.error({ err: error, press: pressed.kind }, 'telegram button failed');
      const { language } = await deps.chatActor.chatState(chat, query.from);
      await say.answer(query.id, commandPlainText(language, 'failed'), true);
    }
  }

  return { command, press };
}

export type Commands = ReturnType<typeof createCommands>;
