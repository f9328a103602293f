import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport } from '../../src/shared/analytics';
import {
  buildAuthClients,
  setSubscription,
  signUp,
  uniqueEmail,
  type AuthClients,
  type SignedInClient,
} from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Reports are read from rollups; every number here is checked against a brute-force count over
// the raw click rows, in several time zones (one with a daylight-saving change inside the range).
// A quarter of the seeded visits are QR code scans (clicks.source 'qr').

let t: TestApp;
let clients: AuthClients;
let owner: SignedInClient;
let linkIds: string[];
let foreignLinkId: string;

const agents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];
const countries = ['ID', 'US', 'SG', null];
const referers = [undefined, 'https://www.google.com/search?q=x', 'https://t.co/abc', 'not a url'];

// A small seeded generator: the same clicks on every run, so a failure can be reproduced.
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

// 2026-10-25 .. 2026-11-06 UTC: New York leaves daylight saving on 2026-11-01.
const windowStart = Date.parse('2026-10-25T00:00:00Z');
const windowMs = 12 * 86_400_000;

async function recordClicks(count: number, seed: number) {
  const next = random(seed);
  const times = Array.from({ length: count }, () => windowStart + next(windowMs)).sort((a, b) => a - b);
  for (const [index, at] of times.entries()) {
    // Several flushes, so a visitor is often seen again in a later batch (by link or by owner).
    if (index > 0 && index % 150 === 0) await t.parts.analytics.ingest.flush();
    const linkIndex = next(5);
    const isForeign = linkIndex === 4;
    t.parts.analytics.ingest.record({
      linkId: isForeign ? foreignLinkId : linkIds[linkIndex % linkIds.length]!,
      at: new Date(at).getTime(),
      ip: `36.66.1.${next(30) + 1}`,
      userAgent: agents[next(agents.length)],
      referer: referers[next(referers.length)],
      countryHint: countries[next(countries.length)] ?? null,
      destination: 'https://example.com/',
      choice: null,
      // By position, not drawn: the generator's sequence, and so the seeded clicks, stay as they were.
      scan: index % 4 === 1,
    });
  }
  await t.parts.analytics.ingest.flush();
}

beforeAll(async () => {
  t = await buildTestApp();
  clients = await buildAuthClients(t);
  owner = clients.subscribed;
  linkIds = [];
  for (const title of ['Alpha', 'Beta', 'Gamma']) {
    const created = await owner.client.post('/api/links', { destination_url: 'https://example.com/', title });
    linkIds.push(created.body.id);
  }
  foreignLinkId = (await clients.other.client.post('/api/links', { destination_url: 'https://example.org/' }))
    .body.id;
  await recordClicks(900, 42);
});
afterAll(async () => {
  await t.close();
});

async function setTimezone(timezone: string) {
  const response = await owner.client.patch('/api/me', { timezone });
  expect(response.status).toBe(200);
}

