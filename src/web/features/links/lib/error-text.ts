import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/**
 * The text for a failed call: the connection error when the server could not be reached, the
 * server's own message when it sent one, else the fallback.
 */
export function errorText(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'network_error') return t('auth.errors.connection');
  return error.code === 'unexpected_response' ? fallback : error.message;
}

/** 403 from POST /api/links: the plan has no link creation, or its maximum is reached. */
export function isPlanRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}
