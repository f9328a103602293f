import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeDns, type FakeDns } from '../fakes/dns-server';
import { setSubscription, signUp, uniqueEmail, type SignedInClient } from './helpers/auth-clients';
import { anonymousClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Custom domains through the API, proven against a real DNS server on 127.0.0.1 that the test
// controls: names checked, the plan's limit, the TXT proof (missing, wrong, right, gone later),
// the first account to prove a name keeps it, host routing and tenancy, root and not-found URLs,
// and Caddy's certificate question.

const dayMs = 24 * 60 * 60 * 1000;
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let dns: FakeDns;
let t: TestApp;
let counter = 0;
/** A new account on a plan, with a fresh 30 days. */
async function account(plan: string): Promise<SignedInClient> {
  const who = await signUp(t, { email: uniqueEmail(plan), name: plan });
  await setSubscription(t, who.id, plan, new Date(Date.now() + 30 * dayMs));
  return who;
}
/** A name no other test uses. */
const fresh = (label = 'shop') => `${label}-${(counter += 1)}.brand.example`;

beforeAll(async () => {
  dns = await startFakeDns();
  t = await buildTestApp({ env: { DNS_SERVERS: dns.server }, now });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
  await dns.close();
});
beforeEach(() => {
  clockOffsetMs = 0;
});

async function add(who: SignedInClient, hostname: string) {
  return who.client.post('/api/domains', { hostname });
}

/** Adds a name and puts its proof in the test's DNS server. */
async function addProven(who: SignedInClient, hostname: string) {
  const added = await add(who, hostname);
  expect(added.status).toBe(201);
  const proof = added.body.records.find((record: { purpose: string }) => record.purpose === 'proof');
  dns.txt(proof.name, proof.value);
  return added.body as { id: string; hostname: string };
}

async function verify(who: SignedInClient, id: string) {
  return who.client.post(`/api/domains/${id}/verify`);
}

/** A request for a path on a host, answered by Fastify (inject). */
function requestOn(host: string, path: string) {
  return anonymousClient(t).request('GET', path, undefined, { host });
}

describe('adding a domain', () => {
  it.each([
    ['with a scheme', 'https://links.brand.example', 'without http://'],
    ['with a path', 'links.brand.example/go', 'without http://'],
    ['an IPv4 address', '203.0.113.10', 'An IP address'],
    ['an IPv6 address', '[2001:db8::1]', 'An IP address'],
    ['with a port', 'links.brand.example:8443', 'Leave out the port'],
    ['too long', `${'abcdefghij.'.repeat(23)}example`, 'at most 253 characters'],
    ['a bad label', 'links_.brand.example', 'Each part between dots'],
    ['a single label', 'intranet', 'Enter a full domain name'],
    ['empty', '   ', 'Enter a domain name'],
  ])('refuses a name %s, naming the field', async (_, hostname, words) => {
    const owner = await account('vip_max');
    const response = await add(owner, hostname);
    expect(response.status).toBe(400);
    expect(response.body.error.fields.hostname).toContain(words);
    expect((await owner.client.get('/api/domains')).body.domains).toEqual([]);
  });

  it("refuses the site's own short domains", async () => {
    const admin = await account('vip_max');
    await t.parts.admin.settings.upsert('base_domain', 'sho.rt.example');
    await t.parts.domains.refresh();
    const response = await add(admin, 'SHO.RT.example');
    expect(response.status).toBe(400);
    expect(response.body.error.fields.hostname).toContain("this site's own domains");
    await t.parts.admin.settings.upsert('base_domain', '');
    await t.parts.domains.refresh();
  });

  it('stores an internationalised name in punycode and shows it in Unicode, with the records to create', async () => {
    const owner = await account('vip');
    const response = await add(owner, 'Bücher.Example');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      hostname: 'xn--bcher-kva.example',
      display_hostname: 'bücher.example',
      status: 'pending',
      root_url: null,
      not_found_url: null,
      last_error: null,
      link_count: 0,
    });
    expect(response.body.records).toEqual([
      {
        type: 'TXT',
        name: '_ringkas.xn--bcher-kva.example',
        value: expect.stringMatching(/^ringkas-verify=[0-9a-f]{32}$/),
        purpose: 'proof',
      },
      { type: 'CNAME', name: 'xn--bcher-kva.example', value: 'localhost', purpose: 'routing' },
    ]);
  });

  it('refuses the same name twice in one account', async () => {
    const owner = await account('vip');
    const name = fresh();
    expect((await add(owner, name)).status).toBe(201);
    const again = await add(owner, name.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.error.fields.hostname).toBe('You have already added this domain.');
  });
});

