import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { findControlCharacters } from '../../src/server/platform/http/control-characters';
import { startFakeDns, type FakeDns } from '../fakes/dns-server';
import { signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import {
  anyCodeUnit,
  asJson,
  inputOf,
  isOptional,
  objectShape,
  oddText,
  refusesSomeType,
  withText,
  wrongValueOf,
  type Hint,
} from './helpers/zod-arbitrary';

// Property tests of every JSON route that takes a body (issue 44, item 5). The routes and their
// body schemas come from the app itself (buildApp's onRoute hook: every route with its zod schemas;
// the OpenAPI document, made from the same schemas, lists only the public ones), so a route added
// later is fuzzed without editing this file; one whose path names an id needs a row in `pathValues`
// below, and the coverage test fails until it has one. A signed-in admin (who gets furthest past
// the guards) sends bodies of the contract's shape (helpers/zod-arbitrary.ts, with likelier values
// where a field's name says what it holds), the same with one field of a wrong type, one required
// field left out or one text of any code units, and random JSON. Properties, for every case:
//   - never a 5xx (but a 502 upstream_unavailable: Midtrans and Telegram are addresses that refuse
//     every connection here, and DNS a fake that knows no name);
//   - every 400 is the error shape naming at least one field;
//   - a wrong or missing field is refused with a 400 that names that field, unless the text rule
//     (control characters, half characters) answered first, naming exactly the fields it found;
//   - nothing half-written: a refused request (4xx) leaves the row count of every table as it was,
//     but the tables written beside any request or after its commit (`sideTables`).
// bad-input.test.ts posts the hand-made bad forms (NUL in every text field, deep nesting, malformed
// JSON, other content types) to the same routes. The seed is fixed (PROPERTY_SEED overrides it,
// PROPERTY_RUNS the cases); a failure prints it with the counterexample's path, unshrunk
// (PROPERTY_SHRINK=1 shrinks it).

const seed = Number(process.env.PROPERTY_SEED ?? 4405);
/** Cases per route (PROPERTY_RUNS overrides it), twice that for the links' own routes. */
const numRuns = Number(process.env.PROPERTY_RUNS ?? 12);

/** The links' routes are the product's core and take the most fields: they get twice the cases. */
function runsOf(route: BodyRoute): number {
  return route.url.startsWith('/api/links') ? 2 * numRuns : numRuns;
}

interface BodyRoute {
  method: string;
  url: string;
  body: ZodType;
  params?: ZodType;
}

const routes: BodyRoute[] = [];

function collect(route: RouteOptions) {
  const schema = (route.schema ?? {}) as { body?: ZodType; params?: ZodType };
  if (!route.url.startsWith('/api') || !schema.body) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    routes.push({
      method,
      url: route.url,
      body: schema.body,
      ...(schema.params ? { params: schema.params } : {}),
    });
  }
}

/** What the fixtures made for the routes' ids and the bodies' references. */
interface Fixtures {
  victim: SignedInClient;
  linkId: string;
  tagIds: string[];
  mergeTagId: string;
  folderId: string;
  utmId: string;
  domains: string[];
  customDomainId: string;
  checkId: string;
  webhookId: string;
  feedbackId: string;
  planId: string;
  plans: string[];
}

/** An id nothing has: a route whose own row is hard to make here answers 404 past its validation. */
const absent = '00000000-0000-4000-8000-000000000000';

/**
 * The value of each path parameter, by route. A parameter whose schema is an enum is generated
 * from it instead; any other parameter of a route not listed fails the coverage test.
 */
