import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clicks, shortlinks } from '../../src/server/db/schema';
import {
  buildAuthClients,
  setSubscription,
  signUp,
  uniqueEmail,
  type AuthClients,
  type SignedInClient,
} from './helpers/auth-clients';
import { redirectedTo } from './helpers/redirect-visit';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { testEngine } from './helpers/test-database';

// Targeting through the API and the redirect, behind a trusted proxy: rules, rotator and fallback
// are stored and checked (fields, loops, the owner's plan), "Test a visit" answers with the
// redirect's own evaluate(), and a redirect follows them at once after an edit or a plan change.

const dayMs = 24 * 60 * 60 * 1000;
const agents = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};
/** Addresses the bundled GeoIP database places: Indonesia, Malaysia, the United States. */
const ips = { ID: '36.64.0.1', MY: '175.136.0.1', US: '8.8.8.8' };

const main = 'https://main.example/landing';

// The app's clock: a test moves it past a subscription's end, and back.
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let t: TestApp;
let clients: AuthClients;
/** Every feature (vip_max), unlimited links. */
let owner: SignedInClient;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: 'true' }, now });
  clients = await buildAuthClients(t);
  owner = await signUp(t, { email: uniqueEmail('owner'), name: 'Owner' });
  await setSubscription(t, owner.id, 'vip_max', new Date(Date.now() + 30 * dayMs));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

interface CreatedLink {
  id: string;
  short_url: string;
}

async function createLink(who: SignedInClient = owner): Promise<CreatedLink> {
  const response = await who.client.post('/api/links', { destination_url: main });
  if (response.status !== 201) throw new Error(`create failed: ${JSON.stringify(response.body)}`);
  return response.body;
}

function putTargeting(link: { id: string }, body: unknown, who: SignedInClient = owner) {
  return who.client.put(`/api/links/${link.id}/targeting`, body);
}

function testVisit(link: { id: string }, body: unknown, who: SignedInClient = owner) {
  return who.client.post(`/api/links/${link.id}/targeting/test`, body);
}

/**
 * A visit over a real connection, through a trusted proxy: the first visit of a link is answered
 * by Fastify (and caches the link), later ones before Fastify, from the cache.
 */
function visit(link: CreatedLink, headers: Record<string, string>): Promise<string | undefined> {
  return redirectedTo(t.app, `/${link.short_url}`, { 'user-agent': agents.desktop, ...headers });
}

const from = (country: keyof typeof ips, extra: Record<string, string> = {}) => ({
  'x-forwarded-for': `${ips[country]}, 10.0.0.7`,
  ...extra,
});

async function clickRows(linkId: string) {
  await t.parts.analytics.ingest.flush();
  return t.database.db.select().from(clicks).where(eq(clicks.linkId, linkId));
}

const rules = [
  { condition: { type: 'country', countries: ['id', ' MY'] }, destination_url: 'https://id.example/' },
  { condition: { type: 'device', devices: ['tablet'] }, destination_url: 'https://tablet.example/' },
  { condition: { type: 'os', systems: ['iOS', 'Android'] }, destination_url: 'https://mobile-os.example/' },
  { condition: { type: 'language', languages: ['JA'] }, destination_url: 'https://ja.example/' },
];

