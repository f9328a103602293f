import { vi } from 'vitest';
import type { Brand } from '../../shared/brand';
import { brandDefaults } from '../../shared/brand-defaults';

/**
 * Replaces the network boundary (global fetch) with a server that answers GET /api/brand with
 * the given brand, or with `status` and a JSON error body when a status is given.
 */
export function stubBrandFetch(brand: Partial<Brand>, status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/brand')) return json(404, { error: { code: 'not_found', message: url } });
    if (status !== 200) return json(status, { error: { code: 'internal_error', message: 'boom' } });
    return json(200, { ...brandDefaults, ...brand });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