const pathValues: Record<string, (f: Fixtures) => Record<string, string>> = {
  'PATCH /api/links/:id': (f) => ({ id: f.linkId }),
  'PUT /api/links/:id/targeting': (f) => ({ id: f.linkId }),
  'POST /api/links/:id/targeting/test': (f) => ({ id: f.linkId }),
  'PUT /api/links/:id/qr': (f) => ({ id: f.linkId }),
  'PATCH /api/tags/:id': (f) => ({ id: f.tagIds[0]! }),
  // Merged away by the first valid case; the rest answer 404 past their validation.
  'POST /api/tags/:id/merge': (f) => ({ id: f.mergeTagId }),
  'PATCH /api/folders/:id': (f) => ({ id: f.folderId }),
  'PATCH /api/utm-templates/:id': (f) => ({ id: f.utmId }),
  'PATCH /api/domains/:id': (f) => ({ id: f.customDomainId }),
  'POST /api/domains/:id/move-links': (f) => ({ id: f.customDomainId }),
  'PATCH /api/checks/:id': (f) => ({ id: f.checkId }),
  'PATCH /api/webhooks/:id': (f) => ({ id: f.webhookId }),
  'PATCH /api/admin/feedback/:id': (f) => ({ id: f.feedbackId }),
  'POST /api/admin/feedback/:id/reply': (f) => ({ id: f.feedbackId }),
  'PUT /api/admin/plans/:id': (f) => ({ id: f.planId }),
  // Another account, never the admin sending the requests (who would be demoted or disabled).
  'PUT /api/admin/workspaces/:id/subscription': (f) => ({ id: f.victim.id }),
  'PUT /api/admin/users/:id/subscription': (f) => ({ id: f.victim.id }),
  'POST /api/admin/users/:id/extend': (f) => ({ id: f.victim.id }),
  'PUT /api/admin/users/:id/admin': (f) => ({ id: f.victim.id }),
  'PUT /api/admin/users/:id/disabled': (f) => ({ id: f.victim.id }),
  // An order or a second member takes a payment setup or an accepted invitation: absent ids.
  'POST /api/orders/:id/transfer': () => ({ id: absent }),
  'POST /api/admin/orders/:id/reject': () => ({ id: absent }),
  'PATCH /api/workspace/members/:userId': () => ({ userId: absent }),
};

function pathParams(route: BodyRoute): string[] {
  return [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

/** The route's concrete URLs: a fixed one, or one per enum value of its parameters. */
function urlsOf(route: BodyRoute, fixtures: Fixtures): fc.Arbitrary<string> | null {
  const names = pathParams(route);
  if (names.length === 0) return fc.constant(route.url);
  const listed = pathValues[`${route.method} ${route.url}`];
  if (listed) {
    const values = listed(fixtures);
    return fc.constant(route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name]!));
  }
  const shape = route.params ? objectShape(route.params) : null;
  const generated = names.map((name) => {
    const schema = shape?.[name];
    return schema && (schema as unknown as { def: { type: string } }).def.type === 'enum'
      ? inputOf(schema)
      : null;
  });
  if (generated.some((arbitrary) => arbitrary === null)) return null;
  return fc
    .tuple(...(generated as fc.Arbitrary<unknown>[]))
    .map((values) =>
      names.reduce((url, name, index) => url.replace(`:${name}`, String(values[index])), route.url),
    );
}

