import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-errors';

/**
 * The text for a failed call. A refusal for the plan's limits (403) or the rate limit (429) is worded
 * by the server, which alone knows the numbers (how many domains, how long to wait): its sentence is
 * shown. Anything else reads as on every other page.
 */
export function refusalText(error: unknown, fallback: string, t: TFunction): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.message) {
    return error.message;
  }
  return errorText(error, fallback, t);
}
