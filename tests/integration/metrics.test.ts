import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botApi } from '../../src/server/modules/telegram/telegram-api';
import { createMetrics } from '../../src/server/platform/runtime/metrics';
import { createOutbound } from '../../src/server/platform/net/outbound';
import { startFakeTelegram } from '../fakes/telegram-api';
import { buildAuthClients, type AuthClients } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// GET /metrics in the Prometheus format: served to this machine or with METRICS_TOKEN, and its
// counters move by what happened: redirects by outcome (cached ones answered before Fastify too),
// clicks written, requests by route, job runs. And /api/health says which part is degraded.

const token = 'metrics-token-0123456789abcdef';
let t: TestApp;
let clients: AuthClients;

beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: token } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  clients = await buildAuthClients(t);
});
afterAll(async () => {
  await t.close();
});

/** A request over a real connection from this machine (cached redirects answer before Fastify). */
function overHttp(path: string, headers: Record<string, string> = {}) {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

/** The value of one series of a scrape; 0 when it has none yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (wanted.every(([key, value]) => labelText.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return 0;
}

async function scrape(): Promise<string> {
  const response = await overHttp('/metrics');
  expect(response.status).toBe(200);
  return response.body;
}

describe('/metrics', () => {
  it('is served to this machine, and elsewhere only with the token', async () => {
    const local = await overHttp('/metrics');
    expect(local.status).toBe(200);
    expect(String(local.headers['content-type'])).toContain('text/plain');
    expect(local.body).toContain('# TYPE ringkas_redirects_total counter');
    expect(local.body).toContain('ringkas_nodejs_eventloop_lag_seconds');

    // Through a proxy on this machine: the request says it was forwarded, so it is not local.
    expect((await overHttp('/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    const remote = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers });
    expect((await remote()).statusCode).toBe(403);
    expect((await remote({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
    expect((await remote({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('counts redirects by outcome, clicks written and requests by route', async () => {
    const created = await clients.admin.client.post('/api/links', {
      destination_url: 'https://example.com/m',
    });
    expect(created.status).toBe(201);
    const code = created.body.short_url;
    await t.parts.analytics.ingest.flush();
    const before = await scrape();

    for (let visit = 0; visit < 5; visit += 1) expect((await overHttp(`/${code}`)).status).toBe(302);
    for (let visit = 0; visit < 2; visit += 1) expect((await overHttp('/nosuchcode1')).status).toBe(404);
    await clients.admin.client.get('/api/links');
    await t.parts.analytics.ingest.flush();
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    // The first visit of a code is answered through Fastify (it fills the cache), the rest from it.
    expect(
      moved('ringkas_redirects_total', { outcome: 'redirect', path: 'cached' }) +
        moved('ringkas_redirects_total', { outcome: 'redirect', path: 'routed' }),
    ).toBe(5);
    expect(moved('ringkas_redirects_total', { outcome: 'redirect', path: 'cached' })).toBeGreaterThanOrEqual(
      4,
    );
    expect(moved('ringkas_redirects_total', { outcome: 'not_found', path: 'routed' })).toBe(2);
    expect(moved('ringkas_redirect_duration_seconds_count', { path: 'cached' })).toBe(
      moved('ringkas_redirects_total', { outcome: 'redirect', path: 'cached' }),
    );
    expect(moved('ringkas_clicks_written_total')).toBe(5);
    expect(sample(after, 'ringkas_clicks_buffered')).toBe(0);
    expect(moved('ringkas_http_requests_total', { method: 'GET', route: '/api/links', status: '200' })).toBe(
      1,
    );
    expect(moved('ringkas_click_flush_duration_seconds_count')).toBeGreaterThanOrEqual(1);
  });

  it('counts job runs by job and outcome', async () => {
    const before = await scrape();
    await t.parts.scheduler.enqueue('analytics.retention');
    await expect
      .poll(async () => (await t.parts.scheduler.runs('analytics.retention'))[0]?.state, { timeout: 20_000 })
      .toBe('completed');
    const after = await scrape();
    const labels = { job: 'analytics.retention', outcome: 'completed' };
    expect(
      sample(after, 'ringkas_job_runs_total', labels) - sample(before, 'ringkas_job_runs_total', labels),
    ).toBe(1);
  });
});

describe('/api/health', () => {
  it('is ready with nothing degraded', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready', degraded: [] });
  });
});

describe('/api/health with Redis away', () => {
  it('is degraded, naming Redis, and still 200', async () => {
    // Nothing listens on port 1: the rate limits cannot reach their Redis.
    const away = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const response = await away.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        degraded: [{ part: 'redis', reason: expect.stringMatching(/Redis does not answer/) }],
      });
    } finally {
      await away.close();
    }
  });
});

describe('the outbound and Telegram counters', () => {
  it('count the domain checks’ requests and the Bot API calls by outcome', async () => {
    const metrics = createMetrics();
    const target = createHttpServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const telegram = await startFakeTelegram();
    try {
      const outbound = createOutbound({
        resolve: async () => ['127.0.0.1'],
        allowCidrs: ['127.0.0.1/32'],
        onOutcome: (outcome) => metrics.outbound(outcome),
      });
      const { port } = target.address() as AddressInfo;
      await outbound.request(`http://127.0.0.1:${port}/`);
      await outbound.request(`http://127.0.0.1:${port}/`);
      await expect(outbound.request('http://169.254.169.254/latest')).rejects.toThrow();

      const token = '7000000001:AAMetricsMetricsMetricsMetrics_0bXq1Y';
      telegram.addBot(token, { id: 7000000001, username: 'metrics_bot', first_name: 'Metrics' });
      await botApi(token, telegram.url, 5, (method, outcome) =>
        metrics.telegramCall(method, outcome),
      ).getMe();
      await expect(
        botApi('7000000002:AAUnknownUnknownUnknownUnknown_0bXq1Y', telegram.url, 5, (method, outcome) =>
          metrics.telegramCall(method, outcome),
        ).getMe(),
      ).rejects.toThrow();

      const text = await metrics.registry.metrics();
      expect(sample(text, 'ringkas_outbound_requests_total', { outcome: 'ok' })).toBe(2);
      expect(sample(text, 'ringkas_outbound_requests_total', { outcome: 'refused_address' })).toBe(1);
      expect(sample(text, 'ringkas_telegram_calls_total', { method: 'getMe', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'ringkas_telegram_calls_total', { method: 'getMe', outcome: 'unauthorized' })).toBe(
        1,
      );
    } finally {
      await new Promise((resolve) => target.close(resolve));
      await telegram.close();
    }
  });
});
