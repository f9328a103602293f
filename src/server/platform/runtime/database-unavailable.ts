import { AppError } from '../http/app-error';

// Telling "the database cannot be reached right now" apart from every other failure: the first is
// an outage the client should wait out (503 with Retry-After), the rest are bugs (500, logged).
// The driver reports an outage in several ways, and Drizzle and better-auth may wrap its error, so
// the cause chain is followed.

/** How long a client is told to wait before asking again during an outage. */
export const retryAfterSeconds = 5;

export const databaseUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'The database is unavailable right now. Try again in a few seconds.',
  );

// Node's socket errors on an established connection (a connect failure is recognised by its syscall).
const socketCodes = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// SQLSTATE: the server going down (admin or crash shutdown), starting or shutting down, or full.
const serverStates = new Set(['57P01', '57P02', '57P03', '53300']);
// What pg and pg-pool throw without a code: the connection ended, or none came in time.
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, syscall, message, cause, errors } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (syscall === 'connect' || syscall === 'getaddrinfo') return true;
  if (typeof code === 'string') {
    if (socketCodes.has(code) || serverStates.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && driverMessages.some((pattern) => pattern.test(message))) return true;
  // Node reports a failed connect to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
