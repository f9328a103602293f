import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';
import { onWorkspaceMayBeGone, storeWorkspaceId } from './workspace';

function answer(status: number, body: string | null, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('returns the parsed JSON body and sends the session cookie', async () => {
    const fetchMock = answer(200, '{"id":7}');
    await expect(apiFetch<{ id: number }>('/api/links/7')).resolves.toEqual({ id: 7 });

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/links/7');
    expect(init.credentials).toBe('include');
  });

  it('sends a body as JSON', async () => {
    const fetchMock = answer(201, '{}');
    await apiFetch('/api/links', { method: 'POST', body: { url: 'https://example.com' } });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"url":"https://example.com"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('resolves undefined for 204 No Content', async () => {
    answer(204, null);
    await expect(apiFetch('/api/notifications/read', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('resolves undefined for a success without a body (202 Accepted)', async () => {
    answer(202, null, '');
    await expect(apiFetch('/api/webhooks/7/test', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('still refuses a success whose body is not JSON', async () => {
    answer(200, '<html>proxy</html>', 'text/html');
    const error = await caught(apiFetch('/api/links/7'));
    expect(error.code).toBe('unexpected_response');
  });

  it('turns the server error shape into an ApiError with status, code, message and fields', async () => {
    answer(
      422,
      JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Some fields are invalid.',
          fields: { destination_url: 'Must be an http or https URL', custom_alias: 'Taken' },
        },
      }),
    );

    const error = await caught(apiFetch('/api/links', { method: 'POST', body: {} }));
    expect(error.status).toBe(422);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Some fields are invalid.');
    expect(error.fields).toEqual({
      destination_url: 'Must be an http or https URL',
      custom_alias: 'Taken',
    });
  });

  it('gives an empty fields map when the error is not about fields', async () => {
    answer(401, '{"error":{"code":"unauthorized","message":"Sign in first."}}');
    const error = await caught(apiFetch('/api/me'));
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', fields: {} });
  });

  it('reports a non-JSON error page (a proxy answering) as unexpected_response', async () => {
    answer(502, '<html>Bad Gateway</html>', 'text/html');
    const error = await caught(apiFetch('/api/brand'));
    expect(error).toMatchObject({ status: 502, code: 'unexpected_response' });
  });

  it('rejects a successful answer that is not JSON', async () => {
    answer(200, '<!doctype html>', 'text/html');
    const error = await caught(apiFetch('/api/brand'));
    expect(error).toMatchObject({ status: 200, code: 'unexpected_response' });
  });

  it('reports a failed connection as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(apiFetch('/api/brand'));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('passes a cancellation through untouched, as TanStack Query expects', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    await expect(apiFetch('/api/brand')).rejects.toBe(abort);
  });
});

describe('apiFetch in the tab’s workspace', () => {
  const workspaceOf = (fetchMock: ReturnType<typeof answer>) => {
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    return new Headers(init.headers).get('Ringkas-Workspace');
  };

  it('names no workspace while the tab works in the personal one', async () => {
    const fetchMock = answer(200, '{}');
    await apiFetch('/api/links');
    expect(workspaceOf(fetchMock)).toBeNull();
  });

  it('names the stored workspace on every call', async () => {
    storeWorkspaceId('ws-team');
    const fetchMock = answer(200, '{}');
    await apiFetch('/api/links', { method: 'POST', body: {} });
    expect(workspaceOf(fetchMock)).toBe('ws-team');
  });

  it('names none on a call of the account itself (workspace: false)', async () => {
    storeWorkspaceId('ws-team');
    const fetchMock = answer(200, '{"items":[]}');
    await apiFetch('/api/workspaces', { workspace: false });
    expect(workspaceOf(fetchMock)).toBeNull();
  });

  it('tells who listens when a call that named a workspace is answered 404', async () => {
    const gone = vi.fn();
    const stop = onWorkspaceMayBeGone(gone);
    try {
      answer(404, JSON.stringify({ error: { code: 'not_found', message: 'Workspace not found.' } }));
      await caught(apiFetch('/api/links'));
      expect(gone).not.toHaveBeenCalled();

      storeWorkspaceId('ws-team');
      answer(404, JSON.stringify({ error: { code: 'not_found', message: 'Workspace not found.' } }));
      const error = await caught(apiFetch('/api/links'));
      expect(error.message).toBe('Workspace not found.');
      expect(gone).toHaveBeenCalledWith('ws-team');
    } finally {
      stop();
    }
  });
});