async function report(query: string, client = owner.client) {
  const response = await client.get<AnalyticsReport>(`/api/analytics?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Brute force over raw clicks: the same numbers a report must show. */
async function truth(options: {
  from: string;
  to: string;
  timezone: string;
  linkId?: string;
  bots: boolean;
}) {
  const ids = options.linkId ? [options.linkId] : linkIds;
  const where = `link_id = ANY($1::uuid[]) AND clicked_at >= $2 AND clicked_at < $3 AND ($4 OR NOT is_bot)`;
  const params = [ids, options.from, options.to, options.bots];
  const query = async (sql: string, extra: unknown[] = []) =>
    (await t.database.pool.query(sql, [...params, ...extra])).rows;

  const [{ clicks, scans }] = await query(
    `SELECT count(*)::int AS clicks, (count(*) FILTER (WHERE source = 'qr'))::int AS scans FROM clicks WHERE ${where}`,
  );
  // A visitor counts once per UTC day (the hash's salt is daily), in the range of its first click.
  const [{ visitors }] = await query(
    `SELECT count(*)::int AS visitors FROM (
       SELECT min(clicked_at) AS first FROM clicks
       WHERE link_id = ANY($1::uuid[]) AND ($4 OR NOT is_bot)
       GROUP BY (clicked_at AT TIME ZONE 'UTC')::date, visitor_hash) f
     WHERE first >= $2 AND first < $3`,
  );
  const byDay = await query(
    `SELECT to_char(clicked_at AT TIME ZONE $5, 'YYYY-MM-DD') AS label, count(*)::int AS clicks,
            (count(*) FILTER (WHERE source = 'qr'))::int AS scans
     FROM clicks WHERE ${where} GROUP BY 1 ORDER BY 1`,
    [options.timezone],
  );
  const breakdown = async (column: string) =>
    Object.fromEntries(
      (
        await query(
          `SELECT ${column} AS value, count(*)::int AS clicks FROM clicks WHERE ${where} GROUP BY 1`,
        )
      ).map((row) => [row.value ?? '(none)', row.clicks]),
    );
  const perLink = Object.fromEntries(
    (
      await query(
        `SELECT link_id::text AS value, count(*)::int AS clicks FROM clicks WHERE ${where} GROUP BY 1`,
      )
    ).map((row) => [row.value, row.clicks]),
  );
  return {
    clicks,
    visitors,
    scans,
    byDay: Object.fromEntries(byDay.map((row) => [row.label, row.clicks])),
    scansByDay: Object.fromEntries(byDay.filter((row) => row.scans > 0).map((row) => [row.label, row.scans])),
    countries: await breakdown('country'),
    devices: await breakdown('device'),
    os: await breakdown('os'),
    browsers: await breakdown('browser'),
    referrers: await breakdown('referrer_host'),
    perLink,
  };
}

const asMap = (rows: { value: string | null; clicks: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.value ?? '(none)', row.clicks]));

/** A series' scans by label, days without any left out (as the brute force has them). */
const scansByDay = (series: AnalyticsReport['series']) =>
  Object.fromEntries(series.filter((point) => point.scans > 0).map((point) => [point.label, point.scans]));

describe('reports equal a brute-force count of raw clicks', () => {
  const cases = [
    { timezone: 'UTC', bots: false },
    { timezone: 'Asia/Jakarta', bots: false },
    { timezone: 'America/New_York', bots: false },
    { timezone: 'America/New_York', bots: true },
    { timezone: 'Europe/Berlin', bots: true },
  ];

  it.each(cases)('all links, custom range, $timezone, bots included: $bots', async ({ timezone, bots }) => {
    await setTimezone(timezone);
    const body = await report(
      `range=custom&from=2026-10-27&to=2026-11-03&bots=${bots ? 'include' : 'exclude'}`,
    );
    expect(body.range.timezone).toBe(timezone);
    expect(body.range.granularity).toBe('day');
    const expected = await truth({ from: body.range.from, to: body.range.to, timezone, bots });

    expect(expected.clicks).toBeGreaterThan(100);
    expect(expected.scans).toBeGreaterThan(25);
    expect(body.totals).toEqual({
      clicks: expected.clicks,
      visitors: expected.visitors,
      scans: expected.scans,
    });
    expect(body.series.map((point) => point.label)).toEqual([
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    const byDay = Object.fromEntries(
      body.series.filter((point) => point.clicks > 0).map((p) => [p.label, p.clicks]),
    );
    expect(byDay).toEqual(expected.byDay);
    expect(scansByDay(body.series)).toEqual(expected.scansByDay);
    expect(body.series.reduce((sum, point) => sum + point.visitors, 0)).toBe(expected.visitors);
    expect(asMap(body.countries)).toEqual(expected.countries);
    expect(asMap(body.devices)).toEqual(expected.devices);
    expect(asMap(body.os)).toEqual(expected.os);
    expect(asMap(body.browsers)).toEqual(expected.browsers);
    expect(asMap(body.referrers)).toEqual(expected.referrers);
    expect(Object.fromEntries(body.top_links.map((link) => [link.id, link.clicks]))).toEqual(
      expected.perLink,
    );
  });

  it('a day in New York when daylight saving ends is 25 hours long', async () => {
    await setTimezone('America/New_York');
    const body = await report('range=custom&from=2026-11-01&to=2026-11-01');
    expect(body.range.granularity).toBe('hour');
    expect(Date.parse(body.range.to) - Date.parse(body.range.from)).toBe(25 * 3_600_000);
    expect(body.series).toHaveLength(25);
    const expected = await truth({
      from: body.range.from,
      to: body.range.to,
      timezone: 'America/New_York',
      bots: false,
    });
    expect(body.totals.clicks).toBe(expected.clicks);
    expect(body.series.reduce((sum, point) => sum + point.clicks, 0)).toBe(expected.clicks);
    expect(body.totals.scans).toBe(expected.scans);
    expect(body.series.reduce((sum, point) => sum + point.scans, 0)).toBe(expected.scans);
  });

  it.each(['UTC', 'Asia/Jakarta'])(
    'one link in %s, across whole days and partial edges',
    async (timezone) => {
      await setTimezone(timezone);
      const linkId = linkIds[1]!;
      const body = await report(`range=custom&from=2026-10-26&to=2026-11-04&link_id=${linkId}`);
      const expected = await truth({
        from: body.range.from,
        to: body.range.to,
        timezone,
        linkId,
        bots: false,
      });
      expect(body.link_id).toBe(linkId);
      expect(body.totals).toEqual({
        clicks: expected.clicks,
        visitors: expected.visitors,
        scans: expected.scans,
      });
      expect(scansByDay(body.series)).toEqual(expected.scansByDay);
      expect(asMap(body.countries)).toEqual(expected.countries);
      expect(asMap(body.browsers)).toEqual(expected.browsers);
      expect(body.top_links).toEqual([]);
    },
  );
});

describe('time zones', () => {
  it('counts a click at 23:30 UTC on the next day in Asia/Jakarta', async () => {
    const created = await owner.client.post('/api/links', { destination_url: 'https://example.com/tz' });
    const linkId = created.body.id as string;
    t.parts.analytics.ingest.record({
      linkId,
      at: Date.parse('2026-09-10T23:30:00Z'),
      ip: '36.66.2.1',
      userAgent: agents[0],
      referer: undefined,
      countryHint: 'ID',
      destination: 'https://example.com/tz',
      choice: null,
      scan: false,
    });
    await t.parts.analytics.ingest.flush();

    await setTimezone('UTC');
    const utc = await report(`range=custom&from=2026-09-10&to=2026-09-11&link_id=${linkId}`);
    expect(utc.series.map((point) => [point.label, point.clicks])).toEqual([
      ['2026-09-10', 1],
      ['2026-09-11', 0],
    ]);
    await setTimezone('Asia/Jakarta');
    const jakarta = await report(`range=custom&from=2026-09-10&to=2026-09-11&link_id=${linkId}`);
    expect(jakarta.series.map((point) => [point.label, point.clicks])).toEqual([
      ['2026-09-10', 0],
      ['2026-09-11', 1],
    ]);
    expect(jakarta.totals).toEqual({ clicks: 1, visitors: 1, scans: 0 });
    await owner.client.delete(`/api/links/${linkId}`);
  });
});

describe('ranges', () => {
  it('24h is 24 hourly points ending with the current hour; 7d/30d/90d are whole local days', async () => {
    await setTimezone('Asia/Jakarta');
    const day = await report('range=24h');
    expect(day.range.granularity).toBe('hour');
    expect(day.series).toHaveLength(24);
    expect(Date.parse(day.range.to)).toBeGreaterThan(Date.now());
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const body = await report(`range=${range}`);
      expect(body.series).toHaveLength(days);
      // Local midnight in Jakarta (UTC+7) is 17:00 UTC.
      expect(body.range.from).toMatch(/T17:00:00\.000Z$/);
    }
  });

  it.each([
    ['range=custom', ['querystring.from', 'querystring.to']],
    ['range=custom&from=2026-11-05&to=2026-11-01', ['querystring.to']],
    ['range=custom&from=2025-01-01&to=2026-11-01', ['querystring.to']],
    ['range=custom&from=yesterday&to=2026-11-01', ['querystring.from']],
    ['range=year', ['querystring.range']],
    ['link_id=abc', ['querystring.link_id']],
    ['bots=maybe', ['querystring.bots']],
  ])('refuses %s naming the field', async (query, fields) => {
    const response = await owner.client.get(`/api/analytics?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(fields);
  });
});