describe("the plan's limit", () => {
  it('refuses every domain on the free trial and names the upgrade', async () => {
    const trial = await signUp(t, { email: uniqueEmail('trial'), name: 'Trial' });
    const response = await add(trial, fresh());
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: 'limit_reached' });
    expect(response.body.error.message).toContain('does not include custom domains');
  });

  it('allows one on medium and three on vip, and shows the limit', async () => {
    const medium = await account('medium');
    expect((await add(medium, fresh())).status).toBe(201);
    const second = await add(medium, fresh());
    expect(second.status).toBe(403);
    expect(second.body.error.message).toContain('allows 1 custom domain');
    expect((await medium.client.get('/api/domains')).body).toMatchObject({ limit: 1, used: 1 });

    const vip = await account('vip');
    for (let index = 0; index < 3; index += 1) expect((await add(vip, fresh())).status).toBe(201);
    expect((await add(vip, fresh())).status).toBe(403);
    expect((await vip.client.get('/api/domains')).body).toMatchObject({ limit: 3, used: 3 });
  });

  it('holds when two adds race for the last place', async () => {
    const medium = await account('medium');
    const answers = await Promise.all([add(medium, fresh()), add(medium, fresh())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect((await medium.client.get('/api/domains')).body.used).toBe(1);
  });
});

describe('proving a domain', () => {
  it('stays pending without the TXT record, or with another token, saying which', async () => {
    const owner = await account('vip_max');
    const name = fresh();
    const added = await add(owner, name);
    const missing = await verify(owner, added.body.id);
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({
      status: 'pending',
      last_error: `No TXT record found at _ringkas.${name}.`,
    });
    dns.txt(`_ringkas.${name}`, 'ringkas-verify=not-this-one');
    const wrong = await verify(owner, added.body.id);
    expect(wrong.body).toMatchObject({
      status: 'pending',
      last_error: `The TXT record at _ringkas.${name} does not hold this domain's token.`,
    });
  });

  it('is verified by the right token, and the owner is told', async () => {
    const owner = await account('vip_max');
    const domain = await addProven(owner, fresh());
    const verified = await verify(owner, domain.id);
    expect(verified.body).toMatchObject({ status: 'verified', last_error: null });
    expect(verified.body.verified_at).not.toBeNull();
    const notices = (await owner.client.get('/api/notifications')).body.items;
    expect(notices[0]).toMatchObject({ type: 'domain_verified', title: `${domain.hostname} is verified` });
  });

  it('is proven in the background when its check is due, and fails after 7 days without proof', async () => {
    const owner = await account('vip_max');
    const proven = await addProven(owner, fresh());
    const unproven = (await add(owner, fresh())).body;
    await t.parts.domains.checkDueDomains();
    expect((await owner.client.get(`/api/domains/${proven.id}`)).body.status).toBe('verified');
    const pending = (await owner.client.get(`/api/domains/${unproven.id}`)).body;
    expect(pending.status).toBe('pending');
    // Asked again 5 minutes later in the first hour.
    expect(Date.parse(pending.next_check_at) - Date.parse(pending.checked_at)).toBe(5 * 60_000);

    clockOffsetMs = 7 * dayMs + 60_000;
    await t.parts.domains.checkDueDomains();
    const failed = (await owner.client.get(`/api/domains/${unproven.id}`)).body;
    expect(failed).toMatchObject({ status: 'failed', next_check_at: null });
    const notices = (await owner.client.get('/api/notifications')).body.items;
    expect(notices[0]).toMatchObject({
      type: 'domain_failed',
      title: `${unproven.hostname} could not be verified`,
    });
  });

  it('fails 3 days after its TXT record is removed, and its links stop answering', async () => {
    const owner = await account('vip_max');
    const domain = await addProven(owner, fresh());
    await verify(owner, domain.id);
    const link = (
      await owner.client.post('/api/links', {
        destination_url: 'https://shop.example/',
        domain: domain.hostname,
      })
    ).body;
    expect((await requestOn(domain.hostname, `/${link.short_url}`)).status).toBe(302);

    dns.remove(`_ringkas.${domain.hostname}`);
    clockOffsetMs = dayMs + 60_000;
    await t.parts.domains.checkDueDomains();
    const stillVerified = (await owner.client.get(`/api/domains/${domain.id}`)).body;
    expect(stillVerified).toMatchObject({ status: 'verified' });
    expect(stillVerified.last_error).toContain('No TXT record found');
    expect((await requestOn(domain.hostname, `/${link.short_url}`)).status).toBe(302);

    for (const day of [2, 3, 4]) {
      clockOffsetMs = day * dayMs + 2 * 60_000;
      await t.parts.domains.checkDueDomains();
    }
    expect((await owner.client.get(`/api/domains/${domain.id}`)).body.status).toBe('failed');
    const notices = (await owner.client.get('/api/notifications')).body.items;
    expect(notices[0]).toMatchObject({
      type: 'domain_failed',
      title: `${domain.hostname} is no longer verified`,
    });
    expect((await requestOn(domain.hostname, `/${link.short_url}`)).status).toBe(404);
  });

  it('belongs to the first account that proves it', async () => {
    const first = await account('vip_max');
    const second = await account('vip_max');
    const name = fresh();
    const mine = await addProven(first, name);
    // The name changed hands: its TXT record holds both accounts' tokens.
    const theirs = await addProven(second, name);
    expect((await verify(first, mine.id)).body.status).toBe('verified');
    const late = await verify(second, theirs.id);
    expect(late.body).toMatchObject({
      status: 'pending',
      last_error: 'Another account has already proven this domain.',
    });
    const refused = await add(await account('vip_max'), name);
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields.hostname).toBe('Another account has already proven this domain.');
  });
});