/** A 1x1 PNG: an upload the image routes take. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Likelier values where a field's name says what it holds: URLs, ids of real rows, domains, plans. */
function hintsFor(fixtures: Fixtures): Hint {
  // Mostly rows that exist, so that a body gets past its references to the handler's work.
  const idOf = (...ids: string[]) =>
    fc.oneof(
      { arbitrary: fc.constantFrom(...ids), weight: 3 },
      { arbitrary: fc.uuid({ version: 4 }), weight: 1 },
    );
  const tagId = idOf(...fixtures.tagIds);
  const https = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true });
  const url = fc.oneof(
    { arbitrary: https, weight: 3 },
    { arbitrary: fc.webUrl({ withQueryParameters: true }), weight: 1 },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  );
  const domain = fc.oneof(
    { arbitrary: fc.constantFrom(...fixtures.domains), weight: 3 },
    { arbitrary: fc.domain(), weight: 1 },
  );
  const email = fc.stringMatching(/^[a-z][a-z0-9.]{0,8}[a-z0-9]@[a-z]{2,8}\.(com|id|example)$/);
  return (path, schema) => {
    const key = path.at(-1) ?? '';
    const type = (schema as unknown as { def: { type: string } }).def.type;
    if (type !== 'string') return undefined;
    if (/(^|_)url$|^image$|_link$|^brand_logo$/.test(key)) return url;
    if (key === 'link') return fc.oneof(url, fc.stringMatching(/^\/[a-z-]{1,12}$/));
    if (key === 'email')
      return fc.oneof({ arbitrary: email, weight: 4 }, { arbitrary: fc.emailAddress(), weight: 1 });
    if (key === 'group_id' || key === 'chat_id')
      return fc.oneof(fc.integer({ min: -1e13, max: 1e10 }).map(String), fc.string({ maxLength: 6 }));
    if (key === 'tag_ids' || key === 'into' || (key === 'tags' && path[0] === 'filter')) return tagId;
    if (key === 'folder_id' || (key === 'folder' && path[0] === 'filter')) return idOf(fixtures.folderId);
    if (key === 'user_id') return idOf(fixtures.victim.id);
    if (key === 'ids') return idOf(fixtures.linkId);
    if (key === 'data_base64') return fc.oneof(fc.constant(onePixelPng), fc.base64String({ maxLength: 16 }));
    if (key === 'file_name') return fc.oneof(fc.constant('links.csv'), fc.string({ maxLength: 8 }));
    if (/^(domain|to_domain|hostname|base_domain|other_domain)$/.test(key)) return domain;
    if (key === 'hostnames')
      return fc.array(fc.domain(), { minLength: 1, maxLength: 3 }).map((list) => list.join('\n'));
    if (key === 'plan' || key === 'audience_plan')
      return fc.oneof(fc.constantFrom(...fixtures.plans), fc.string());
    if (key === 'timezone') return fc.constantFrom('UTC', 'Asia/Jakarta', 'Europe/Paris', 'Mars/Olympus');
    if (key === 'ip' || key === 'block_ips')
      return fc.oneof(
        fc.ipV4(),
        fc.ipV6(),
        fc.ipV4().map((ip) => `${ip}/24`),
        fc.string({ maxLength: 8 }),
      );
    if (key === 'country') return fc.oneof(fc.constantFrom('ID', 'US', 'SG'), fc.string({ maxLength: 3 }));
    if (key === 'logo' && schema.safeParse('workspace').success)
      return fc.constantFrom('workspace', 'upload:1', 'x');
    if (key === 'foreground') return fc.constantFrom('#000000', '#1e3a8a', '#777777', '#ffffff');
    if (key === 'background') return fc.constantFrom('#ffffff', '#fef9c3', '#888888', '#000000');
    if (key === 'csv')
      return fc
        .array(fc.tuple(fc.webUrl(), fc.stringMatching(/^[A-Za-z0-9_-]{3,12}$/)), { maxLength: 3 })
        .map((rows) => ['destination_url,custom_alias', ...rows.map((row) => row.join(','))].join('\n'));
    return undefined;
  };
}

type Case =
  | { kind: 'shaped'; body: unknown }
  | { kind: 'wrong type'; body: unknown; field: string }
  | { kind: 'missing'; body: unknown; field: string }
  | { kind: 'odd text'; body: unknown }
  | { kind: 'random'; body: unknown };