describe('who may read', () => {
  it('another user’s link answers 404, to its reports and exports', async () => {
    const response = await owner.client.get(`/api/analytics?link_id=${foreignLinkId}`);
    expect(response.status).toBe(404);
    const csv = await owner.client.get(`/api/analytics/export.csv?part=series&link_id=${foreignLinkId}`);
    expect(csv.status).toBe(404);
  });

  it('an admin may read any link; visitors may read nothing', async () => {
    const admin = await clients.admin.client.get(
      `/api/analytics?range=custom&from=2026-10-25&to=2026-11-06&link_id=${foreignLinkId}`,
    );
    expect(admin.status).toBe(200);
    expect(admin.body.totals.clicks).toBeGreaterThan(0);
    expect((await clients.anonymous.get('/api/analytics')).status).toBe(401);
    expect((await clients.anonymous.get('/api/dashboard')).status).toBe(401);
  });

  it('a user’s all-links report never includes another user’s clicks', async () => {
    const body = await report('range=custom&from=2026-10-25&to=2026-11-06&bots=include');
    expect(body.top_links.map((link) => link.id)).not.toContain(foreignLinkId);
  });
});

describe('CSV export', () => {
  it('has the same numbers as the report', async () => {
    await setTimezone('UTC');
    const query = 'range=custom&from=2026-10-27&to=2026-11-03';
    const body = await report(query);
    const series = await owner.client.get(`/api/analytics/export.csv?${query}&part=series`);
    expect(series.status).toBe(200);
    expect(series.headers['content-type']).toContain('text/csv');
    expect(series.headers['content-disposition']).toBe(
      'attachment; filename="ringkas-series-2026-10-27-2026-11-03.csv"',
    );
    const lines = String(series.body).trim().split('\r\n');
    expect(lines[0]).toBe('start,label,clicks,visitors,scans');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual(
      body.series.map((point) => [
        point.label,
        String(point.clicks),
        String(point.visitors),
        String(point.scans),
      ]),
    );
    expect(body.series.some((point) => point.scans > 0)).toBe(true);

    const browsers = await owner.client.get(`/api/analytics/export.csv?${query}&part=browsers`);
    const rows = String(browsers.body).trim().split('\r\n').slice(1);
    expect(Object.fromEntries(rows.map((line) => line.split(',')))).toEqual(
      Object.fromEntries(body.browsers.map((row) => [row.value ?? '', String(row.clicks)])),
    );

    const bad = await owner.client.get(`/api/analytics/export.csv?${query}&part=secrets`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['querystring.part']);
  });
});

