import type { FastifyBaseLogger } from 'fastify';
import type { BotCommand } from 'grammy/types';
import { allowedUpdates, type Bot } from '../bot-parts';
import type { BotLanguage } from '../bot-texts';
import { classifyFailure } from '../telegram-api';
import { telegramText } from '../texts-id';
import type { commandNames } from './commands';

// What Telegram's apps offer when a user types "/" (setMyCommands): the commands in English for
// everyone and in Indonesian for apps set to Indonesian. Registered when the bot is saved and
// when a process starts (a newer build may have more), with the updates the bot needs: a webhook
// registered by an older build without button presses (callback_query) is registered again.

const menu: { command: (typeof commandNames)[number] | 'stop'; description: string }[] = [
  { command: 'links', description: 'Your newest links' },
  { command: 'stats', description: "A link's clicks: /stats code" },
  { command: 'domains', description: 'Your domains and their checks' },
  { command: 'disable', description: 'Disable a link: /disable code' },
  { command: 'enable', description: 'Enable a link: /enable code' },
  { command: 'help', description: 'What this bot can do' },
  { command: 'stop', description: 'Disconnect this chat' },
];

export function botCommands(language: BotLanguage): BotCommand[] {
  return menu.map(({ command, description }) => ({
    command,
    description: telegramText.say(language, description),
  }));
}

/** Registers the menu (and a webhook's updates) with Telegram; throws what Telegram answers. */
export async function syncBot(bot: Bot, webhookUrl: string, signal?: AbortSignal): Promise<void> {
  // grammY types its signal as the abort-controller package's; Node's own is what it uses.
  const abort = signal as Parameters<Bot['api']['getMe']>[0];
  await bot.api.setMyCommands(botCommands('en'), {}, abort);
  await bot.api.setMyCommands(botCommands('id'), { language_code: 'id' }, abort);
  if (bot.mode !== 'webhook' || !bot.webhookSecret) return;
  const info = await bot.api.getWebhookInfo(abort);
  // Without a list Telegram sends every kind but a few we do not use.
  const missing = allowedUpdates.filter(
    (kind) => info.allowed_updates && !info.allowed_updates.includes(kind),
  );
  if (info.url !== webhookUrl || missing.length === 0) return;
  await bot.api.setWebhook(
    webhookUrl,
    { secret_token: bot.webhookSecret, allowed_updates: [...allowedUpdates] },
    abort,
  );
}

/**
 * The menu's registration for the bot in use: after every save and at start, in the background
 * (a failure is logged); a stop cuts a call in flight and waits for it.
 */
export function createMenuSync(deps: {
  current(): Promise<Bot | null>;
  webhookUrl: string;
  logger: FastifyBaseLogger;
}) {
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  async function sync(): Promise<void> {
    const bot = await deps.current();
    if (bot) await syncBot(bot, deps.webhookUrl, stopping.signal);
  }
  return {
    sync,
    inBackground(): void {
      running = sync().catch((error: unknown) => {
        if (stopping.signal.aborted) return;
        deps.logger.warn(
          { reason: classifyFailure(error).description },
          'could not register the bot commands',
        );
      });
    },
    async stop(): Promise<void> {
      stopping.abort();
      await running;
    },
  };
}
