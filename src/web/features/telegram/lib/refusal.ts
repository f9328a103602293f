import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-errors';

/**
 * The text for a failed call. A refusal (4xx) is worded by the server, which alone knows why: no chat
 * connected, the bot blocked by the user, Telegram's own answer to a token. Its sentence is shown as
 * given. A failure with no such sentence (the network, a 5xx) reads as on every other page.
 */
export function refusalText(error: unknown, fallback: string, t: TFunction): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.code !== 'unexpected_response' &&
    error.message
  ) {
    return error.message;
  }
  return errorText(error, fallback, t);
}
