import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-errors';

/**
 * The text for a failed call. A refusal (4xx) is worded by the server, which alone knows why (a plan
 * in use, an order already settled); so is a 502 from the payment gateway (Midtrans's own answer to a
 * key). Those sentences are shown as given; any other failure reads as on every other page.
 */
export function refusalText(error: unknown, fallback: string, t: TFunction): string {
  if (
    error instanceof ApiError &&
    ((error.status >= 400 && error.status < 500) || error.code === 'upstream_unavailable') &&
    error.code !== 'unexpected_response' &&
    error.message
  ) {
    return error.message;
  }
  return errorText(error, fallback, t);
}