describe('storing a link’s targeting', () => {
  it('stores every rule type, the rotator and the fallback, giving ids to those sent without', async () => {
    const link = await createLink();
    const response = await putTargeting(link, {
      rules: [{ id: 'geo-1', ...rules[0] }, ...rules.slice(1)],
      fallback_url: 'https://fallback.example/',
      rotator: [
        { id: 'first', destination_url: 'https://one.example/', weight: 30 },
        { destination_url: 'https://two.example/', weight: 70, paused: true },
      ],
    });
    expect(response.status).toBe(200);
    const targeting = response.body.targeting;
    expect(response.body).toMatchObject({ link_id: link.id, not_applied: [] });
    expect(targeting.rules.map((rule: { id: string }) => rule.id)).toEqual([
      'geo-1',
      expect.stringMatching(/^[0-9A-Za-z]{8}$/),
      expect.stringMatching(/^[0-9A-Za-z]{8}$/),
      expect.stringMatching(/^[0-9A-Za-z]{8}$/),
    ]);
    // The conditions as the schema reads them: codes upper case, languages lower case.
    expect(targeting.rules.map((rule: { condition: unknown }) => rule.condition)).toEqual([
      { type: 'country', countries: ['ID', 'MY'] },
      { type: 'device', devices: ['tablet'] },
      { type: 'os', systems: ['iOS', 'Android'] },
      { type: 'language', languages: ['ja'] },
    ]);
    expect(targeting.fallback_url).toBe('https://fallback.example/');
    expect(targeting.rotator).toEqual([
      {
        id: 'first',
        destination_url: 'https://one.example/',
        weight: 30,
        paused: false,
        paused_by_check: false,
      },
      {
        id: expect.stringMatching(/^[0-9A-Za-z]{8}$/),
        destination_url: 'https://two.example/',
        weight: 70,
        paused: true,
        paused_by_check: false,
      },
    ]);
    expect((await owner.client.get(`/api/links/${link.id}/targeting`)).body).toEqual(response.body);

    const list = await owner.client.get('/api/targeting');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, page_size: 50 });
    expect(list.body.items.find((item: { link: { id: string } }) => item.link.id === link.id)).toEqual({
      link: expect.objectContaining({ id: link.id, destination_url: main }),
      rules: 4,
      countries: ['ID', 'MY'],
      rotator: 2,
      fallback: true,
      not_applied: [],
    });
  });

  it('removes the targeting when all of it is empty (stored as NULL)', async () => {
    const link = await createLink();
    await putTargeting(link, { rules: [rules[0]] });
    const response = await putTargeting(link, { rules: [], rotator: [], fallback_url: null });
    expect(response.status).toBe(200);
    expect(response.body.targeting).toEqual({ rules: [], fallback_url: null, rotator: [] });
    const [row] = await t.database.db.select().from(shortlinks).where(eq(shortlinks.id, link.id));
    expect(row?.targeting).toBeNull();
    const list = (await owner.client.get('/api/targeting')).body;
    expect(list.items.some((item: { link: { id: string } }) => item.link.id === link.id)).toBe(false);
  });

  it('lists only the actor’s own targeted links, newest first', async () => {
    const older = await createLink();
    const newer = await createLink();
    await putTargeting(older, { rules: [rules[0]] });
    await putTargeting(newer, { rules: [rules[1]] });
    const ids = (await owner.client.get('/api/targeting')).body.items.map(
      (item: { link: { id: string } }) => item.link.id,
    );
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    const others = (await clients.other.client.get('/api/targeting')).body;
    expect(others).toEqual({ items: [], total: 0, page: 1, page_size: 50 });
    expect((await clients.anonymous.get('/api/targeting')).status).toBe(401);
  });
});