describe("another account's domain", () => {
  it('answers 404 to every operation, and is left as it was', async () => {
    const owner = await account('vip_max');
    const stranger = await account('vip_max');
    const domain = await addProven(owner, fresh());
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/domains/${domain.id}`],
      ['PATCH', `/api/domains/${domain.id}`, { root_url: 'https://x.example/' }],
      ['POST', `/api/domains/${domain.id}/verify`],
      ['POST', `/api/domains/${domain.id}/move-links`, { to_domain: 'localhost' }],
      ['DELETE', `/api/domains/${domain.id}`],
    ];
    for (const [method, path, body] of paths) {
      const response = await stranger.client.request(method as 'GET', path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await stranger.client.get('/api/domains')).body.domains).toEqual([]);
    expect((await owner.client.get(`/api/domains/${domain.id}`)).body).toMatchObject({
      status: 'pending',
      root_url: null,
    });
    expect((await anonymousClient(t).get('/api/domains')).status).toBe(401);
  });
});

describe('links on a custom domain', () => {
  it('are offered to the owner only, once the domain is verified', async () => {
    const owner = await account('vip_max');
    const stranger = await account('vip_max');
    const domain = await addProven(owner, fresh());
    const before = await owner.client.post('/api/links', {
      destination_url: 'https://a.example/',
      domain: domain.hostname,
    });
    expect(before.status).toBe(400);
    expect(before.body.error.fields.domain).toBeDefined();
    await verify(owner, domain.id);
    expect((await owner.client.get('/api/links/domains')).body.domains).toContain(domain.hostname);
    expect((await stranger.client.get('/api/links/domains')).body.domains).not.toContain(domain.hostname);
    const theirs = await stranger.client.post('/api/links', {
      destination_url: 'https://a.example/',
      domain: domain.hostname,
    });
    expect(theirs.status).toBe(400);
    expect((await stranger.client.patch('/api/me', { default_domain: domain.hostname })).status).toBe(400);
    expect((await owner.client.patch('/api/me', { default_domain: domain.hostname })).status).toBe(200);
  });

  it('answer only on their own domain: not through another host, an unverified host or an address', async () => {
    const owner = await account('vip_max');
    const other = await account('vip_max');
    const a = await addProven(owner, fresh('a'));
    await verify(owner, a.id);
    const b = await addProven(other, fresh('b'));
    await verify(other, b.id);
    const unverified = (await add(other, fresh('c'))).body;
    const link = (
      await owner.client.post('/api/links', {
        destination_url: 'https://a-dest.example/',
        domain: a.hostname,
      })
    ).body;
    expect(link.link).toBe(`http://${a.hostname}/${link.short_url}`);
    const onA = await requestOn(a.hostname, `/${link.short_url}`);
    expect(onA.status).toBe(302);
    expect(onA.headers.location).toBe('https://a-dest.example/');
    for (const host of [b.hostname, unverified.hostname, '203.0.113.7', 'localhost']) {
      expect((await requestOn(host, `/${link.short_url}`)).status, host).toBe(404);
    }
    // The same through the raw redirect path, once the link is cached.
    expect(await rawStatus(a.hostname, `/${link.short_url}`)).toBe(302);
    expect(await rawStatus(b.hostname, `/${link.short_url}`)).toBe(404);
  });

  it("move to one of the owner's domains in the link editor, with their code, and to no one else's", async () => {
    const owner = await account('vip_max');
    const stranger = await account('vip_max');
    const mine = await addProven(owner, fresh('mine'));
    await verify(owner, mine.id);
    const theirs = await addProven(stranger, fresh('theirs'));
    await verify(stranger, theirs.id);
    const link = (await owner.client.post('/api/links', { destination_url: 'https://moved.example/' })).body;
    expect(link.domain).toBe('localhost');

    const refused = await owner.client.patch(`/api/links/${link.id}`, { domain: theirs.hostname });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.domain).toBe('Choose one of your domains.');

    const moved = await owner.client.patch(`/api/links/${link.id}`, { domain: mine.hostname.toUpperCase() });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      domain: mine.hostname,
      link: `http://${mine.hostname}/${link.short_url}`,
    });
    expect((await requestOn(mine.hostname, `/${link.short_url}`)).headers.location).toBe(
      'https://moved.example/',
    );
    expect((await requestOn('localhost', `/${link.short_url}`)).status).toBe(404);

    // A code already taken on the other domain is named, and the link stays where it was.
    const clash = (await owner.client.post('/api/links', { destination_url: 'https://clash.example/' })).body;
    await owner.client.patch(`/api/links/${clash.id}`, { custom_alias: link.short_url });
    const taken = await owner.client.patch(`/api/links/${clash.id}`, { domain: mine.hostname });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.domain).toContain(`already used on ${mine.hostname}`);
    expect((await owner.client.get(`/api/links/${clash.id}`)).body.domain).toBe('localhost');
  });

  it('send the bare domain to its root URL and unknown codes to its not-found URL', async () => {
    const owner = await account('vip_max');
    const domain = await addProven(owner, fresh());
    await verify(owner, domain.id);
    expect((await requestOn(domain.hostname, '/')).status).toBe(404);
    expect((await requestOn(domain.hostname, '/nothing-here')).status).toBe(404);
    const updated = await owner.client.patch(`/api/domains/${domain.id}`, {
      root_url: 'https://brand.example/home',
      not_found_url: 'https://brand.example/missing',
    });
    expect(updated.status).toBe(200);
    const root = await requestOn(domain.hostname, '/');
    expect([root.status, root.headers.location]).toEqual([302, 'https://brand.example/home']);
    const unknown = await requestOn(domain.hostname, '/nothing-here');
    expect([unknown.status, unknown.headers.location]).toEqual([302, 'https://brand.example/missing']);
    // The web app stays on the site's own host.
    expect((await requestOn('localhost', '/')).status).toBe(200);
  });

  it("sends an expired link on the domain to the domain's expired URL unless the link names its own", async () => {
    const owner = await account('vip_max');
    const domain = await addProven(owner, fresh());
    await verify(owner, domain.id);
    const make = async (body: Record<string, unknown>) =>
      (
        await owner.client.post('/api/links', {
          destination_url: 'https://brand.example/offer',
          domain: domain.hostname,
          max_clicks: 1,
          ...body,
        })
      ).body as { short_url: string };
    // A person's visit (a request without a user agent is a bot's, which no cap counts).
    const visit = (path: string) =>
      anonymousClient(t).request('GET', path, undefined, {
        host: domain.hostname,
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0',
      });
    const plain = await make({});
    const own = await make({ expired_url: 'https://brand.example/own-ended' });
    for (const link of [plain, own]) expect((await visit(`/${link.short_url}`)).status).toBe(302);
    expect((await visit(`/${plain.short_url}`)).status).toBe(410);

    const updated = await owner.client.patch(`/api/domains/${domain.id}`, {
      expired_url: 'https://brand.example/ended',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.expired_url).toBe('https://brand.example/ended');
    const ended = await visit(`/${plain.short_url}`);
    expect([ended.status, ended.headers.location]).toEqual([302, 'https://brand.example/ended']);
    const ownEnded = await visit(`/${own.short_url}`);
    expect([ownEnded.status, ownEnded.headers.location]).toEqual([302, 'https://brand.example/own-ended']);
    const loop = await owner.client.patch(`/api/domains/${domain.id}`, {
      expired_url: `https://${domain.hostname}/x`,
    });
    expect(loop.status).toBe(400);
    expect(Object.keys(loop.body.error.fields)).toEqual(['expired_url']);
  });

  it('answers an edit that changes nothing with the domain as it is', async () => {
    const owner = await account('vip_max');
    const domain = await addProven(owner, fresh());
    const empty = await owner.client.patch(`/api/domains/${domain.id}`, {});
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ id: domain.id, root_url: null, not_found_url: null });
  });

  it('refuses root and not-found URLs that lead back to this site, or are not URLs', async () => {
    const owner = await account('vip_max');
    const domain = await addProven(owner, fresh());
    const loop = await owner.client.patch(`/api/domains/${domain.id}`, {
      root_url: `https://${domain.hostname}/x`,
      not_found_url: 'ftp://files.example/',
    });
    expect(loop.status).toBe(400);
    expect(loop.body.error.fields).toMatchObject({ not_found_url: expect.any(String) });
    const own = await owner.client.patch(`/api/domains/${domain.id}`, {
      root_url: `https://${domain.hostname}/x`,
    });
    expect(own.status).toBe(400);
    expect(own.body.error.fields.root_url).toContain('loop');
    // Another verified custom domain on this server is as much a way back.
    const neighbour = await account('vip_max');
    const other = await addProven(neighbour, fresh('other'));
    await verify(neighbour, other.id);
    const viaOther = await owner.client.patch(`/api/domains/${domain.id}`, {
      not_found_url: `https://${other.hostname}/`,
    });
    expect(viaOther.status).toBe(400);
    expect(viaOther.body.error.fields.not_found_url).toContain('loop');
  });

  it('keep a domain from being removed until they are moved, in one action', async () => {
    const owner = await account('vip_max');
    const domain = await addProven(owner, fresh());
    await verify(owner, domain.id);
    for (let index = 0; index < 2; index += 1)
      await owner.client.post('/api/links', {
        destination_url: `https://d${index}.example/`,
        domain: domain.hostname,
      });
    const refused = await owner.client.delete(`/api/domains/${domain.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('2 links use this domain');
    const badTarget = await owner.client.post(`/api/domains/${domain.id}/move-links`, {
      to_domain: 'elsewhere.example',
    });
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.error.fields.to_domain).toBeDefined();
    const moved = await owner.client.post(`/api/domains/${domain.id}/move-links`, { to_domain: 'localhost' });
    expect(moved.body).toEqual({ moved: 2 });
    expect((await owner.client.delete(`/api/domains/${domain.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/domains/${domain.id}`)).status).toBe(404);
  });
});

describe("Caddy's certificate question", () => {
  it('is answered yes only for verified custom domains and the short domains', async () => {
    const owner = await account('vip_max');
    const verified = await addProven(owner, fresh());
    await verify(owner, verified.id);
    const pending = (await add(owner, fresh())).body;
    const ask = (domain: string) =>
      anonymousClient(t).get(`/api/domains/tls-ask?domain=${encodeURIComponent(domain)}`);
    expect((await ask(verified.hostname)).status).toBe(200);
    expect((await ask(verified.hostname.toUpperCase())).status).toBe(200);
    expect((await ask('localhost')).status).toBe(200);
    expect((await ask(pending.hostname)).status).toBe(404);
    expect((await ask('unknown.example')).status).toBe(404);
    expect((await anonymousClient(t).get('/api/domains/tls-ask')).status).toBe(400);
  });
});

/** The status of a request over a real connection (cached links are answered before Fastify). */
function rawStatus(host: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const { port } = t.app.server.address() as AddressInfo;
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end();
  });
}
