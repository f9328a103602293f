import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { mailSettled } from './helpers/mail-settled';
import type { paths } from './generated/ringkas-api';

// A client typed from the committed OpenAPI snapshot (openapi-typescript + openapi-fetch), as an
// API user would write one, against the app listening on a real port with an API key: what the
// document promises is what the server does.

const browserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

let t: TestApp;
let owner: SignedInClient;
let baseUrl: string;
let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await signUp(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

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

  it("runs the workspace's members through its key: read, rename, invite, resend, revoke", async () => {
    await t.database.pool.query(
      `UPDATE workspaces SET subscription_plan = 'vip', subscription_expires = now() + interval '30 days' WHERE id = $1`,
      [owner.id],
    );
    const readOnly = createClient<paths>({
      baseUrl,
      headers: { Authorization: `Bearer ${await apiKey(['workspace:read'])}` },
    });
    const api = createClient<paths>({
      baseUrl,
      headers: { Authorization: `Bearer ${await apiKey(['workspace:read', 'workspace:write'])}` },
    });

    const workspace = await readOnly.GET('/api/workspace', {});
    expect(workspace.data).toMatchObject({ id: owner.id, personal: true, role: 'owner', plan: 'vip' });
    const refused = await readOnly.PATCH('/api/workspace', { body: { name: 'Not by this key' } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ error: { code: 'forbidden' } });

    const renamed = await api.PATCH('/api/workspace', { body: { name: 'Typed team' } });
    expect(renamed.data?.name).toBe('Typed team');

    const email = uniqueEmail('typed-invite');
    const invited = await api.POST('/api/workspace/invitations', { body: { email, role: 'viewer' } });
    expect(invited.response.status).toBe(201);
    const first = extractLink(await smtp.waitFor((message) => message.to.includes(email)));
    const resent = await api.POST('/api/workspace/invitations/{id}/resend', {
      params: { path: { id: invited.data!.id } },
    });
    expect(resent.data?.email).toBe(email);
    await mailSettled(t);
    expect(smtp.messages.filter((message) => message.to.includes(email))).toHaveLength(2);
    expect(extractLink(smtp.messages.at(-1)!)).not.toBe(first);

    const members = await readOnly.GET('/api/workspace/members', {});
    expect(members.data?.items.map((member) => member.user_id)).toEqual([owner.id]);
    expect(members.data?.invitations.map((invitation) => invitation.email)).toEqual([email]);

    const revoked = await api.DELETE('/api/workspace/invitations/{id}', {
      params: { path: { id: invited.data!.id } },
    });
    expect(revoked.response.status).toBe(204);
    expect((await readOnly.GET('/api/workspace/members', {})).data?.invitations).toEqual([]);

    // Its account stays the owner of a personal workspace, through the API as in the app.
    const leave = await api.DELETE('/api/workspace/members/{userId}', {
      params: { path: { userId: owner.id } },
    });
    expect(leave.response.status).toBe(409);
    expect(leave.error).toMatchObject({
      error: { code: 'conflict', message: 'You cannot leave your personal workspace.' },
    });
  });
});