function casesOf(route: BodyRoute, hint: Hint): fc.Arbitrary<Case> {
  const shaped = inputOf(route.body, hint).map(asJson);
  const shape = objectShape(route.body) ?? {};
  const keys = Object.keys(shape);
  const typed = keys.filter((key) => refusesSomeType(shape[key]!));
  const required = keys.filter((key) => !isOptional(shape[key]!));
  const cases: fc.Arbitrary<Case>[] = [shaped.map((body) => ({ kind: 'shaped' as const, body }))];
  if (typed.length > 0)
    cases.push(
      fc.constantFrom(...typed).chain((field) =>
        fc.tuple(shaped, wrongValueOf(shape[field]!)).map(([body, value]) => ({
          kind: 'wrong type' as const,
          field,
          body: { ...(body as object), [field]: value },
        })),
      ),
    );
  if (required.length > 0)
    cases.push(
      fc.tuple(shaped, fc.constantFrom(...required)).map(([body, field]) => {
        const rest = { ...(body as Record<string, unknown>) };
        delete rest[field];
        return { kind: 'missing' as const, field, body: rest };
      }),
    );
  // One text of the body made of any code units: control characters, astral ones, half ones.
  cases.push(
    fc
      .tuple(shaped, fc.nat(), oddText)
      .map(([body, n, text]) => ({ kind: 'odd text' as const, body: withText(body, n, text) })),
  );
  const randomBody = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.jsonValue({ maxDepth: 2, stringUnit: anyCodeUnit }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...keys, 'x'), fc.string({ maxLength: 8 })),
      fc.jsonValue({ maxDepth: 2 }),
      {
        maxKeys: 5,
        noNullPrototype: true,
      },
    ),
  );
  cases.push(randomBody.map((body) => ({ kind: 'random' as const, body })));
  // Half the cases of the contract's shape, to get past validation into the handlers.
  return fc.oneof(
    { arbitrary: cases[0]!, weight: cases.length - 1 },
    ...cases.slice(1).map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

let t: TestApp;
let dns: FakeDns;
let admin: SignedInClient;
let fixtures: Fixtures;

/**
 * Made once as a function of the test's database: a function's plan is kept, and planning a query of
 * forty counts took four times as long as counting.
 */
async function createRowCounts(tables: string[]): Promise<void> {
  const counts = tables.map((table) => `'${table}', (SELECT count(*) FROM "${table}")`).join(', ');
  await t.database.pool.query(`CREATE SCHEMA property_test`);
  await t.database.pool.query(
    `CREATE FUNCTION property_test.row_counts() RETURNS json LANGUAGE plpgsql AS $$ BEGIN RETURN json_build_object(${counts}); END $$`,
  );
}

async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await t.database.pool.query<{ counts: Record<string, number> }>(
    'SELECT property_test.row_counts() AS counts',
  );
  return rows[0]!.counts;
}

