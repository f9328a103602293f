import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * The text for a failed call: the connection error when the server could not be reached, the
 * server's own message when it sent one, else the fallback.
 */
export function errorText(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'network_error') return t('analytics.errors.connection');
  return error.code === 'unexpected_response' ? fallback : error.message;
}

/** Rule messages read "must be ..."; shown under a labelled field, they start a sentence. */
export function fieldText(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The server's per-field reasons (400), when the error has any. */
export function serverFieldErrors(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError)) return {};
  const fields: Partial<Record<string, string>> = {};
  for (const [key, why] of Object.entries(error.fields)) fields[key] = fieldText(why);
  return fields;
}