describe('validation, every error named by field', () => {
  let link: CreatedLink;
  beforeAll(async () => {
    link = await createLink();
  });

  const entry = (weight: number, index = 0) => ({ destination_url: `https://r${index}.example/`, weight });
  const countryRule = (url = 'https://id.example/') => ({
    condition: { type: 'country', countries: ['ID'] },
    destination_url: url,
  });

  it.each([
    [
      'a bad country code',
      { rules: [{ ...countryRule(), condition: { type: 'country', countries: ['ID', 'XX'] } }] },
      'rules.0.condition.countries.1',
    ],
    [
      'an empty country list',
      { rules: [{ ...countryRule(), condition: { type: 'country', countries: [] } }] },
      'rules.0.condition.countries',
    ],
    [
      'an empty device list',
      { rules: [{ ...countryRule(), condition: { type: 'device', devices: [] } }] },
      'rules.0.condition.devices',
    ],
    [
      'an unknown device',
      { rules: [{ ...countryRule(), condition: { type: 'device', devices: ['watch'] } }] },
      'rules.0.condition.devices.0',
    ],
    [
      'an unknown system',
      { rules: [{ ...countryRule(), condition: { type: 'os', systems: ['BeOS'] } }] },
      'rules.0.condition.systems.0',
    ],
    [
      'a bad language',
      { rules: [{ ...countryRule(), condition: { type: 'language', languages: ['english'] } }] },
      'rules.0.condition.languages.0',
    ],
    [
      'an unknown condition type',
      { rules: [{ ...countryRule(), condition: { type: 'weather', values: ['rain'] } }] },
      'rules.0.condition.type',
    ],
    [
      'a bad rule URL',
      { rules: [countryRule(), countryRule('javascript:alert(1)')] },
      'rules.1.destination_url',
    ],
    ['a bad fallback URL', { fallback_url: 'not a url' }, 'fallback_url'],
    [
      'a bad rotator URL',
      { rotator: [entry(50), { destination_url: 'ftp://x.example/', weight: 50 }] },
      'rotator.1.destination_url',
    ],
    ['weight 0', { rotator: [entry(0), entry(50, 1)] }, 'rotator.0.weight'],
    ['weight 101', { rotator: [entry(50), entry(101, 1)] }, 'rotator.1.weight'],
    ['a weight that is not whole', { rotator: [entry(50), entry(2.5, 1)] }, 'rotator.1.weight'],
    [
      '11 rotator entries',
      { rotator: Array.from({ length: 11 }, (_, index) => entry(10, index)) },
      'rotator',
    ],
    ['1 rotator entry', { rotator: [entry(100)] }, 'rotator'],
    ['51 rules', { rules: Array.from({ length: 51 }, () => countryRule()) }, 'rules'],
    ['a bad rule id', { rules: [{ ...countryRule(), id: 'has space' }] }, 'rules.0.id'],
    ['an unknown field', { rules: [], colour: 'red' }, 'colour'],
  ])('refuses %s', async (_, body, field) => {
    const response = await putTargeting(link, body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
    expect(response.body.error.fields[field]).toMatch(/^[A-Z"].*\.$/);
  });

  it('refuses URLs that loop back here, wherever they are', async () => {
    const response = await putTargeting(link, {
      rules: [countryRule(), countryRule(), countryRule('http://localhost:3000/abc')],
      fallback_url: 'http://127.0.0.1/x',
      rotator: [entry(50), { destination_url: 'https://localhost/abc', weight: 50 }],
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual([
      'fallback_url',
      'rotator.1.destination_url',
      'rules.2.destination_url',
    ]);
    expect(response.body.error.fields['rules.2.destination_url']).toMatch(/loop back here/);
  });

  it('refuses an id used twice in one list', async () => {
    const response = await putTargeting(link, {
      rules: [
        { ...countryRule(), id: 'same' },
        { ...countryRule(), id: 'same' },
      ],
      rotator: [
        { ...entry(50), id: 'same' },
        { ...entry(50, 1), id: 'other' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ 'rules.1.id': expect.stringMatching(/rule 1/) });
  });

  it('refuses a bad visit to test, by field', async () => {
    const response = await testVisit(link, { country: 'XX', device: 'watch', language: 'english' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['country', 'device', 'language']);
  });

  it('refuses a bad page of the list', async () => {
    const response = await owner.client.get('/api/targeting?page=0');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual(['querystring.page']);
  });
});

describe('entitlements', () => {
  const parts = {
    country: { rules: [rules[0]] },
    device: { rules: [rules[1]] },
    os: { rules: [rules[2]] },
    language: { rules: [rules[3]] },
    rotator: {
      rotator: [
        { destination_url: 'https://one.example/', weight: 1 },
        { destination_url: 'https://two.example/', weight: 1 },
      ],
    },
    fallback: { fallback_url: 'https://fallback.example/' },
  };

  it.each([
    [
      'country',
      'rules.0.condition',
      'Country rules are not included in your plan. They come with Medium, VIP and VIP Max.',
    ],
    [
      'device',
      'rules.0.condition',
      'Device, OS and language rules are not included in your plan. They come with VIP and VIP Max.',
    ],
    ['os', 'rules.0.condition', 'Device, OS and language rules are not included in your plan.'],
    ['language', 'rules.0.condition', 'Device, OS and language rules are not included in your plan.'],
    ['rotator', 'rotator', 'The rotator is not included in your plan. It comes with VIP and VIP Max.'],
    [
      'fallback',
      'fallback_url',
      'The fallback URL is not included in your plan. It comes with Medium, VIP and VIP Max.',
    ],
  ] as const)('refuses %s on the free trial', async (part, field, message) => {
    const link = await trialLink();
    const response = await putTargeting(link, parts[part], clients.trial);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
    expect(response.body.error.message).toContain(message);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  let trialLinkMade: CreatedLink | undefined;
  /** The free trial allows one link. */
  async function trialLink() {
    trialLinkMade ??= await createLink(clients.trial);
    return trialLinkMade;
  }

  it.each([
    ['device', 'rules.0.condition'],
    ['os', 'rules.0.condition'],
    ['language', 'rules.0.condition'],
    ['rotator', 'rotator'],
  ] as const)('refuses %s on medium', async (part, field) => {
    const link = await mediumLink();
    const response = await putTargeting(link, parts[part], clients.subscribed);
    expect(response.status).toBe(403);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
  });

  it('names the first part the plan lacks, in list order', async () => {
    const link = await mediumLink();
    const response = await putTargeting(
      link,
      { rules: [rules[0], rules[0], rules[3], rules[1]], ...parts.rotator },
      clients.subscribed,
    );
    expect(response.status).toBe(403);
    expect(Object.keys(response.body.error.fields)).toEqual(['rules.2.condition']);
  });

  it('takes country rules and the fallback on medium', async () => {
    const link = await mediumLink();
    const response = await putTargeting(link, { ...parts.country, ...parts.fallback }, clients.subscribed);
    expect(response.status).toBe(200);
    expect(response.body.not_applied).toEqual([]);
  });

  let mediumLinkMade: CreatedLink | undefined;
  async function mediumLink() {
    mediumLinkMade ??= await createLink(clients.subscribed);
    return mediumLinkMade;
  }

  it('keeps a lapsed plan’s rules stored and readable, refuses to save them again, and lets them be removed', async () => {
    const lapsing = await signUp(t, { email: uniqueEmail('lapsing') });
    await setSubscription(t, lapsing.id, 'vip', new Date(Date.now() + dayMs));
    const link = await createLink(lapsing);
    const saved = (await putTargeting(link, { ...parts.country, ...parts.rotator }, lapsing)).body.targeting;
    await setSubscription(t, lapsing.id, 'vip', new Date(Date.now() - 1_000));

    const read = await lapsing.client.get(`/api/links/${link.id}/targeting`);
    expect(read.status).toBe(200);
    expect(read.body.targeting).toEqual(saved);
    expect(read.body.not_applied).toEqual(['Country rules', 'The rotator']);
    const again = await putTargeting(link, saved, lapsing);
    expect(again.status).toBe(403);
    expect(again.body.error.message).toMatch(/also for what was saved before/);
    expect(await visit(link, from('ID'))).toBe(main);

    const removed = await putTargeting(link, {}, lapsing);
    expect(removed.status).toBe(200);
    expect(removed.body.targeting).toEqual({ rules: [], fallback_url: null, rotator: [] });
  });

  it('gives an admin every feature on their own links', async () => {
    const link = await createLink(clients.admin);
    const response = await putTargeting(link, { rules, ...parts.rotator, ...parts.fallback }, clients.admin);
    expect(response.status).toBe(200);
  });
});

describe('another user’s link', () => {
  let link: CreatedLink;
  beforeAll(async () => {
    link = await createLink();
    await putTargeting(link, { rules: [rules[0]] });
  });

  it.each([
    ['other', () => clients.other],
    ['admin', () => clients.admin],
  ])('answers 404 to %s on all three endpoints', async (_, who) => {
    const { client } = who();
    expect((await client.get(`/api/links/${link.id}/targeting`)).status).toBe(404);
    expect((await client.put(`/api/links/${link.id}/targeting`, { rules: [] })).status).toBe(404);
    expect((await client.post(`/api/links/${link.id}/targeting/test`, {})).status).toBe(404);
    // Untouched.
    expect((await owner.client.get(`/api/links/${link.id}/targeting`)).body.targeting.rules).toHaveLength(1);
  });

  it('answers 404 for a link that does not exist, and 401 without a session', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await owner.client.get(`/api/links/${missing}/targeting`)).status).toBe(404);
    expect((await owner.client.get('/api/links/not-an-id/targeting')).status).toBe(404);
    expect((await clients.anonymous.get(`/api/links/${link.id}/targeting`)).status).toBe(401);
  });
});

describe('redirects follow the rules', () => {
  it('sends each visitor where the first matching rule says, and records the choice with the click', async () => {
    const link = await createLink();
    const { targeting } = (await putTargeting(link, { rules, fallback_url: 'https://fallback.example/' }))
      .body;
    const [geo, tablet, mobileOs, japanese] = targeting.rules.map(
      (rule: { id: string }) => `rule:${rule.id}`,
    );

    const visits: [Record<string, string>, string, string][] = [
      [from('ID'), 'https://id.example/', geo],
      // Geo rules come first: an Indonesian on an iPad gets the country rule.
      [from('MY', { 'user-agent': agents.ipad }), 'https://id.example/', geo],
      // The trusted proxy's country header wins over the address.
      [from('US', { 'cf-ipcountry': 'ID' }), 'https://id.example/', geo],
      [from('US', { 'user-agent': agents.ipad }), 'https://tablet.example/', tablet],
      [from('US', { 'user-agent': agents.iphone }), 'https://mobile-os.example/', mobileOs],
      [from('US', { 'user-agent': agents.android }), 'https://mobile-os.example/', mobileOs],
      [from('US', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' }), 'https://ja.example/', japanese],
      [from('US', { 'accept-language': 'en-US,ja;q=0.5' }), 'https://fallback.example/', 'fallback'],
    ];
    for (const [headers, location] of visits) expect(await visit(link, headers)).toBe(location);

    const rows = await clickRows(link.id);
    const recorded = rows.map((row) => `${row.choice} ${row.destination}`).sort();
    expect(recorded).toEqual(visits.map(([, location, choice]) => `${choice} ${location}`).sort());
  });

  it('keeps the main destination (choice null) where no fallback is set', async () => {
    const link = await createLink();
    await putTargeting(link, { rules: [rules[0]] });
    expect(await visit(link, from('US'))).toBe(main);
    const [row] = await clickRows(link.id);
    expect(row).toMatchObject({ choice: null, destination: main, country: 'US' });
  });

  it('spreads visitors over the rotator by weight, each keeping their pick, and skips paused entries', async () => {
    const link = await createLink();
    const { targeting } = (
      await putTargeting(link, {
        rotator: [
          { id: 'a', destination_url: 'https://a.example/', weight: 50 },
          { id: 'b', destination_url: 'https://b.example/', weight: 50 },
          { id: 'c', destination_url: 'https://c.example/', weight: 100, paused: true },
        ],
      })
    ).body;
    expect(targeting.rotator).toHaveLength(3);
    const picks = new Map<string, string | undefined>();
    for (let index = 1; index <= 40; index++) {
      const headers = { 'x-forwarded-for': `36.64.0.${index}` };
      const location = await visit(link, headers);
      picks.set(headers['x-forwarded-for'], location);
      // The same visitor, the same day: the same pick.
      expect(await visit(link, headers)).toBe(location);
    }
    const locations = [...picks.values()];
    expect(new Set(locations)).toEqual(new Set(['https://a.example/', 'https://b.example/']));

    const rows = await clickRows(link.id);
    expect(rows).toHaveLength(80);
    for (const row of rows)
      expect(`${row.choice} ${row.destination}`).toMatch(/^rotator:(a|b) https:\/\/\1\.example\/$/);

    // Every entry paused: the main destination.
    await putTargeting(link, {
      rotator: targeting.rotator.map((entry: object) => ({ ...entry, paused: true })),
    });
    expect(await visit(link, { 'x-forwarded-for': '36.64.0.1' })).toBe(main);
  });
});

describe('Test a visit', () => {
  let link: CreatedLink;
  let ids: string[];
  beforeAll(async () => {
    link = await createLink();
    const { targeting } = (
      await putTargeting(link, {
        rules,
        fallback_url: 'https://fallback.example/',
      })
    ).body;
    ids = targeting.rules.map((rule: { id: string }) => rule.id);
  });

  it.each([
    [
      { country: 'my' },
      'https://id.example/',
      0,
      "Rule 1 matched: the visitor's country MY is one of ID, MY.",
    ],
    [
      { country: 'US', device: 'tablet' },
      'https://tablet.example/',
      1,
      "Rule 2 matched: the visitor's device is tablet.",
    ],
    [
      { country: 'US', user_agent: agents.iphone },
      'https://mobile-os.example/',
      2,
      "Rule 3 matched: the visitor's operating system iOS is one of iOS, Android.",
    ],
    [
      { country: 'US', language: 'JA' },
      'https://ja.example/',
      3,
      "Rule 4 matched: the visitor's language is ja.",
    ],
  ])('explains %j', async (body, destination, rule, reason) => {
    const response = await testVisit(link, body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      destination_url: destination,
      choice: { kind: 'rule', id: ids[rule] },
      reason,
      not_applied: [],
    });
  });

  it('reads device and OS from the user agent, the picked fields winning', async () => {
    const response = await testVisit(link, {
      country: 'US',
      user_agent: agents.iphone,
      device: 'desktop',
      os: 'Windows',
    });
    expect(response.body.visitor).toEqual({
      country: 'US',
      device: 'desktop',
      os: 'Windows',
      language: null,
      // The browser is the user agent's; the address, query string and time the test's own.
      browser: 'Safari',
      ip: null,
      query: null,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body.reason).toBe(
      'No rule matched and no rotator destination answers: the fallback URL.',
    );
    expect(response.body.choice).toEqual({ kind: 'fallback' });
    const read = await testVisit(link, { user_agent: agents.ipad });
    expect(read.body.visitor).toMatchObject({ country: null, device: 'tablet', os: 'iOS', language: null });
  });

  it('explains the rotator’s pick, the main destination and a plan that does not include the rules', async () => {
    const rotating = await createLink();
    await putTargeting(rotating, {
      rotator: [
        { id: 'x', destination_url: 'https://x.example/', weight: 30 },
        { id: 'y', destination_url: 'https://y.example/', weight: 70 },
      ],
    });
    const picked = await testVisit(rotating, { country: 'ID' });
    expect(picked.body.choice.kind).toBe('rotator');
    const position = picked.body.choice.id === 'x' ? 1 : 2;
    expect(picked.body.reason).toBe(
      `The rotator picked Destination ${position} of 2 (weight ${position === 1 ? 30 : 70} of 100): a visitor's pick stays the same all day.`,
    );
    // The same imagined visitor, the same pick.
    expect((await testVisit(rotating, { country: 'ID' })).body.choice).toEqual(picked.body.choice);

    const plain = await createLink();
    await putTargeting(plain, { rules: [rules[0]] });
    expect((await testVisit(plain, { country: 'US' })).body).toMatchObject({
      destination_url: main,
      choice: { kind: 'main' },
      reason: 'No rule matched: the main destination.',
    });
    const untargeted = await createLink();
    expect((await testVisit(untargeted, {})).body.reason).toBe(
      'This link has no targeting: the main destination.',
    );

    const lapsed = await signUp(t, { email: uniqueEmail('lapsed') });
    await setSubscription(t, lapsed.id, 'vip', new Date(Date.now() + dayMs));
    const lapsedLink = await createLink(lapsed);
    await putTargeting(lapsedLink, { rules: [rules[0]] }, lapsed);
    await setSubscription(t, lapsed.id, 'free', new Date(Date.now() + dayMs));
    expect((await testVisit(lapsedLink, { country: 'ID' }, lapsed)).body).toMatchObject({
      destination_url: main,
      reason: "Targeting is not applied: the owner's plan does not include it.",
      not_applied: ['Country rules'],
    });
  });
});

describe('no stale cache', () => {
  it('follows an edit of the rules at the next visit', async () => {
    const link = await createLink();
    await putTargeting(link, { rules: [rules[0]] });
    expect(await visit(link, from('ID'))).toBe('https://id.example/');
    expect(await visit(link, from('ID'))).toBe('https://id.example/');
    await putTargeting(link, { rules: [{ ...rules[0], destination_url: 'https://moved.example/' }] });
    expect(await visit(link, from('ID'))).toBe('https://moved.example/');
    await putTargeting(link, {});
    expect(await visit(link, from('ID'))).toBe(main);
  });

  it('follows a change of the owner’s plan at the next visit, and a renewal', async () => {
    const changing = await signUp(t, { email: uniqueEmail('changing') });
    await setSubscription(t, changing.id, 'vip', new Date(Date.now() + 30 * dayMs));
    const link = await createLink(changing);
    await putTargeting(
      link,
      { rules: [rules[0], rules[1]], fallback_url: 'https://fallback.example/' },
      changing,
    );
    const tablet = from('US', { 'user-agent': agents.ipad });
    expect(await visit(link, from('ID'))).toBe('https://id.example/');
    expect(await visit(link, tablet)).toBe('https://tablet.example/');

    // medium: country rules and the fallback, no device rules.
    await setSubscription(t, changing.id, 'medium', new Date(Date.now() + 30 * dayMs));
    expect(await visit(link, from('ID'))).toBe('https://id.example/');
    expect(await visit(link, tablet)).toBe('https://fallback.example/');
    // The free trial: none of it.
    await setSubscription(t, changing.id, 'free', new Date(Date.now() + 7 * dayMs));
    expect(await visit(link, from('ID'))).toBe(main);
    // Renewed: all of it again.
    await setSubscription(t, changing.id, 'vip', new Date(Date.now() + 30 * dayMs));
    expect(await visit(link, tablet)).toBe('https://tablet.example/');
  });

  it('follows admin granted and revoked at the next visit (an admin has every feature)', async () => {
    const promoted = await signUp(t, { email: uniqueEmail('promoted') });
    await setSubscription(t, promoted.id, 'vip', new Date(Date.now() + 30 * dayMs));
    const link = await createLink(promoted);
    await putTargeting(link, { rules: [rules[0]] }, promoted);
    await setSubscription(t, promoted.id, 'free', new Date(Date.now() + 7 * dayMs));
    expect(await visit(link, from('ID'))).toBe(main);
    const grant = (isAdmin: boolean) =>
      clients.admin.client.put(`/api/admin/users/${promoted.id}/admin`, { is_admin: isAdmin });
    expect((await grant(true)).status).toBe(200);
    expect(await visit(link, from('ID'))).toBe('https://id.example/');
    expect((await grant(false)).status).toBe(200);
    expect(await visit(link, from('ID'))).toBe(main);
  });

  it('stops the rules when the subscription ends, with nothing changed', async () => {
    const ending = await signUp(t, { email: uniqueEmail('ending') });
    await setSubscription(t, ending.id, 'vip', new Date(Date.now() + 60 * 60 * 1000));
    const link = await createLink(ending);
    await putTargeting(link, { rules: [rules[0]] }, ending);
    expect(await visit(link, from('ID'))).toBe('https://id.example/');
    const cached = t.parts.links.cached('localhost', link.short_url);
    expect(cached?.targeting).not.toBeNull();
    try {
      clockOffsetMs = 2 * 60 * 60 * 1000;
      expect(await visit(link, from('ID'))).toBe(main);
      // The same cache entry answered: its targetingUntil, not a reload, stopped the rules.
      expect(t.parts.links.cached('localhost', link.short_url)).toBe(cached);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe('pausing rotator entries for a failing domain (the checks’ API)', () => {
  it('pauses and resumes the owner’s entries on that host only; a client cannot set the pause', async () => {
    const link = await createLink();
    const otherOwners = await createLink(clients.admin);
    const rotator = [
      { id: 'down', destination_url: 'https://down.example/offer', weight: 50 },
      { id: 'up', destination_url: 'https://up.example/offer', weight: 50 },
    ];
    await putTargeting(link, { rotator });
    await putTargeting(otherOwners, { rotator }, clients.admin);
    const visitors = Array.from({ length: 30 }, (_, index) => ({
      'x-forwarded-for': `36.64.1.${index + 1}`,
    }));
    const before = await Promise.all(visitors.map((headers) => visit(link, headers)));
    expect(before).toContain('https://down.example/offer');

    expect(await t.parts.linkStore.pauseRotatorEntriesForHost(owner.id, 'DOWN.example', true)).toBe(1);
    for (const headers of visitors) expect(await visit(link, headers)).toBe('https://up.example/offer');
    const paused = (await owner.client.get(`/api/links/${link.id}/targeting`)).body.targeting.rotator;
    expect(paused.map((entry: { paused_by_check: boolean }) => entry.paused_by_check)).toEqual([true, false]);
    // Another owner's entries on the same host are theirs to be checked.
    const untouched = (await clients.admin.client.get(`/api/links/${otherOwners.id}/targeting`)).body;
    expect(untouched.targeting.rotator[0].paused_by_check).toBe(false);
    // Already paused: nothing changes.
    expect(await t.parts.linkStore.pauseRotatorEntriesForHost(owner.id, 'down.example', true)).toBe(0);

    expect(await t.parts.linkStore.pauseRotatorEntriesForHost(owner.id, 'down.example', false)).toBe(1);
    const after = await Promise.all(visitors.map((headers) => visit(link, headers)));
    expect(after).toEqual(before);

    // A save pauses what the watched domains say (domain-checks.test.ts), never what a client sends.
    const edited = await putTargeting(link, {
      rotator: [{ ...rotator[0], paused_by_check: true }, rotator[1]],
    });
    expect(edited.body.targeting.rotator[0].paused_by_check).toBe(false);
    expect(edited.body.watched_domains).toEqual([]);
  });
});

// Two servers on one PostgreSQL: a plan change made through one reaches the other's cache.
if (testEngine === 'postgres') {
  describe('a plan change across processes (PostgreSQL)', () => {
    it('drops the owner’s links from the other process’s cache', async () => {
      const second = await buildTestApp({ location: t.location, env: { TRUST_PROXY: 'true' } });
      try {
        const changing = await signUp(t, { email: uniqueEmail('across') });
        await setSubscription(t, changing.id, 'vip', new Date(Date.now() + 30 * dayMs));
        const link = await createLink(changing);
        await putTargeting(link, { rules: [rules[0]] }, changing);
        const visitSecond = async () =>
          (
            await second.app.inject({
              method: 'HEAD',
              url: `/${link.short_url}`,
              headers: { 'user-agent': agents.desktop, ...from('ID') },
            })
          ).headers.location;
        expect(await visitSecond()).toBe('https://id.example/');
        await setSubscription(t, changing.id, 'free', new Date(Date.now() + 7 * dayMs));
        await vi.waitFor(async () => expect(await visitSecond()).toBe(main), {
          timeout: 5_000,
          interval: 50,
        });
      } finally {
        await second.stop();
      }
    });
  });
}
