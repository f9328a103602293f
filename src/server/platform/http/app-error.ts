import type { ErrorCode } from '../../../shared/errors';
import type { Language } from '../../../shared/i18n';

/** An answer's words in one language: its message and each field's reason. */
export interface ErrorWords {
  message: string;
  fields?: Record<string, string>;
}

/**
 * The one error type services throw. Only the error handler turns it into HTTP. `fields` names
 * every invalid input field (dotted path -> reason), not only the first.
 */
export class AppError extends Error {
  /**
   * The same answer in other languages, for a message the catalogues cannot build from its
   * English (one put together from parts: plural forms, lists). Written by the service, from its
   * *-texts.ts file; the error handler takes it for a reader of that language.
   */
  readonly translations: Partial<Record<Language, ErrorWords>> = {};

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** Adds the answer's words in another language; returns the error (to throw). */
  in(language: Language, words: ErrorWords): this {
    this.translations[language] = words;
    return this;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);

export const validationFailed = (fields: Record<string, string>) =>
  new AppError(400, 'validation_failed', 'Some fields are invalid.', fields);

export const invalidJson = (detail: string) =>
  new AppError(400, 'invalid_json', `The request body is not valid JSON: ${detail}`, {
    body: 'Send the body as valid JSON with Content-Type: application/json.',
  });

export const unauthorized = (message = 'Sign in to continue.') => new AppError(401, 'unauthorized', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'forbidden', message);

export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`);

export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);

export const rateLimited = (message = 'Too many requests. Try again later.') =>
  new AppError(429, 'rate_limited', message);
