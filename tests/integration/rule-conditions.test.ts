import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// The rule conditions beyond country, device, OS and language (issue 42): a browser, a query
// parameter, the visitor's address, a date window and a weekly schedule. Each is stored as sent
// (cleaned), refused by field when wrong, refused with the plans that have it when the plan does
// not, followed by real visits through a trusted proxy, and explained by "Test a visit", which
// takes a query string, an address and a time.

const dayMs = 86_400_000;
const agents = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0',
};
const main = 'https://main.example/landing';

let t: TestApp;
let clients: AuthClients;
let owner: SignedInClient;
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  clients = await buildAuthClients(t);
  owner = await signUp(t, { email: uniqueEmail('rules'), name: 'Rules' });
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
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const rule = (condition: unknown, destination = 'https://hit.example/') => ({
  condition,
  destination_url: destination,
});

/** A visit over a real connection through a trusted proxy; the Location it gets. */
function visit(
  link: CreatedLink,
  query = '',
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  return redirectedTo(t.app, `/${link.short_url}${query}`, {
    'user-agent': agents.chrome,
    'x-forwarded-for': '198.51.100.20, 10.0.0.7',
    ...headers,
  });
}

/** `work` while the owner's account speaks Indonesian (answers follow the account's language). */
async function inIndonesian<T>(work: () => Promise<T>): Promise<T> {
  expect((await owner.client.patch('/api/me', { language: 'id' })).status).toBe(200);
  try {
    return await work();
  } finally {
    await owner.client.patch('/api/me', { language: 'en' });
  }
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

describe(`rule conditions (${testEngine})`, () => {
  it('stores each condition as sent, cleaned, and gives it back', async () => {
    const link = await createLink();
    const response = await owner.client.put(`/api/links/${link.id}/targeting`, {
      rules: [
        rule({ type: 'browser', browsers: ['In-app', 'Safari', 'In-app'] }),
        rule({ type: 'query', name: ' utm_source ', match: 'equals', values: ['ig', 'newsletter'] }),
        rule({ type: 'query', name: 'promo', match: 'present' }),
        rule({ type: 'ip', ranges: [' 203.0.113.0/24', '2001:DB8::/32', '198.51.100.7'] }),
        rule({ type: 'date', from: '2026-12-01T00:00:00+07:00', to: null }),
        rule({
          type: 'schedule',
          days: ['fri', 'sat'],
          from: '22:00',
          to: '02:00',
          timezone: 'Asia/Jakarta',
        }),
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.targeting.rules.map((stored: { condition: unknown }) => stored.condition)).toEqual([
      { type: 'browser', browsers: ['In-app', 'Safari'] },
      { type: 'query', name: 'utm_source', match: 'equals', values: ['ig', 'newsletter'] },
      { type: 'query', name: 'promo', match: 'present', values: [] },
      { type: 'ip', ranges: ['203.0.113.0/24', '2001:db8::/32', '198.51.100.7'] },
      { type: 'date', from: '2026-12-01T00:00:00+07:00', to: null },
      { type: 'schedule', days: ['fri', 'sat'], from: '22:00', to: '02:00', timezone: 'Asia/Jakarta' },
    ]);
    expect((await owner.client.get(`/api/links/${link.id}/targeting`)).body.targeting).toEqual(
      response.body.targeting,
    );
  });

  it.each<[string, unknown, string]>([
    ['an unknown browser', { type: 'browser', browsers: ['Netscape'] }, 'rules.0.condition.browsers.0'],
    ['no browser', { type: 'browser', browsers: [] }, 'rules.0.condition.browsers'],
    ['a parameter without a name', { type: 'query', name: ' ', match: 'present' }, 'rules.0.condition.name'],
    ['a name with =', { type: 'query', name: 'a=b', match: 'present' }, 'rules.0.condition.name'],
    ['equals without values', { type: 'query', name: 'a', match: 'equals' }, 'rules.0.condition.values'],
    [
      'present with values',
      { type: 'query', name: 'a', match: 'present', values: ['x'] },
      'rules.0.condition.values',
    ],
    [
      'an unknown match',
      { type: 'query', name: 'a', match: 'starts', values: ['x'] },
      'rules.0.condition.match',
    ],
    ['a bad address', { type: 'ip', ranges: ['203.0.113.300'] }, 'rules.0.condition.ranges.0'],
    ['a range past /32', { type: 'ip', ranges: ['203.0.113.0/33'] }, 'rules.0.condition.ranges.0'],
    ['a range past /128', { type: 'ip', ranges: ['2001:db8::/129'] }, 'rules.0.condition.ranges.0'],
    ['a host name for an address', { type: 'ip', ranges: ['example.com'] }, 'rules.0.condition.ranges.0'],
    ['no address', { type: 'ip', ranges: [] }, 'rules.0.condition.ranges'],
    ['a window without ends', { type: 'date', from: null, to: null }, 'rules.0.condition.from'],
    [
      'a window ending before it starts',
      { type: 'date', from: '2026-12-02T00:00:00Z', to: '2026-12-01T00:00:00Z' },
      'rules.0.condition.to',
    ],
    ['a date that is not a date', { type: 'date', from: 'tomorrow' }, 'rules.0.condition.from'],
    ['a date without its offset', { type: 'date', from: '2026-12-01T00:00:00' }, 'rules.0.condition.from'],
    [
      'no day',
      { type: 'schedule', days: [], from: '09:00', to: '17:00', timezone: 'UTC' },
      'rules.0.condition.days',
    ],
    [
      'an unknown day',
      { type: 'schedule', days: ['funday'], from: '09:00', to: '17:00', timezone: 'UTC' },
      'rules.0.condition.days.0',
    ],
    [
      'a bad start',
      { type: 'schedule', days: ['mon'], from: '9am', to: '17:00', timezone: 'UTC' },
      'rules.0.condition.from',
    ],
    [
      '24:00 as a start',
      { type: 'schedule', days: ['mon'], from: '24:00', to: '17:00', timezone: 'UTC' },
      'rules.0.condition.from',
    ],
    [
      'a bad end',
      { type: 'schedule', days: ['mon'], from: '09:00', to: '25:00', timezone: 'UTC' },
      'rules.0.condition.to',
    ],
    [
      'the same start and end',
      { type: 'schedule', days: ['mon'], from: '09:00', to: '09:00', timezone: 'UTC' },
      'rules.0.condition.to',
    ],
    [
      'an unknown zone',
      { type: 'schedule', days: ['mon'], from: '09:00', to: '17:00', timezone: 'Mars/Olympus' },
      'rules.0.condition.timezone',
    ],
  ])('refuses %s, naming the field', async (_, condition, field) => {
    const link = await createLink();
    const response = await owner.client.put(`/api/links/${link.id}/targeting`, { rules: [rule(condition)] });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields)).toEqual([field]);
    expect(response.body.error.fields[field]).toMatch(/^[A-Z"].*\.$/);
    // Nothing half-written: the link still has no targeting.
    expect((await owner.client.get(`/api/links/${link.id}/targeting`)).body.targeting.rules).toEqual([]);
  });

  it('answers the refusals in Indonesian too', async () => {
    const link = await createLink();
    const response = await inIndonesian(() =>
      owner.client.put(`/api/links/${link.id}/targeting`, {
        rules: [rule({ type: 'schedule', days: [], from: '9am', to: '17:00', timezone: 'UTC' })],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      'rules.0.condition.days': 'Pilih minimal satu hari.',
      'rules.0.condition.from': 'Gunakan waktu seperti 09:00.',
    });
  });

  it('refuses them on a plan without advanced rules, naming the plans that have them', async () => {
    const link = await createLink(clients.subscribed);
    const response = await clients.subscribed.client.put(`/api/links/${link.id}/targeting`, {
      rules: [
        rule({ type: 'country', countries: ['ID'] }),
        rule({ type: 'query', name: 'a', match: 'present' }),
      ],
    });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toContain(
      'Browser, address, parameter and time rules are not included in your plan. They come with VIP and VIP Max.',
    );
    expect(Object.keys(response.body.error.fields)).toEqual(['rules.1.condition']);
  });

  it('sends each visit where the first matching rule says', async () => {
    const link = await createLink();
    const nowMinute = Math.floor((Date.now() % dayMs) / 60_000);
    const response = await owner.client.put(`/api/links/${link.id}/targeting`, {
      rules: [
        rule(
          { type: 'query', name: 'utm_source', match: 'equals', values: ['ig'] },
          'https://query.example/',
        ),
        rule({ type: 'ip', ranges: ['203.0.113.0/24', '2001:db8::/32'] }, 'https://office.example/'),
        rule({ type: 'browser', browsers: ['In-app'] }, 'https://in-app.example/'),
        // Every day, the hour around now (UTC): a window that may run past midnight.
        rule(
          {
            type: 'schedule',
            days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
            from: hhmm((nowMinute + 1440 - 30) % 1440),
            to: hhmm((nowMinute + 30) % 1440),
            timezone: 'UTC',
          },
          'https://now.example/',
        ),
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await visit(link, '?utm_source=ig')).toBe('https://query.example/?utm_source=ig');
    expect(await visit(link, '?utm_source=fb')).toBe('https://now.example/?utm_source=fb');
    expect(await visit(link, '', { 'x-forwarded-for': '203.0.113.9, 10.0.0.7' })).toBe(
      'https://office.example/',
    );
    expect(await visit(link, '', { 'x-forwarded-for': '2001:db8::5' })).toBe('https://office.example/');
    expect(await visit(link, '', { 'user-agent': agents.instagram })).toBe('https://in-app.example/');
    expect(await visit(link)).toBe('https://now.example/');

    // A window that ended an hour ago: the main destination.
    const past = await owner.client.put(`/api/links/${link.id}/targeting`, {
      rules: [
        rule({
          type: 'date',
          from: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          to: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      ],
    });
    expect(past.status).toBe(200);
    expect(await visit(link)).toBe(main);
  });

  it('tests a visit with a query string, an address and a time, and says why', async () => {
    const link = await createLink();
    await owner.client.put(`/api/links/${link.id}/targeting`, {
      rules: [
        rule({ type: 'query', name: 'promo', match: 'present' }, 'https://promo.example/'),
        rule({ type: 'ip', ranges: ['203.0.113.0/24'] }, 'https://office.example/'),
        rule(
          { type: 'schedule', days: ['fri'], from: '22:00', to: '02:00', timezone: 'Asia/Jakarta' },
          'https://night.example/',
        ),
      ],
    });
    const test = (body: unknown) => owner.client.post(`/api/links/${link.id}/targeting/test`, body);

    const promo = await test({ query: '?promo&x=1' });
    expect(promo.body).toMatchObject({
      destination_url: 'https://promo.example/',
      reason: 'Rule 1 matched: the address has the parameter promo.',
      visitor: { query: '?promo&x=1' },
    });
    const office = await test({ ip: '203.0.113.50' });
    expect(office.body.reason).toBe(
      "Rule 2 matched: the visitor's address 203.0.113.50 is in 203.0.113.0/24.",
    );
    // Saturday 01:30 in Jakarta belongs to Friday night.
    const night = await test({ at: '2026-12-04T18:30:00Z' });
    expect(night.body).toMatchObject({
      destination_url: 'https://night.example/',
      reason: 'Rule 3 matched: the visit falls on fri between 22:00 and 02:00 (Asia/Jakarta).',
      visitor: { at: '2026-12-04T18:30:00.000Z' },
    });
    const indonesian = await inIndonesian(() => test({ at: '2026-12-04T18:30:00Z' }));
    expect(indonesian.body.reason).toBe(
      'Aturan 3 cocok: kunjungan jatuh pada fri antara 22:00 dan 02:00 (Asia/Jakarta).',
    );
    const morning = await test({ at: '2026-12-05T03:00:00Z' });
    expect(morning.body.destination_url).toBe(main);

    const refused = await test({ ip: '203.0.113.0/24', at: 'soon', query: 'x'.repeat(2_001) });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['at', 'ip', 'query']);
  });
});
