import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { AuthError } from '../../../lib/auth-client';

/**
 * The text to show for a failed call: the connection error when the server could not be reached,
 * the server's own message when it sent one (rate limits included), else the given fallback.
 */
export function errorText(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof AuthError) {
    if (error.status === 0) return t('auth.errors.connection');
    return error.fromServer ? error.message : fallback;
  }
  if (error instanceof ApiError) {
    if (error.code === 'network_error') return t('auth.errors.connection');
    return error.code === 'unexpected_response' ? fallback : error.message;
  }
  return fallback;
}

/** Server field messages read "must be ..."; shown under a labelled field, they start a sentence. */
export function fieldText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.charAt(0).toUpperCase() + message.slice(1);
}