async function created(response: { status: number; body: any }, what: string): Promise<any> {
  if (response.status >= 300)
    throw new Error(`fixture ${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

beforeAll(async () => {
  dns = await startFakeDns();
  t = await buildTestApp({
    onRoute: collect,
    env: {
      // Nothing the handlers reach leaves the machine: names do not resolve, the APIs refuse.
      DNS_SERVERS: dns.server,
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      MIDTRANS_SNAP_URL: 'http://127.0.0.1:9',
      MIDTRANS_API_URL: 'http://127.0.0.1:9',
    },
  });
  admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
  const victim = await signUp(t, { email: uniqueEmail('victim'), name: 'Victim' });
  const c = admin.client;
  const link = await created(
    await c.post('/api/links', { destination_url: 'https://example.com/a' }),
    'link',
  );
  const tags = await Promise.all(
    ['one', 'two', 'merged'].map(async (name) => created(await c.post('/api/tags', { name }), 'tag')),
  );
  const folder = await created(await c.post('/api/folders', { name: 'Folder' }), 'folder');
  const utm = await created(
    await c.post('/api/utm-templates', { name: 'Newsletter', source: 'news' }),
    'utm',
  );
  const customDomain = await created(await c.post('/api/domains', { hostname: 'go.fuzz.example' }), 'domain');
  const checks = await created(await c.post('/api/checks', { hostnames: 'watched.example' }), 'check');
  const webhook = await created(
    await c.post('/api/webhooks', { url: 'https://hooks.fuzz.example/in', events: ['link.created'] }),
    'webhook',
  );
  await created(
    await victim.client.post('/api/feedback', { category: 'idea', message: 'More colours, please.' }),
    'feedback',
  );
  const feedback = await created(await c.get('/api/admin/feedback'), 'feedback list');
  const plans = await created(await c.get('/api/admin/plans'), 'plans');
  const domains = await created(await c.get('/api/links/domains'), 'domains');
  fixtures = {
    victim,
    linkId: link.id,
    tagIds: tags.slice(0, 2).map((tag) => tag.id),
    mergeTagId: tags[2].id,
    folderId: folder.id,
    utmId: utm.id,
    domains: domains.domains,
    customDomainId: customDomain.id,
    checkId: checks.added[0].id,
    webhookId: webhook.id,
    feedbackId: feedback.items[0].id,
    planId: plans.items[0].id,
    plans: plans.items.map((plan: any) => plan.name),
  };
  const { rows } = await t.database.pool.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  counted = rows.map((row) => row.tablename).filter((name) => !sideTables.has(name));
  await createRowCounts(counted);
}, 120_000);

/** The tables whose rows a refused request must leave as they were. */
let counted: string[] = [];

/**
 * Tables written beside a request's own write or after its commit, whatever its answer: sessions and
 * rate limits, the clicks, and what goes out after a commit (notifications, Telegram's outbox,
 * webhook deliveries). Every other table of the schema is counted.
 */
const sideTables = new Set([
  'auth_session',
  'auth_rate_limit',
  'auth_verification',
  'auth_jwks',
  'clicks',
  'click_rollups_daily',
  'click_rollups_hourly',
  'click_spool_commits',
  'webhook_clicks',
  'notifications',
  'telegram_outbox',
  'webhook_deliveries',
]);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

interface Tally {
  cases: number;
  status: Record<string, number>;
  /** Cases the contract itself accepts (to show the fuzzing gets past validation). */
  valid: number;
}

const tallies = new Map<string, Tally>();
const properties = { never5xx: 0, named400: 0, wrongFieldNamed: 0, textRuleFirst: 0, nothingHalfWritten: 0 };

describe('what the properties found', () => {
  it('refuses half a character (an unpaired surrogate) naming its field, where it was a 500', async () => {
    const before = await rowCounts();
    for (const [method, url, body, field] of [
      ['PUT', '/api/admin/brand', { brand_gradient: 'a\ud822b' }, 'brand_gradient'],
      [
        'PUT',
        `/api/admin/users/${fixtures.victim.id}/disabled`,
        { disabled: true, reason: 'x\udc15' },
        'reason',
      ],
      ['POST', '/api/tags', { name: 'x\udc15' }, 'name'],
      ['PUT', '/api/telegram/events', { events: { ['k\ud800']: true } }, 'events'],
    ] as const) {
      const response = await admin.client.request(method, url, body);
      expect(response.status, `${method} ${url}`).toBe(400);
      expect(response.body.error.fields[field], `${method} ${url}`).toMatch(
        /broken character \(U\+D[0-9A-F]{3}\)/,
      );
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('names the field when a personal workspace is not deleted (a 400 that named none)', async () => {
    const goesWithAccount =
      'A personal workspace goes only with its account. Delete the account in Settings.';
    const english = await admin.client.request('DELETE', '/api/workspace', { confirm: 'x' });
    expect(english.status).toBe(400);
    expect(english.body.error).toMatchObject({
      message: goesWithAccount,
      fields: { confirm: goesWithAccount },
    });
    expect((await admin.client.request('PATCH', '/api/me', { language: 'id' })).status).toBe(200);
    const indonesian = await admin.client.request('DELETE', '/api/workspace', { confirm: 'x' });
    expect(indonesian.body.error.fields.confirm).toBe(indonesian.body.error.message);
    expect(indonesian.body.error.message).toMatch(/^Ruang kerja pribadi/);
    expect((await admin.client.request('PATCH', '/api/me', { language: 'en' })).status).toBe(200);
  });
});

describe('every JSON route with a body, fuzzed from its contract', () => {
  it('covers every route that takes a body', () => {
    expect(routes.length).toBeGreaterThan(50);
    const uncovered = routes
      .filter((route) => urlsOf(route, fixtures) === null)
      .map((route) => `${route.method} ${route.url}: add its path values to pathValues`);
    expect(uncovered).toEqual([]);
    const stale = Object.keys(pathValues).filter(
      (key) => !routes.some((route) => `${route.method} ${route.url}` === key),
    );
    expect(stale, 'pathValues rows of routes that are gone').toEqual([]);
  });

  it('never answers 5xx, names the field of every 400, and writes nothing when it refuses', async () => {
    const hint = hintsFor(fixtures);
    const failures: string[] = [];
    const started = performance.now();
    counts = await rowCounts();
    for (const route of routes) {
      const urls = urlsOf(route, fixtures);
      if (!urls) continue;
      const name = `${route.method} ${route.url}`;
      const tally: Tally = { cases: 0, status: {}, valid: 0 };
      tallies.set(name, tally);
      const property = fc.asyncProperty(urls, casesOf(route, hint), (url, probe) =>
        checkCase(route, url, probe, tally),
      );
      // Unshrunk by default: shrinking replays requests by the hundred.
      const details = await fc.check(property, {
        seed,
        numRuns: runsOf(route),
        endOnFailure: !process.env.PROPERTY_SHRINK,
      });
      if (details.failed) {
        const error =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        failures.push(`${name}: ${error}\n${fc.defaultReportMessage(details)}`);
      }
      counts = await rowCounts();
    }
    const seconds = (performance.now() - started) / 1000;
    // eslint-disable-next-line no-console -- issue 44 asks for the number of cases each property ran
    console.log(report(seconds));
    expect(failures).toEqual([]);
  }, 600_000);
});

/** The main tables' row counts after the last request. */
let counts: Record<string, number> = {};

/** Sends one case and checks every property on the answer. */
async function checkCase(route: BodyRoute, url: string, probe: Case, tally: Tally): Promise<void> {
  const { status, body } = await admin.client.request(route.method as 'POST', url, probe.body);
  tally.cases += 1;
  tally.status[status] = (tally.status[status] ?? 0) + 1;
  if (route.body.safeParse(probe.body).success) tally.valid += 1;
  const seen = `${status} ${JSON.stringify(body).slice(0, 300)}`;
  // The one 5xx a handler may give: a service it asks (here one that refuses every connection:
  // Midtrans, Telegram) did not answer.
  if (status !== 502 || body?.error?.code !== 'upstream_unavailable') expect(status, seen).toBeLessThan(500);
  properties.never5xx += 1;
  if (status === 400) {
    expect(body?.error?.code, seen).toEqual(expect.any(String));
    expect(Object.keys(body?.error?.fields ?? {}).length, seen).toBeGreaterThan(0);
    properties.named400 += 1;
  }
  // The text rule (control-characters.ts) answers before the schema is read, naming exactly the
  // fields with a control character or half a character: a body with one gets that answer first.
  const textRule: Record<string, string> = {};
  findControlCharacters(probe.body, '', textRule);
  if (status === 400 && Object.keys(textRule).length > 0) {
    expect(Object.keys(body.error.fields).sort(), seen).toEqual(Object.keys(textRule).sort());
    properties.textRuleFirst += 1;
  } else if (probe.kind === 'wrong type' || probe.kind === 'missing') {
    expect(status, seen).toBeGreaterThanOrEqual(400);
    if (status === 400) {
      // The field itself, or a part of it ("ids.0").
      const named = Object.keys(body.error.fields).filter(
        (path) => path === probe.field || path.startsWith(`${probe.field}.`),
      );
      expect(named, seen).not.toEqual([]);
      properties.wrongFieldNamed += 1;
    }
  }
  const after = await rowCounts();
  if (status >= 400) {
    expect(after, `${seen}: rows written by a refused request`).toEqual(counts);
    properties.nothingHalfWritten += 1;
  }
  counts = after;
}

function report(seconds: number): string {
  const lines = [...tallies].map(([name, tally]) => {
    const statuses = Object.entries(tally.status)
      .map(([status, count]) => `${status}x${count}`)
      .join(' ');
    return `  ${name}: ${tally.cases} cases (${tally.valid} the contract accepts): ${statuses}`;
  });
  const total = [...tallies.values()].reduce((sum, tally) => sum + tally.cases, 0);
  return [
    `route properties (seed ${seed}, ${numRuns} runs a route, ${2 * numRuns} for /api/links*): ${total} requests to ${tallies.size} routes in ${seconds.toFixed(1)} s`,
    `  never a 5xx: ${properties.never5xx} cases`,
    `  every 400 names a field: ${properties.named400} cases (the 400s)`,
    `  a wrong or missing field is named: ${properties.wrongFieldNamed} cases (their 400s)`,
    `  the text rule names exactly the fields with a control or broken character: ${properties.textRuleFirst} cases`,
    `  nothing half-written: ${properties.nothingHalfWritten} cases (the 4xx answers; rows of ${counted.length} tables counted)`,
    ...lines,
  ].join('\n');
}
