import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BotIdentity, BotSettings, UpdateBotSettings, UpdateMode } from '../../../shared/telegram';
import { AppError, conflict, validationFailed } from '../../platform/app-error';
import type { SecretBox } from '../../platform/secret-box';
import type { BotRepo, BotRow } from './bot.repo';
import {
  botApi,
  type ObserveCall,
  classifyFailure,
  tokenHint,
  type BotApi,
  type TelegramFailure,
} from './telegram-api';

// The bot an admin configures: its token (sealed at rest, shown only as a hint), the bot it
// belongs to, and how updates arrive. Every process reads it from the database, kept for a few
// seconds, so a change made on one reaches the others without a message between them.

export interface Bot {
  api: BotApi;
  /** For getUpdates: its calls last as long as the long poll. */
  pollApi: BotApi;
  identity: BotIdentity;
  mode: UpdateMode;
  /** Identifies the token (its hint): a poller notices a change of bot. */
  hint: string;
  webhookSecret: string | null;
}

export interface BotServiceDeps {
  repo: BotRepo;
  tokenBox: SecretBox;
  apiRoot: string;
  observeCall?: ObserveCall;
  /** PUBLIC_URL: a webhook is offered when it is HTTPS. */
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Told after a change (start polling at once). */
  changed(): void;
}

const keptMs = 5_000;
export const webhookPath = '/api/telegram/webhook';
export const allowedUpdates = ['message', 'my_chat_member'] as const;

/** A Telegram failure as the answer of an admin's request. */
export function telegramRefusal(failure: TelegramFailure, field?: string): AppError {
  if (failure.kind === 'unavailable') {
    return new AppError(
      502,
      'upstream_unavailable',
      `Telegram did not answer: ${failure.description}. Try again.`,
    );
  }
  if (failure.kind === 'rate_limited') {
    return new AppError(
      429,
      'rate_limited',
      `Telegram asks to wait ${failure.retryAfterSeconds} s. Try again then.`,
    );
  }
  return field
    ? validationFailed({ [field]: `Telegram refused it: ${failure.description}` })
    : new AppError(400, 'bad_request', `Telegram refused it: ${failure.description}`);
}

export function createBotService(deps: BotServiceDeps) {
  const { repo } = deps;
  const webhookAvailable = new URL(deps.publicUrl).protocol === 'https:';
  const webhookUrl = new URL(webhookPath, deps.publicUrl).href;
  let kept: { at: number; bot: Promise<Bot | null> } | null = null;

  function toBot(row: BotRow | null): Bot | null {
    if (!row?.tokenCipher || !row.identity) return null;
    let token: string;
    try {
      token = deps.tokenBox.open(row.tokenCipher);
    } catch (error) {
      deps.logger.error({ err: error }, 'the stored Telegram bot token cannot be read; set it again');
      return null;
    }
    return {
      api: botApi(token, deps.apiRoot, undefined, deps.observeCall),
      pollApi: botApi(token, deps.apiRoot, 60, deps.observeCall),
      identity: row.identity as BotIdentity,
      mode: row.mode as UpdateMode,
      hint: row.tokenHint ?? '',
      webhookSecret: row.webhookSecretCipher ? deps.tokenBox.open(row.webhookSecretCipher) : null,
    };
  }

  async function identify(token: string): Promise<BotIdentity> {
    try {
      const me = await botApi(token, deps.apiRoot, undefined, deps.observeCall).getMe();
      return { id: me.id, username: me.username, first_name: me.first_name };
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'unauthorized') {
        throw validationFailed({ token: 'Telegram does not know this token. Copy it again from BotFather.' });
      }
      throw telegramRefusal(failure, 'token');
    }
  }

  function forget() {
    kept = null;
  }

  const service = {
    /** The configured bot, or null; read again after a few seconds. */
    current(): Promise<Bot | null> {
      if (!kept || Date.now() - kept.at > keptMs) {
        const bot = repo.get().then(toBot);
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
        webhook_available: webhookAvailable,
        webhook_url: webhookAvailable ? webhookUrl : null,
        updates_error: configured ? (row?.updatesError ?? null) : null,
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    },

    /**
     * Saves a new token (only one Telegram accepts) and/or the way updates arrive. Switching to a
     * webhook registers it with Telegram (with a new secret); back to polling removes it.
     */
    async update(input: UpdateBotSettings): Promise<BotSettings> {
      const row = await repo.get();
      const mode = input.mode ?? (row?.mode as UpdateMode | undefined) ?? 'polling';
      if (mode === 'webhook' && !webhookAvailable) {
        throw validationFailed({
          mode: 'A webhook needs PUBLIC_URL to be an https:// address. Use long polling.',
        });
      }
      let token: string | null = null;
      if (input.token) token = input.token;
      else if (row?.tokenCipher) token = deps.tokenBox.open(row.tokenCipher);
      if (!token) throw validationFailed({ token: 'Enter the bot token first.' });

      const patch: Parameters<BotRepo['save']>[0] = { mode };
      if (input.token) {
        const identity = await identify(input.token);
        const sameBot = (row?.identity as BotIdentity | null)?.id === identity.id;
        Object.assign(patch, {
          tokenCipher: deps.tokenBox.seal(input.token),
          tokenHint: tokenHint(input.token),
          identity,
          updatesError: null,
          // Another bot's updates start from its own beginning.
          ...(sameBot ? {} : { updateOffset: 0 }),
        });
      }
      const api = botApi(token, deps.apiRoot, undefined, deps.observeCall);
      try {
        if (mode === 'webhook') {
          const secret = randomBytes(32).toString('hex');
          await api.setWebhook(webhookUrl, { secret_token: secret, allowed_updates: [...allowedUpdates] });
          patch.webhookSecretCipher = deps.tokenBox.seal(secret);
        } else if (row?.mode === 'webhook' || input.token) {
          await api.deleteWebhook();
          patch.webhookSecretCipher = null;
        }
      } catch (error) {
        throw telegramRefusal(classifyFailure(error), 'mode');
      }
      await repo.save(patch);
      forget();
      deps.changed();
      return service.settings();
    },

    /** Forgets the token; a webhook is removed from Telegram first when it still answers. */
    async remove(): Promise<BotSettings> {
      const bot = await repo.get().then(toBot);
      if (bot?.mode === 'webhook') {
        await bot.api.deleteWebhook().catch((error: unknown) => {
          deps.logger.warn(
            { reason: classifyFailure(error).description },
            'could not remove the Telegram webhook',
          );
        });
      }
      await repo.save({
        tokenCipher: null,
        tokenHint: null,
        identity: null,
        webhookSecretCipher: null,
        mode: 'polling',
        updatesError: null,
        updateOffset: 0,
      });
      forget();
      deps.changed();
      return service.settings();
    },

    /** getMe with the given token, else the stored one. */
    async test(token?: string): Promise<BotIdentity> {
      if (token) return identify(token);
      const bot = await repo.get().then(toBot);
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
