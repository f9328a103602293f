import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCodes } from '../../shared/errors';
import { ApiError } from './api-client';
import { errorText, fieldText, refusalText, serverFieldErrors, zodFieldErrors } from './api-errors';
import { AuthError } from './auth-client';
import { i18n } from './i18n';

const t = i18n.t.bind(i18n);
const connection =
  'Connection error: Unable to reach the server. Please check your internet connection and try again.';

describe('errorText', () => {
  it('gives the one connection text when the server could not be reached', () => {
    expect(errorText(new ApiError(0, 'network_error', 'x'), 'Fallback', t)).toBe(connection);
    expect(errorText(new AuthError(0, 'network_error', 'x', false), 'Fallback', t)).toBe(connection);
  });

  it("gives the catalogue's text for every API error code, and better-auth's own message", () => {
    for (const code of errorCodes) {
      const text = errorText(new ApiError(400, code, 'Server words.'), 'Fallback', t);
      expect(text, code).not.toBe(`errors.api.${code}`);
      expect(text, code).toMatch(/^[A-Z].*\.$/);
    }
    expect(errorText(new ApiError(403, 'limit_reached', 'Server words.'), 'Fallback', t)).toBe(
      'You have reached the limit of your plan. Delete something you no longer need or upgrade your plan.',
    );
    expect(errorText(new AuthError(429, 'TOO_MANY', 'Slow down.', true), 'Fallback', t)).toBe('Slow down.');
  });

  it('falls back otherwise', () => {
    expect(errorText(new ApiError(502, 'unexpected_response', 'x'), 'Fallback', t)).toBe('Fallback');
    expect(errorText(new AuthError(500, 'unknown', 'x', false), 'Fallback', t)).toBe('Fallback');
    expect(errorText(new Error('boom'), 'Fallback', t)).toBe('Fallback');
  });
});

describe('refusalText', () => {
  const words = 'Your plan allows 3 domains.';

  it("shows any refusal (4xx) in the server's words by default, other failures as errorText", () => {
    expect(refusalText(new ApiError(403, 'limit_reached', words), 'Fallback', t)).toBe(words);
    expect(refusalText(new ApiError(404, 'not_found', words), 'Fallback', t)).toBe(words);
    expect(refusalText(new ApiError(500, 'internal_error', words), 'Fallback', t)).toBe(
      errorText(new ApiError(500, 'internal_error', words), 'Fallback', t),
    );
    expect(refusalText(new ApiError(0, 'network_error', 'x'), 'Fallback', t)).toBe(connection);
  });

  it('keeps to the statuses and codes a feature names', () => {
    const worded = { statuses: [403, 409] };
    expect(refusalText(new ApiError(409, 'conflict', words), 'Fallback', t, worded)).toBe(words);
    expect(refusalText(new ApiError(404, 'not_found', words), 'Fallback', t, worded)).not.toBe(words);
    const gateway = { codes: ['upstream_unavailable' as const] };
    expect(refusalText(new ApiError(502, 'upstream_unavailable', words), 'Fallback', t, gateway)).toBe(words);
    expect(refusalText(new ApiError(400, 'bad_request', words), 'Fallback', t, gateway)).toBe(words);
    expect(refusalText(new ApiError(502, 'upstream_unavailable', words), 'Fallback', t)).not.toBe(words);
  });

  it('never shows an answer that was not our error shape, nor an empty sentence', () => {
    expect(refusalText(new ApiError(403, 'unexpected_response', 'Request failed.'), 'Fallback', t)).toBe(
      'Fallback',
    );
    expect(refusalText(new ApiError(403, 'forbidden', ''), 'Fallback', t)).toBe(
      errorText(new ApiError(403, 'forbidden', ''), 'Fallback', t),
    );
  });
});

describe('field errors', () => {
  it('start each message as a sentence', () => {
    expect(fieldText('must be a URL')).toBe('Must be a URL');
  });

  it("read the server's per-field reasons", () => {
    const error = new ApiError(400, 'validation_failed', 'Invalid.', { 'a.b': 'must be set' });
    expect(serverFieldErrors(error)).toEqual({ 'a.b': 'Must be set' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });

  it('keep the first zod issue per field', () => {
    const result = z
      .object({ name: z.string().min(3, 'must be longer').max(1, 'must be shorter') })
      .safeParse({ name: 'ab' });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodFieldErrors(result.error)).toEqual({ name: 'Must be longer' });
  });
});
