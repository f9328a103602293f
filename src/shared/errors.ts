// The one error shape every API answer uses; the server's error handler produces it and the
// web client's API layer reads it.
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'limit_reached',
  'internal_error',
  'service_unavailable',
  /** A service we call (Telegram, the payment gateway) failed or did not answer: 502. */
  'upstream_unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** One entry per invalid field: dotted path -> why it is invalid. */
    fields?: Record<string, string>;
  };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
