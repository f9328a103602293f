import { Api, GrammyError, HttpError } from 'grammy';

// The Telegram Bot API through grammY, the one client (ADR 0015), and what its failures mean to
// us. TELEGRAM_API_ROOT points it at Telegram, a local Bot API server, or the tests' fake.

export type BotApi = Api;

/** Told of every call's outcome: `ok`, or the kind of failure (the metrics). */
export type ObserveCall = (method: string, outcome: 'ok' | TelegramFailure['kind']) => void;

/** A client for one token. Calls give up after `timeoutSeconds` (a long poll adds its own). */
export function botApi(token: string, apiRoot: string, timeoutSeconds = 15, observe?: ObserveCall): BotApi {
  const api = new Api(token, { apiRoot, timeoutSeconds });
  if (observe) {
    api.config.use(async (previous, method, payload, signal) => {
      try {
        const result = await previous(method, payload, signal);
        observe(
          method,
          result.ok
            ? 'ok'
            : classifyAnswer(result.error_code, result.description, method, result.parameters?.retry_after)
                .kind,
        );
        return result;
      } catch (error) {
        observe(method, classifyFailure(error).kind);
        throw error;
      }
    });
  }
  return api;
}

export type TelegramFailure =
  /** The token is wrong or was revoked (401, or 404 for a malformed one). */
  | { kind: 'unauthorized'; description: string }
  /** Too many requests: wait this long before the next. */
  | { kind: 'rate_limited'; retryAfterSeconds: number; description: string }
  /** The chat blocked the bot, removed it, or does not exist: nothing will reach it. */
  | { kind: 'chat_gone'; description: string }
  /** Telegram refused the request itself (a bad parameter): sending it again will not help. */
  | { kind: 'rejected'; description: string }
  /** Another getUpdates or a webhook holds the updates (409). */
  | { kind: 'conflict'; description: string }
  /** Telegram did not answer, or failed (5xx): try again later. */
  | { kind: 'unavailable'; description: string };

// A URL with a token in it (a network error's message may carry the request's address).
const tokenInText = /bot\d+:[A-Za-z0-9_-]+/g;

/** Text about a failure with any bot token in it cut out, safe to log and to store. */
export function withoutToken(text: string): string {
  return text.replace(tokenInText, 'bot<token>');
}

/** What Telegram's error answer means: its code and description, and the method it was to. */
function classifyAnswer(
  code: number,
  rawDescription: string,
  method: string,
  retryAfter: number | undefined,
): TelegramFailure {
  const description = withoutToken(rawDescription);
  if (code === 401 || (code === 404 && method === 'getMe')) return { kind: 'unauthorized', description };
  if (code === 429) {
    return { kind: 'rate_limited', retryAfterSeconds: Math.max(1, retryAfter ?? 5), description };
  }
  if (code === 403) return { kind: 'chat_gone', description };
  if (
    code === 400 &&
    /chat not found|user not found|group chat was (deactivated|upgraded)|bot was kicked|not a member/i.test(
      description,
    )
  ) {
    return { kind: 'chat_gone', description };
  }
  if (code === 409) return { kind: 'conflict', description };
  if (code >= 500) return { kind: 'unavailable', description };
  return { kind: 'rejected', description };
}

export function classifyFailure(error: unknown): TelegramFailure {
  if (error instanceof GrammyError) {
    return classifyAnswer(error.error_code, error.description, error.method, error.parameters.retry_after);
  }
  if (error instanceof HttpError) return { kind: 'unavailable', description: withoutToken(error.message) };
  return {
    kind: 'unavailable',
    description: withoutToken(error instanceof Error ? error.message : String(error)),
  };
}

/** `123456:AB…yz`: enough to tell two tokens apart, nothing to use. */
export function tokenHint(token: string): string {
  const [id = '', secret = ''] = token.split(':');
  return `${id}:${secret.slice(0, 2)}…${secret.slice(-2)}`;
}
