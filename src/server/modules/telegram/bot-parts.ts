import type { FastifyBaseLogger } from 'fastify';
import type { BotIdentity, UpdateMode } from '../../../shared/telegram';
import { AppError, validationFailed } from '../../platform/http/app-error';
import type { SecretBox } from '../../platform/runtime/secret-box';
import type { BotRepo, BotRow } from './bot.repo';
import { botApi, classifyFailure, type BotApi, type ObserveCall, type TelegramFailure } from './telegram-api';

// What the bot's settings (bot.service.ts, save-bot.ts) share: their dependencies, the bot as the
// other parts use it, and a Telegram failure as the answer of an admin's request.

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
  /** How long a Bot API call may take (a long poll adds its own wait). */
  timeoutSeconds: number;
  observeCall?: ObserveCall;
  /** PUBLIC_URL: a webhook is offered when it is HTTPS. */
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Told after a change (start polling at once). */
  changed(): void;
}

/** Whether a webhook can be offered (PUBLIC_URL is HTTPS), and its URL. */
export interface Webhook {
  available: boolean;
  url: string;
}

export const webhookPath = '/api/telegram/webhook';
/** Messages (commands), the bot added to or removed from chats, and its buttons pressed. */
export const allowedUpdates = ['message', 'my_chat_member', 'callback_query'] as const;

/** A Telegram failure as the answer of an admin's request. */
export function telegramRefusal(failure: TelegramFailure, field?: string): AppError {
  if (failure.kind === 'unavailable') {
    return new AppError(
      502,
      'upstream_unavailable',
      // grammY's own text ends with its stop ("... failed!"): one sentence, one stop.
      `Telegram did not answer: ${failure.description.replace(/[.!?]+$/, '')}. Try again.`,
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

export function toBot(deps: BotServiceDeps, row: BotRow | null): Bot | null {
  if (!row?.tokenCipher || !row.identity) return null;
  let token: string;
  try {
    token = deps.tokenBox.open(row.tokenCipher);
  } catch (error) {
    deps.logger.error({ err: error }, 'the stored Telegram bot token cannot be read; set it again');
    return null;
  }
  return {
    api: botApi(token, deps.apiRoot, deps.timeoutSeconds, deps.observeCall),
    pollApi: botApi(token, deps.apiRoot, 60, deps.observeCall),
    identity: row.identity as BotIdentity,
    mode: row.mode as UpdateMode,
    hint: row.tokenHint ?? '',
    webhookSecret: row.webhookSecretCipher ? deps.tokenBox.open(row.webhookSecretCipher) : null,
  };
}

/** getMe with a token: the bot it belongs to, or a refusal naming the token. */
export async function identify(deps: BotServiceDeps, token: string): Promise<BotIdentity> {
  try {
    const me = await botApi(token, deps.apiRoot, deps.timeoutSeconds, deps.observeCall).getMe();
    return { id: me.id, username: me.username, first_name: me.first_name };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'unauthorized') {
      throw validationFailed({ token: 'Telegram does not know this token. Copy it again from BotFather.' });
    }
    throw telegramRefusal(failure, 'token');
  }
}
