import type { z } from 'zod';
import { isErrorBody, type ErrorCode } from '../../shared/errors';
import { workspaceHeader } from '../../shared/workspace-access';
import { currentLanguage } from './language';
import { storedWorkspaceId, workspaceMayBeGone } from './workspace';

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
  /**
   * false: a call of the account itself (its list of workspaces, an invitation), which names no
   * workspace. Otherwise the tab's workspace is named.
   */
  workspace?: false;
}

/**
 * Calls the Ringkas API in the tab's workspace (the Ringkas-Workspace header, lib/workspace.ts).
 * Resolves with the parsed JSON body (undefined for 204, and for a success with no body at all,
 * such as 202 Accepted) and rejects with an ApiError for every failure, so callers handle one
 * error type.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { response, workspace } = await send(path, init, 'application/json');
  if (response.status === 204) return undefined as T;
  const payload = await readJson(response);
  if (!response.ok) throw failure(response, payload, workspace);
  if (payload === noBody) return undefined as T;
  if (payload === noJson) {
    throw new ApiError(response.status, 'unexpected_response', 'The server did not answer JSON.');
  }
  return payload as T;
}

/** A file the API answered (a CSV export), and the name the server gave it. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

/**
 * Fetches a file from the API in the tab's workspace, as apiFetch does JSON: for a download that
 * must name the workspace, which a plain link cannot. Rejects with an ApiError as apiFetch does.
 */
export async function apiFile(path: string, init: ApiRequestInit = {}): Promise<ApiFile> {
  const { response, workspace } = await send(path, init, '*/*');
  if (!response.ok) throw failure(response, await readJson(response), workspace);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

async function send(
  path: string,
  init: ApiRequestInit,
  accept: string,
): Promise<{ response: Response; workspace: string | null }> {
  const { body, headers: initHeaders, workspace: named, ...rest } = init;
  const headers = new Headers(initHeaders);
  headers.set('Accept', accept);
  // The server words its messages (validation errors, refusals) in the language the page shows.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  // The workspace this tab works in; without the header the server uses the personal one.
  const workspace = named === false ? null : (headers.get(workspaceHeader) ?? storedWorkspaceId());
  if (workspace !== null) headers.set(workspaceHeader, workspace);

  try {
    const response = await fetch(path, {
      ...rest,
      headers,
      // The session lives in an HTTP-only cookie.
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { response, workspace };
  } catch (error) {
    // A cancelled query is not a failure to report; TanStack Query expects the AbortError back.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Unable to reach the server.');
  }
}

/** A refusal as an ApiError; a 404 to a request that named a workspace may mean it is gone. */
function failure(response: Response, payload: unknown, workspace: string | null): ApiError {
  // A member removed, or a workspace deleted, answers 404 to everything that names it.
  if (response.status === 404 && workspace !== null) workspaceMayBeGone(workspace);
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(response.status, code, message, fields ?? {});
  }
  // A proxy or gateway answered (HTML 502 page and the like), not our error handler.
  return new ApiError(
    response.status,
    'unexpected_response',
    `Request failed with status ${response.status}.`,
  );
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first, then `filename=`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Not valid percent-encoding: the plain name, if any, follows.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/**
 * Calls the API and reads the answer as its shared contract's type (`apiCall<typeof meSchema>`).
 * Typed, not parsed again (ADR 0041): the server has already written every answer through that
 * same schema, and the schemas (zod) stay out of the app's first load.
 */
export async function apiCall<Contract extends z.ZodType>(
  path: string,
  init: ApiRequestInit = {},
): Promise<z.output<Contract>> {
  return apiFetch<z.output<Contract>>(path, init);
}

const noJson = Symbol('noJson');
/** An answer whose body is empty, whatever its type says. */
const noBody = Symbol('noBody');

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  let text: string;
  try {
    text = await response.text();
  } catch {
    return noJson;
  }
  if (text === '') return noBody;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return noJson;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A body that claims JSON but does not parse is treated like any other non-JSON answer.
    return noJson;
  }
}
