import type { BotIdentity, BotSettings, UpdateBotSettings, UpdateMode } from '../../../shared/telegram';
import { conflict, validationFailed } from '../../platform/http/app-error';
import {
  identify,
  telegramRefusal,
  toBot,
  webhookPath,
  type Bot,
  type BotServiceDeps,
  type Webhook,
} from './bot-parts';
import { removeBot, saveBot } from './save-bot';
import { classifyFailure } from './telegram-api';

// The bot an admin configures: its token (sealed at rest, shown only as a hint), the bot it
// belongs to, and how updates arrive. Every process reads it from the database, kept for a few
// seconds, so a change made on one reaches the others without a message between them. Saving
// and removing are save-bot.ts; what they share is bot-parts.ts.

export { allowedUpdates, telegramRefusal, webhookPath, type Bot, type BotServiceDeps } from './bot-parts';

const keptMs = 5_000;

export function createBotService(deps: BotServiceDeps) {
  const { repo } = deps;
  const webhook: Webhook = {
    available: new URL(deps.publicUrl).protocol === 'https:',
    url: new URL(webhookPath, deps.publicUrl).href,
  };
  let kept: { at: number; bot: Promise<Bot | null> } | null = null;
  const storedBot = () => repo.get().then((row) => toBot(deps, row));

  function forget() {
    kept = null;
  }

  const service = {
    /**
     * The configured bot as stored now, leaving the kept one alone (the menu's sync at start: a
     * process that read "no bot" there would keep that for a few seconds after another saves one).
     */
    stored(): Promise<Bot | null> {
      return storedBot();
    },

    /** The configured bot, or null; read again after a few seconds. */
    current(): Promise<Bot | null> {
      if (!kept || Date.now() - kept.at > keptMs) {
        const bot = storedBot();
        kept = { at: Date.now(), bot };
        bot.catch(forget);
      }
      return kept.bot;
    },

    async settings(): Promise<BotSettings> {
      const row = await repo.get();
      const configured = Boolean(row?.tokenCipher);
      return {
        configured,
        token_hint: configured ? (row?.tokenHint ?? null) : null,
        bot: configured ? ((row?.identity as BotIdentity | null) ?? null) : null,
        mode: (row?.mode as UpdateMode | undefined) ?? 'polling',
        webhook_available: webhook.available,
        webhook_url: webhook.available ? webhook.url : null,
        updates_error: configured ? (row?.updatesError ?? null) : null,
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    },

    /** Saves a new token and/or the way updates arrive (save-bot.ts). */
    async update(input: UpdateBotSettings): Promise<BotSettings> {
      await saveBot(deps, webhook, input);
      forget();
      deps.changed();
      return service.settings();
    },

    /** Forgets the token; a webhook is removed from Telegram first when it still answers. */
    async remove(): Promise<BotSettings> {
      await removeBot(deps);
      forget();
      deps.changed();
      return service.settings();
    },

    /** getMe with the given token, else the stored one. */
    async test(token?: string): Promise<BotIdentity> {
      if (token) return identify(deps, token);
      const bot = await storedBot();
      if (!bot) throw validationFailed({ token: 'Enter a token to test, or save one first.' });
      try {
        const me = await bot.api.getMe();
        return { id: me.id, username: me.username, first_name: me.first_name };
      } catch (error) {
        const failure = classifyFailure(error);
        if (failure.kind === 'unauthorized') {
          throw validationFailed({ token: 'Telegram no longer accepts the saved token. Enter a new one.' });
        }
        throw telegramRefusal(failure, 'token');
      }
    },

    /** Sends `text` to a chat with the stored bot: the id of the message. */
    async sendTo(chatId: string, text: string, field = 'chat_id'): Promise<number> {
      const bot = await service.current();
      if (!bot) throw conflict('Set the bot token first.');
      try {
        const message = await bot.api.sendMessage(chatId, text, { parse_mode: 'HTML' });
        return message.message_id;
      } catch (error) {
        const failure = classifyFailure(error);
        if (failure.kind === 'chat_gone') {
          throw validationFailed({
            [field]: `The bot cannot write to this chat (${failure.description}). Start a chat with the bot, or add it to the group, first.`,
          });
        }
        throw telegramRefusal(failure, field);
      }
    },

    forget,
  };
  return service;
}

export type BotService = ReturnType<typeof createBotService>;
