import { vi } from 'vitest';

// A stand-in for GET /api/search/links at the network boundary (global fetch), for component tests.
// Features do not share test helpers across features, so this one is the search feature's own.

export interface Reply {
  status: number;
  body?: unknown;
}

export type SearchHandler = (q: string) => Reply | Promise<Reply>;

export interface FakeSearchApi {
  /** The query string of every request, in order. */
  requests: URLSearchParams[];
  /** The `q` of every request, in order. */
  readonly queries: string[];
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export function stubSearchApi(handler: SearchHandler): FakeSearchApi {
  const requests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(requestUrl(input), window.location.origin);
      let reply: Reply;
      if (url.pathname === '/api/search/links') {
        requests.push(url.searchParams);
        reply = await handler(url.searchParams.get('q') ?? '');
      } else {
        reply = {
          status: 404,
          body: { error: { code: 'not_found', message: `no stub for ${url.pathname}` } },
        };
      }
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    requests,
    get queries() {
      return requests.map((params) => params.get('q') ?? '');
    },
  };
}

/** A promise the test settles itself, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
