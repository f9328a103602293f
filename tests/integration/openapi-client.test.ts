import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import type { paths } from './generated/ringkas-api';

// A client typed from the committed OpenAPI snapshot (openapi-typescript + openapi-fetch), as an
// API user would write one, against the app listening on a real port with an API key: what the
// document promises is what the server does.

const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let t: TestApp;
let owner: SignedInClient;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await signUp(t);
});
afterAll(() => t.close());

async function apiKey(scopes: string[]): Promise<string> {
  const created = await owner.client.post('/api/api-keys', { name: 'openapi client', scopes });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.key as string;
}

describe('the typed client', () => {
  it('creates a link and reads its click report with an API key', async () => {
    const key = await apiKey(['links:read', 'links:write', 'analytics:read']);
    const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } });

    const created = await api.POST('/api/links', {
      body: { destination_url: 'https://example.com/typed-client', title: 'Typed client' },
    });
    expect(created.response.status).toBe(201);
    expect(created.response.headers.get('ratelimit-limit')).toMatch(/^\d+$/);
    const link = created.data!;
    expect(link).toMatchObject({
      destination_url: 'https://example.com/typed-client',
      title: 'Typed client',
    });

    const read = await api.GET('/api/links/{id}', { params: { path: { id: link.id } } });
    expect(read.data?.short_url).toBe(link.short_url);

    // One visit by a browser, recorded once the click buffer is flushed.
    const visit = await t.app.inject({ url: `/${link.short_url}`, headers: { 'user-agent': browserAgent } });
    expect(visit.statusCode).toBe(302);
    await t.parts.analytics.ingest.flush();

    const report = await api.GET('/api/analytics', {
      params: { query: { link_id: link.id, range: '24h' } },
    });
    expect(report.error).toBeUndefined();
    expect(report.data?.link_id).toBe(link.id);
    expect(report.data?.totals.clicks).toBe(1);
    expect(report.data?.series.reduce((sum, point) => sum + point.clicks, 0)).toBe(1);
  });

  it('gets the documented error body: a missing scope, an invalid field, an unknown id', async () => {
    const key = await apiKey(['links:read']);
    const api = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` } });

    const refused = await api.POST('/api/links', { body: { destination_url: 'https://example.com/x' } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ error: { code: 'forbidden' } });

    const invalid = await api.GET('/api/links', { params: { query: { page: 0 } } });
    expect(invalid.response.status).toBe(400);
    expect(invalid.error).toMatchObject({
      error: { code: 'validation_failed', fields: { 'querystring.page': expect.any(String) } },
    });

    const missing = await api.GET('/api/links/{id}', { params: { path: { id: 'no-such-link' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error: { code: 'not_found' } });

    const anonymous = createClient<paths>({ baseUrl });
    const unauthorized = await anonymous.GET('/api/links', {});
    expect(unauthorized.response.status).toBe(401);
    expect(unauthorized.error).toMatchObject({ error: { code: 'unauthorized' } });
  });
});
