import { vi } from 'vitest';

// The network boundary (global fetch) for this feature's own component tests; a feature may not
// use another feature's helpers, and route tests use the auth feature's fuller stubApi instead.

export interface Reply {
  status: number;
  body?: unknown;
}

export type Handler = (request: { url: URL; body: unknown }) => Reply | Promise<Reply>;

/** Answers "METHOD /path" routes; anything else is a JSON 404. Returns the URLs asked for. */
export function stubFetch(routes: Record<string, Handler | Reply>) {
  const requested: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      requested.push(url);
      const text = typeof init?.body === 'string' ? init.body : '';
      const body: unknown = text ? JSON.parse(text) : undefined;
      const route = routes[`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`];
      const reply: Reply = !route
        ? { status: 404, body: { error: { code: 'not_found', message: 'no stub' } } }
        : typeof route === 'function'
          ? await route({ url, body })
          : route;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { requested };
}
