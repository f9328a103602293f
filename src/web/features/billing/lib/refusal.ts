import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-errors';

/**
 * The text for a failed billing call. A refusal the server words itself (403 limit_reached or
 * forbidden, 409: the trial already used, the order no longer pending, payments switched off) is
 * shown as given, since only the server knows why; anything else reads as on every other page.
 */
export function refusalText(error: unknown, fallback: string, t: TFunction): string {
  if (
    error instanceof ApiError &&
    (error.status === 403 || error.status === 409) &&
    error.code !== 'unexpected_response' &&
    error.message
  ) {
    return error.message;
  }
  return errorText(error, fallback, t);
}
