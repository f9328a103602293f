import type { z } from 'zod';
import { isErrorBody, type ErrorCode } from '../../shared/errors';
import { currentLanguage } from './language';

/** Codes the client produces itself, when no well-formed answer came from the server. */
export type ClientErrorCode = 'network_error' | 'unexpected_response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** Dotted field path -> why it is invalid; empty when the error is not about fields. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  body?: unknown;
}

/**
 * Calls the Ringkas API. Resolves with the parsed JSON body (undefined for 204) and rejects with
 * an ApiError for every failure, so callers handle one error type.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', 'application/json');
  // The server words its messages (validation errors, refusals) in the language the page shows.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers,
      // The session lives in an HTTP-only cookie.
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // A cancelled query is not a failure to report; TanStack Query expects the AbortError back.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Unable to reach the server.');
  }

  if (response.status === 204) return undefined as T;
  const payload = await readJson(response);

  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, fields } = payload.error;
      throw new ApiError(response.status, code, message, fields ?? {});
    }
    // A proxy or gateway answered (HTML 502 page and the like), not our error handler.
    throw new ApiError(
      response.status,
      'unexpected_response',
      `Request failed with status ${response.status}.`,
    );
  }
  if (payload === noJson) {
    throw new ApiError(response.status, 'unexpected_response', 'The server did not answer JSON.');
  }
  return payload as T;
}

/**
 * Calls the API and reads the answer by its shared contract (`schema`): an answer that does not
 * match is an error, as a refusal is, and what comes back is the contract's own type.
 */
export async function apiCall<T>(schema: z.ZodType<T>, path: string, init: ApiRequestInit = {}): Promise<T> {
  return schema.parse(await apiFetch<unknown>(path, init));
}

const noJson = Symbol('noJson');

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return noJson;
  try {
    return (await response.json()) as unknown;
  } catch {
    // A body that claims JSON but does not parse is treated like any other non-JSON answer.
    return noJson;
  }
}