describe('dashboard', () => {
  it('summarises links, clicks, today against yesterday, and lists top and recent links', async () => {
    await setTimezone('UTC');
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const linkId = linkIds[2]!;
    for (const [at, count] of [
      [now, 3],
      [yesterday, 2],
    ] as const) {
      for (let index = 0; index < count; index += 1) {
        t.parts.analytics.ingest.record({
          linkId,
          at: at.getTime(),
          ip: `36.66.3.${index + 1}`,
          userAgent: agents[0],
          referer: undefined,
          countryHint: 'ID',
          destination: 'https://example.com/',
          choice: null,
          // One of today's visits came through the QR code: the sparkline has it as a scan.
          scan: at === now && index === 0,
        });
      }
    }
    await t.parts.analytics.ingest.flush();

    const response = await owner.client.get('/api/dashboard');
    expect(response.status).toBe(200);
    const summary = response.body;
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS links, sum(click_count)::int AS clicks FROM shortlinks WHERE workspace_id = $1`,
      [owner.id],
    );
    expect(summary.links_total).toBe(rows[0].links);
    expect(summary.clicks_total).toBe(rows[0].clicks);
    expect(summary.clicks_today).toBe(3);
    expect(summary.clicks_yesterday).toBe(2);
    expect(summary.sparkline).toHaveLength(30);
    const top = await t.database.pool.query(
      `SELECT link_id::text AS id, count(*)::int AS clicks FROM clicks
       WHERE link_id = ANY($1::uuid[]) AND NOT is_bot AND clicked_at >= $2
       GROUP BY 1 ORDER BY 2 DESC, 1`,
      [linkIds, summary.sparkline[0].start],
    );
    expect(summary.top_links.map((link: { id: string; clicks: number }) => [link.id, link.clicks])).toEqual(
      top.rows.map((row) => [row.id, row.clicks]),
    );
    expect(summary.sparkline.at(-1)).toMatchObject({ clicks: 3, scans: 1 });
    expect(summary.recent_links.map((link: { id: string }) => link.id)).toEqual([...linkIds].reverse());
    // Short URLs as the links API gives them: the server's own domain keeps PUBLIC_URL's port.
    const listed = new Map<string, string>(
      (await owner.client.get('/api/links')).body.items.map((link: { id: string; link: string }) => [
        link.id,
        link.link,
      ]),
    );
    for (const link of [...summary.recent_links, ...summary.top_links] as { id: string; link: string }[]) {
      expect(link.link).toMatch(/^http:\/\/localhost:3000\/[0-9A-Za-z]{7}$/);
      expect(link.link).toBe(listed.get(link.id));
    }
  });
});

describe('retention', () => {
  it('deletes raw clicks past the retention and spent visitor hashes, while reports keep them', async () => {
    await setTimezone('UTC');
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 14);
    const day = old.toISOString().slice(0, 10);
    t.parts.analytics.ingest.record({
      linkId: linkIds[0]!,
      at: old.getTime(),
      ip: '36.66.4.1',
      userAgent: agents[0],
      referer: undefined,
      countryHint: 'SG',
      destination: 'https://example.com/',
      choice: null,
      scan: false,
    });
    await t.parts.analytics.ingest.flush();
    const rawOnDay = async () =>
      (
        await t.database.pool.query(
          `SELECT count(*)::int AS n FROM clicks WHERE (clicked_at AT TIME ZONE 'UTC')::date = $1`,
          [day],
        )
      ).rows[0].n;
    expect(await rawOnDay()).toBe(1);

    const removed = await t.parts.analytics.retention.run();
    expect(removed.clicks).toBe(1);
    expect(removed.visitorDays).toBeGreaterThan(0);
    expect(await rawOnDay()).toBe(0);
    // Recent raw clicks stay.
    expect((await t.database.pool.query('SELECT count(*)::int AS n FROM clicks')).rows[0].n).toBeGreaterThan(
      900,
    );

    const body = await report(`range=custom&from=${day}&to=${day}`);
    expect(body.totals).toEqual({ clicks: 1, visitors: 1, scans: 0 });
    expect(body.countries).toEqual([{ value: 'SG', clicks: 1 }]);
  });
});

describe('the retention job of the built app', () => {
  it('is scheduled by the registry and runs through the app’s job workers', async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 14);
    t.parts.analytics.ingest.record({
      linkId: linkIds[1]!,
      at: old.getTime(),
      ip: '36.66.5.1',
      userAgent: agents[0],
      referer: undefined,
      countryHint: 'ID',
      destination: 'https://example.com/',
      choice: null,
      scan: false,
    });
    await t.parts.analytics.ingest.flush();
    const olderThanRetention = async () =>
      (await t.database.pool.query('SELECT count(*)::int AS n FROM clicks WHERE clicked_at <= $1', [old]))
        .rows[0].n;
    expect(await olderThanRetention()).toBe(1);

    expect(await t.parts.scheduler.enqueue('analytics.retention')).toEqual(expect.any(String));
    await vi.waitFor(
      async () => expect((await t.parts.scheduler.runs('analytics.retention'))[0]?.state).toBe('completed'),
      { timeout: 20_000, interval: 100 },
    );
    const [run] = await t.parts.scheduler.runs('analytics.retention');
    expect(run?.result).toMatchObject({ clicks: 1 });
    expect(await olderThanRetention()).toBe(0);
  });
});

describe('destinations (the targeting choice of each click)', () => {
  // The targeting API is the links module's; here the stored targeting is set as it would leave
  // it, since reports only read it to name the choices.
  const targeting = {
    rules: [
      {
        id: 'geo',
        condition: { type: 'country', countries: ['ID', 'MY'] },
        destination_url: 'https://id.example.com/',
      },
      {
        id: 'phones',
        condition: { type: 'device', devices: ['mobile'] },
        destination_url: 'https://m.example.com/',
      },
    ],
    fallback_url: 'https://fallback.example.com/',
    rotator: [
      {
        id: 'a',
        destination_url: 'https://a.example.com/',
        weight: 60,
        paused: false,
        paused_by_check: false,
      },
      {
        id: 'b',
        destination_url: 'https://b.example.com/',
        weight: 40,
        paused: false,
        paused_by_check: false,
      },
    ],
  };
  // "rule:gone" is a rule deleted since its clicks were recorded.
  const choices = [
    null,
    null,
    null,
    'rule:geo',
    'rule:phones',
    'rule:gone',
    'rotator:a',
    'rotator:b',
    'fallback',
  ];
  let targetedId: string;

  async function setTargeting(value: unknown) {
    await t.database.pool.query('UPDATE shortlinks SET targeting = $2 WHERE id = $1', [targetedId, value]);
  }

  beforeAll(async () => {
    const created = await owner.client.post('/api/links', {
      destination_url: 'https://example.com/main',
      title: 'Targeted',
    });
    targetedId = created.body.id;
    await setTargeting(JSON.stringify(targeting));
    const next = random(7);
    const times = Array.from({ length: 600 }, () => windowStart + next(windowMs)).sort((a, b) => a - b);
    for (const [index, at] of times.entries()) {
      if (index > 0 && index % 200 === 0) await t.parts.analytics.ingest.flush();
      t.parts.analytics.ingest.record({
        linkId: targetedId,
        at,
        ip: `36.66.6.${next(30) + 1}`,
        userAgent: agents[next(agents.length)],
        referer: undefined,
        countryHint: countries[next(countries.length)] ?? null,
        destination: 'https://example.com/main',
        choice: choices[next(choices.length)] ?? null,
        scan: false,
      });
    }
    // Just before midnight UTC: the next day in Jakarta.
    t.parts.analytics.ingest.record({
      linkId: targetedId,
      at: Date.parse('2026-09-10T23:30:00Z'),
      ip: '36.66.6.99',
      userAgent: agents[0],
      referer: undefined,
      countryHint: 'ID',
      destination: 'https://id.example.com/',
      choice: 'rule:geo',
      scan: false,
    });
    await t.parts.analytics.ingest.flush();
  });

  /** Raw clicks by choice ("(main)" for none), as the report must count them. */
  async function choiceTruth(from: string, to: string, bots: boolean) {
    const { rows } = await t.database.pool.query(
      `SELECT choice, count(*)::int AS clicks FROM clicks
       WHERE link_id = $1 AND clicked_at >= $2 AND clicked_at < $3 AND ($4 OR NOT is_bot) GROUP BY 1`,
      [targetedId, from, to, bots],
    );
    return Object.fromEntries(rows.map((row) => [row.choice ?? '(main)', row.clicks]));
  }

  const byChoice = (rows: AnalyticsReport['destinations']) =>
    Object.fromEntries(rows.map((row) => [row.choice ?? '(main)', row.clicks]));

  it.each([
    { timezone: 'UTC', bots: false, from: '2026-10-26', to: '2026-11-04' },
    { timezone: 'Asia/Jakarta', bots: false, from: '2026-10-26', to: '2026-11-04' },
    { timezone: 'America/New_York', bots: true, from: '2026-10-27', to: '2026-11-03' },
    // One day: hour by hour, the 25-hour day in New York.
    { timezone: 'America/New_York', bots: false, from: '2026-11-01', to: '2026-11-01' },
    { timezone: 'Asia/Jakarta', bots: true, from: '2026-10-30', to: '2026-10-30' },
  ])('equal a count over raw clicks, $timezone $from..$to, bots included: $bots', async (c) => {
    await setTimezone(c.timezone);
    const body = await report(
      `range=custom&from=${c.from}&to=${c.to}&link_id=${targetedId}&bots=${c.bots ? 'include' : 'exclude'}`,
    );
    const expected = await choiceTruth(body.range.from, body.range.to, c.bots);
    expect(Object.keys(expected).length).toBeGreaterThan(3);
    expect(byChoice(body.destinations)).toEqual(expected);
    // The main destination is what no rule, rotator destination or fallback answered.
    const others = body.destinations
      .filter((row) => row.choice !== null)
      .reduce((sum, row) => sum + row.clicks, 0);
    expect(body.destinations.find((row) => row.choice === null)?.clicks).toBe(body.totals.clicks - others);
    const clicks = body.destinations.map((row) => row.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
  });

  it('names each choice by the link’s current targeting, a deleted rule as removed', async () => {
    await setTimezone('UTC');
    const query = `range=custom&from=2026-10-25&to=2026-11-06&link_id=${targetedId}`;
    const named = async () =>
      Object.fromEntries(
        (await report(query)).destinations.map((row) => [row.choice ?? '(main)', [row.label, row.url]]),
      );
    expect(await named()).toEqual({
      '(main)': ['Main destination', 'https://example.com/main'],
      'rule:geo': ['Rule 1 (ID, MY)', 'https://id.example.com/'],
      'rule:phones': ['Rule 2 (mobile)', 'https://m.example.com/'],
      'rule:gone': ['Removed rule', null],
      'rotator:a': ['Rotator: https://a.example.com/', 'https://a.example.com/'],
      'rotator:b': ['Rotator: https://b.example.com/', 'https://b.example.com/'],
      fallback: ['Fallback URL', 'https://fallback.example.com/'],
    });

    // Another country rule first, and the fallback and a rotator destination removed: the same
    // clicks, new names.
    const singapore = {
      id: 'sg',
      condition: { type: 'country', countries: ['SG'] },
      destination_url: 'https://sg.example.com/',
    };
    await setTargeting(
      JSON.stringify({
        ...targeting,
        rules: [singapore, ...targeting.rules],
        fallback_url: null,
        rotator: [targeting.rotator[0]],
      }),
    );
    try {
      const renamed = await named();
      expect(renamed['rule:geo']).toEqual(['Rule 2 (ID, MY)', 'https://id.example.com/']);
      expect(renamed['rule:phones']).toEqual(['Rule 3 (mobile)', 'https://m.example.com/']);
      expect(renamed['rotator:b']).toEqual(['Removed rotator destination', null]);
      expect(renamed.fallback).toEqual(['Removed fallback URL', null]);
    } finally {
      await setTargeting(JSON.stringify(targeting));
    }
  });

  it('numbers a rule as "Test a visit" and the editor do: in the order visits try them, in the reader’s language', async () => {
    await setTimezone('UTC');
    // Stored with the device rule first (the API takes any order): country rules are still tried
    // first, so the country rule is rule 1 everywhere, as the editor lists it.
    await setTargeting(JSON.stringify({ ...targeting, rules: [targeting.rules[1], targeting.rules[0]] }));
    const label = async (choice: string) =>
      (await report(`range=custom&from=2026-10-25&to=2026-11-06&link_id=${targetedId}`)).destinations.find(
        (row) => row.choice === choice,
      )?.label;
    const reason = async () =>
      (await owner.client.post(`/api/links/${targetedId}/targeting/test`, { country: 'MY' })).body.reason;
    try {
      expect(await label('rule:geo')).toBe('Rule 1 (ID, MY)');
      expect(await label('rule:phones')).toBe('Rule 2 (mobile)');
      expect(await reason()).toBe("Rule 1 matched: the visitor's country MY is one of ID, MY.");

      await owner.client.patch('/api/me', { language: 'id' });
      expect(await label('rule:geo')).toBe('Aturan 1 (ID, MY)');
      expect(await label('fallback')).toBe('URL cadangan');
      expect(await reason()).toBe('Aturan 1 cocok: negara pengunjung MY termasuk salah satu dari ID, MY.');
    } finally {
      await owner.client.patch('/api/me', { language: 'en' });
      await setTargeting(JSON.stringify(targeting));
    }
  });

  it('counts a targeted click at 23:30 UTC on the next day in Asia/Jakarta', async () => {
    const query = `range=custom&from=2026-09-10&to=2026-09-11&link_id=${targetedId}`;
    await setTimezone('UTC');
    const utc = await report(query);
    expect(utc.destinations).toEqual([
      { choice: 'rule:geo', label: 'Rule 1 (ID, MY)', url: 'https://id.example.com/', clicks: 1 },
    ]);
    await setTimezone('Asia/Jakarta');
    const jakartaDay = await report(`range=custom&from=2026-09-10&to=2026-09-10&link_id=${targetedId}`);
    expect(jakartaDay.destinations).toEqual([]);
    const jakartaNext = await report(`range=custom&from=2026-09-11&to=2026-09-11&link_id=${targetedId}`);
    expect(byChoice(jakartaNext.destinations)).toEqual({ 'rule:geo': 1 });
  });

  it('keeps choice counts only for targeted clicks, and only in the link’s own scope', async () => {
    for (const table of ['click_rollups_hourly', 'click_rollups_daily']) {
      const { rows } = await t.database.pool.query(
        `SELECT scope, substr(b.key, 3) AS value, sum(b.value::int)::int AS clicks
         FROM ${table} r CROSS JOIN LATERAL jsonb_each_text(r.breakdown) b
         WHERE r.dim = 0 AND b.key LIKE '7:%' GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      const raw = await t.database.pool.query(
        `SELECT link_id::text AS scope, choice AS value, count(*)::int AS clicks FROM clicks
         WHERE choice IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      expect(rows).toEqual(raw.rows);
    }
  });

  it('is empty for the all-links report, and only the main destination for an untargeted link', async () => {
    await setTimezone('UTC');
    const all = await report('range=custom&from=2026-10-25&to=2026-11-06');
    expect(all.destinations).toEqual([]);
    const plain = await report(`range=custom&from=2026-10-25&to=2026-11-06&link_id=${linkIds[0]}`);
    expect(plain.destinations).toEqual([
      { choice: null, label: 'Main destination', url: 'https://example.com/', clicks: plain.totals.clicks },
    ]);
  });

  it('exports every row as CSV, with the report’s numbers', async () => {
    await setTimezone('UTC');
    const query = `range=custom&from=2026-10-25&to=2026-11-06&link_id=${targetedId}`;
    const body = await report(query);
    const csv = await owner.client.get(`/api/analytics/export.csv?${query}&part=destinations`);
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('choice,label,url,clicks');
    expect(lines.slice(1)).toEqual(
      body.destinations.map((row) =>
        [
          row.choice ?? '',
          row.label.includes(',') ? `"${row.label}"` : row.label,
          row.url ?? '',
          row.clicks,
        ].join(','),
      ),
    );
  });
});

describe('QR code scans', () => {
  // An account of its own (its all-links report is these) with three links: two scanned (a
  // selection of two reads through ANY(scopes)), one only clicked.
  let scanner: SignedInClient;
  const links: Record<'poster' | 'flyer' | 'plain', string> = { poster: '', flyer: '', plain: '' };
  const bot = agents[4];

  function visit(linkId: string, at: string, scan: boolean, ip: number, userAgent = agents[1]) {
    t.parts.analytics.ingest.record({
      linkId,
      at: Date.parse(at),
      ip: `36.66.7.${ip}`,
      userAgent,
      referer: undefined,
      countryHint: 'ID',
      destination: 'https://scans.example/',
      choice: null,
      scan,
    });
  }

  beforeAll(async () => {
    scanner = await signUp(t, { email: uniqueEmail('scanner') });
    await setSubscription(t, scanner.id, 'medium', new Date(Date.now() + 30 * 86_400_000));
    expect((await scanner.client.patch('/api/me', { timezone: 'UTC' })).status).toBe(200);
    for (const name of ['poster', 'flyer', 'plain'] as const) {
      const domain = name === 'plain' ? 'plain-clicks.example' : 'scans.example';
      const created = await scanner.client.post('/api/links', {
        destination_url: `https://${domain}/${name}`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      links[name] = created.body.id;
    }
    // Poster: four scans by people and one by a crawler, three plain clicks, over two days.
    visit(links.poster, '2026-08-03T10:05:00Z', true, 1);
    visit(links.poster, '2026-08-03T10:10:00Z', true, 2);
    visit(links.poster, '2026-08-03T10:15:00Z', true, 3);
    visit(links.poster, '2026-08-03T10:20:00Z', true, 4, bot);
    visit(links.poster, '2026-08-03T11:00:00Z', false, 5);
    visit(links.poster, '2026-08-03T11:30:00Z', false, 6);
    visit(links.poster, '2026-08-04T15:00:00Z', true, 1);
    visit(links.poster, '2026-08-04T15:30:00Z', false, 7);
    // Flyer: two scans on the second day.
    visit(links.flyer, '2026-08-04T09:00:00Z', true, 8);
    visit(links.flyer, '2026-08-04T09:30:00Z', true, 9);
    await t.parts.analytics.ingest.flush();
    // Plain: only clicks (one a crawler's), in an hour of their own and a flush of their own.
    visit(links.plain, '2026-08-05T09:00:00Z', false, 10);
    visit(links.plain, '2026-08-05T09:10:00Z', false, 11);
    visit(links.plain, '2026-08-05T09:20:00Z', false, 12, bot);
    await t.parts.analytics.ingest.flush();
  });

  const range = 'range=custom&from=2026-08-03&to=2026-08-05';
  const scanReport = (query: string) => report(query, scanner.client);
  /** label -> [clicks, scans] for the days of the range. */
  const perDay = (body: AnalyticsReport) =>
    Object.fromEntries(body.series.map((point) => [point.label, [point.clicks, point.scans]]));

  it('stores where each click came from, and counts the scans of people on the link', async () => {
    const { rows } = await t.database.pool.query(
      `SELECT link_id::text AS link, source, is_bot, count(*)::int AS n FROM clicks
       WHERE link_id = ANY($1::uuid[]) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [Object.values(links)],
    );
    const named = new Map(Object.entries(links).map(([name, id]) => [id, name]));
    expect(rows.map((row) => [named.get(row.link), row.source, row.is_bot, row.n]).sort()).toEqual(
      [
        ['flyer', 'qr', false, 2],
        ['plain', null, false, 2],
        ['plain', null, true, 1],
        ['poster', 'qr', false, 4],
        ['poster', 'qr', true, 1],
        ['poster', null, false, 3],
      ].sort(),
    );
    const counts = await t.database.pool.query(
      'SELECT id::text, click_count::int, scan_count FROM shortlinks WHERE id = ANY($1::uuid[])',
      [Object.values(links)],
    );
    expect(
      Object.fromEntries(counts.rows.map((row) => [named.get(row.id), [row.click_count, row.scan_count]])),
    ).toEqual({ poster: [7, 4], flyer: [2, 2], plain: [2, 0] });
  });

  it("reports a link's scans beside its clicks, in total and per day, bots as asked", async () => {
    const body = await scanReport(`${range}&link_id=${links.poster}`);
    expect(body.totals).toMatchObject({ clicks: 7, scans: 4 });
    expect(perDay(body)).toEqual({ '2026-08-03': [5, 3], '2026-08-04': [2, 1], '2026-08-05': [0, 0] });
    const withBots = await scanReport(`${range}&link_id=${links.poster}&bots=include`);
    expect(withBots.totals).toMatchObject({ clicks: 8, scans: 5 });
    expect(perDay(withBots)['2026-08-03']).toEqual([6, 4]);
    // One day is hour by hour.
    const day = await scanReport(`range=custom&from=2026-08-03&to=2026-08-03&link_id=${links.poster}`);
    expect(day.totals.scans).toBe(3);
    expect(
      day.series.filter((point) => point.clicks > 0).map((point) => [point.label, point.clicks, point.scans]),
    ).toEqual([
      ['2026-08-03 10:00', 3, 3],
      ['2026-08-03 11:00', 2, 0],
    ]);
    // A link never scanned reports none.
    const plain = await scanReport(`${range}&link_id=${links.plain}`);
    expect(plain.totals).toMatchObject({ clicks: 2, scans: 0 });
    expect(perDay(plain)['2026-08-05']).toEqual([2, 0]);
  });

  it('reports the scans of all links and of a selection of links', async () => {
    const all = await scanReport(range);
    expect(all.totals).toMatchObject({ clicks: 11, scans: 6 });
    expect(perDay(all)).toEqual({ '2026-08-03': [5, 3], '2026-08-04': [4, 3], '2026-08-05': [2, 0] });
    const selection = await scanReport(`${range}&q=scans.example`);
    expect(selection.top_links.map((link) => link.id).sort()).toEqual([links.poster, links.flyer].sort());
    expect(selection.totals).toMatchObject({ clicks: 9, scans: 6 });
    expect(perDay(selection)).toEqual({ '2026-08-03': [5, 3], '2026-08-04': [4, 3], '2026-08-05': [0, 0] });
    const withBots = await scanReport(`${range}&q=scans.example&bots=include`);
    expect(withBots.totals.scans).toBe(7);
  });

  it('writes scan rows only where there were scans, for the link and its owner, and none for plain clicks', async () => {
    // Each table's scan rows are exactly the raw scans counted per scope, bucket and bot flag.
    for (const [table, bucket] of [
      ['click_rollups_hourly', `date_trunc('hour', c.clicked_at, 'UTC')`],
      ['click_rollups_daily', `(c.clicked_at AT TIME ZONE 'UTC')::date`],
    ] as const) {
      const column = table === 'click_rollups_hourly' ? 'hour' : 'day';
      const stored = await t.database.pool.query(
        `SELECT scope, ${column}::text AS bucket, is_bot, clicks, visitors, breakdown FROM ${table}
         WHERE dim = 8 ORDER BY 1, 2, 3`,
      );
      const raw = await t.database.pool.query(
        `SELECT d.scope, (${bucket})::text AS bucket, c.is_bot, count(*)::int AS clicks, 0 AS visitors,
                null::jsonb AS breakdown
         FROM clicks c JOIN shortlinks s ON s.id = c.link_id
         CROSS JOIN LATERAL (VALUES (c.link_id::text), ('u:' || s.workspace_id)) AS d(scope)
         WHERE c.source = 'qr' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      );
      expect(stored.rows.length, table).toBeGreaterThan(10);
      expect(stored.rows, table).toEqual(raw.rows);
      // Not for the plain link, nor for anyone on the day only it was clicked.
      const plain = await t.database.pool.query(
        `SELECT count(*)::int AS n FROM ${table}
         WHERE dim = 8 AND (scope = $1 OR (${column} >= $2 AND ${column} < $3))`,
        [
          links.plain,
          ...(column === 'hour' ? ['2026-08-05T00:00Z', '2026-08-06T00:00Z'] : ['2026-08-05', '2026-08-06']),
        ],
      );
      expect(plain.rows[0].n, table).toBe(0);
    }
  });
});
