import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ErrorCode } from '../../shared/errors';
import { ApiError } from './api-client';
import { AuthError } from './auth-call';
import { currentLanguage } from './language';
import { sharedMessage } from './shared-messages';

// How every feature turns a failed call into text: one copy, so that a connection failure reads the
// same on every page.

/** Dotted field path -> the sentence to show under that field. */
export type FieldErrors = Partial<Record<string, string>>;

/** Every code the API answers with -> its catalogue text, so the page shows translated words. */
const apiErrorKeys: Record<ErrorCode, `errors.api.${ErrorCode}`> = {
  bad_request: 'errors.api.bad_request',
  validation_failed: 'errors.api.validation_failed',
  invalid_json: 'errors.api.invalid_json',
  unauthorized: 'errors.api.unauthorized',
  forbidden: 'errors.api.forbidden',
  not_found: 'errors.api.not_found',
  conflict: 'errors.api.conflict',
  payload_too_large: 'errors.api.payload_too_large',
  unsupported_media_type: 'errors.api.unsupported_media_type',
  rate_limited: 'errors.api.rate_limited',
  limit_reached: 'errors.api.limit_reached',
  internal_error: 'errors.api.internal_error',
  service_unavailable: 'errors.api.service_unavailable',
  upstream_unavailable: 'errors.api.upstream_unavailable',
};

/**
 * The text to show for a failed call: the connection error when the server could not be reached,
 * the catalogue's text for the API's error code, better-auth's own message when it sent one (rate
 * limits included), else the given fallback.
 */
export function errorText(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof AuthError) {
    if (error.status === 0) return t('errors.connection');
    return error.fromServer ? error.message : fallback;
  }
  if (error instanceof ApiError) {
    if (error.code === 'network_error') return t('errors.connection');
    if (error.code === 'unexpected_response') return fallback;
    // A code this build does not know (a newer server) still gets a readable sentence.
    const key = (apiErrorKeys as Partial<Record<string, (typeof apiErrorKeys)[ErrorCode]>>)[error.code];
    return key ? t(key) : fallback;
  }
  return fallback;
}

/**
 * Which failed calls carry a sentence from the server to show as given: a refusal that only the
 * server can explain (a plan's limit, a chat not connected, an order already settled). Each feature
 * names its own; left empty, every 4xx.
 */
export interface ServerWorded {
  /** The statuses whose sentence is shown; every 4xx when left out. */
  statuses?: readonly number[];
  /** Codes whose sentence is shown whatever the status (a gateway's own answer, say). */
  codes?: readonly ErrorCode[];
}

/**
 * The text for a failed call: the server's own sentence for a refusal the feature names (see
 * ServerWorded), else as on every other page (errorText). An answer that was not our error shape
 * (a proxy's page) never counts as the server's words.
 */
export function refusalText(
  error: unknown,
  fallback: string,
  t: TFunction,
  worded: ServerWorded = {},
): string {
  if (
    error instanceof ApiError &&
    error.code !== 'unexpected_response' &&
    error.message &&
    isServerWorded(error, worded)
  ) {
    return error.message;
  }
  return errorText(error, fallback, t);
}

function isServerWorded(error: ApiError, { statuses, codes = [] }: ServerWorded): boolean {
  if ((codes as readonly string[]).includes(error.code)) return true;
  return statuses ? statuses.includes(error.status) : error.status >= 400 && error.status < 500;
}

/**
 * Field messages are whole sentences; one that starts in lower case still starts the sentence. The
 * shared schemas write their reasons in English: in Indonesian they are read through the shared
 * catalogue (src/shared/i18n.ts, lib/shared-messages.ts), so a check made in the browser reads like
 * the server's own.
 */
export function fieldText(message: string): string {
  const text = sharedMessage(message, currentLanguage());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The server's per-field reasons (400 validation_failed, 409 conflict), when the error has any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const fields: FieldErrors = {};
  for (const [key, why] of Object.entries(error.fields)) fields[key] = fieldText(why);
  return fields;
}

/** Zod issues as field -> first message, shown like the server's own field errors. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) fields[issue.path.join('.')] ??= fieldText(issue.message);
  return fields;
}
