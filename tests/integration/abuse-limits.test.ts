import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import {
  anonymousClient,
  setSubscription,
  signIn,
  signUp,
  testPassword,
  uniqueEmail,
} from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Abuse limits: not-found answers per client address (a scanner of codes is slowed, visitors of
// real links are not), link creation per account, sign-up that does not tell whether an email has
// an account, and common passwords refused. The limits are tested on both stores: this process's
// memory, and Redis (shared by processes; a key prefix of this run's own, deleted afterwards).

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function visit(t: TestApp, path: string, remoteAddress: string) {
  return t.app.inject({ method: 'GET', url: path, remoteAddress, headers: { host: 'localhost:3000' } });
}

async function createLink(client: TestClient, destination = 'https://example.com/') {
  return client.post('/api/links', { destination_url: destination });
}

describe.each([
  ['memory', () => ({})],
  ['Redis', (prefix: string) => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix })],
])('abuse limits counted in %s', (store, env) => {
  const prefix = `ringkas-test-${randomBytes(6).toString('hex')}:`;
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      env: { ...env(prefix), NOT_FOUND_PER_MINUTE: '60', LINKS_PER_MINUTE: '30' },
    });
  });

  afterAll(async () => {
    await t.close();
    if (store === 'Redis') {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('answers 429 with Retry-After after 60 unknown codes from one address, and only to it', async () => {
    const owner = await signUp(t);
    const live = (await createLink(owner.client)).body;
    const scanner = '203.0.113.7';
    for (let i = 0; i < 60; i++) {
      const response = await visit(t, `/nope${i.toString().padStart(3, '0')}`, scanner);
      expect(response.statusCode).toBe(404);
    }
    const limited = await visit(t, '/nope-more', scanner);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body).toMatch(/Too many requests/);

    // A real link still redirects for the scanner's address (its first visit is a cache miss,
    // resolved from the database), and so do app pages; another address is not limited at all.
    expect((await visit(t, `/${live.short_url}`, scanner)).statusCode).toBe(302);
    expect((await visit(t, `/${live.short_url}`, scanner)).statusCode).toBe(302);
    expect((await visit(t, '/login', scanner)).statusCode).toBe(200);
    expect((await visit(t, '/nope-more', '203.0.113.8')).statusCode).toBe(404);
    // A disabled link answers not-found, so it counts as one.
    await owner.client.request('PATCH', `/api/links/${live.id}`, { is_active: false });
    expect((await visit(t, `/${live.short_url}`, scanner)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64, so rotating addresses does not escape the limit', async () => {
    for (let i = 0; i < 60; i++) {
      const response = await visit(t, `/v6scan${i.toString().padStart(3, '0')}`, `2001:db8:7:7::${i + 1}`);
      expect(response.statusCode).toBe(404);
    }
    expect((await visit(t, '/v6scan-more', '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await visit(t, '/v6scan-more', '2001:db8:7:8::1')).statusCode).toBe(404);
  });

  it('lets an account create 30 links a minute, then answers 429 naming the limit', async () => {
    const busy = await signUp(t);
    // A plan without a cap on links, so that only the rate limit stops it.
    await setSubscription(t, busy.id, 'vip_max', new Date(Date.now() + 86_400_000));
    for (let i = 0; i < 30; i++) expect((await createLink(busy.client)).status).toBe(201);
    const refused = await createLink(busy.client);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(/at most 30 links every 60 seconds/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Other accounts, and everything else the busy one does, go on.
    const calm = await signUp(t);
    expect((await createLink(calm.client)).status).toBe(201);
    expect((await busy.client.get('/api/links')).status).toBe(200);
  });
});

describe('limits shared through Redis', () => {
  const prefix = `ringkas-test-${randomBytes(6).toString('hex')}:`;
  const apps: TestApp[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('adds up what two processes count', async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await buildTestApp({
          env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, NOT_FOUND_PER_MINUTE: '6' },
        }),
      );
    }
    const [one, two] = apps as [TestApp, TestApp];
    for (let i = 0; i < 3; i++) {
      expect((await visit(one, `/gone${i}00`, '203.0.113.20')).statusCode).toBe(404);
      expect((await visit(two, `/gone${i}11`, '203.0.113.20')).statusCode).toBe(404);
    }
    expect((await visit(one, '/gone999', '203.0.113.20')).statusCode).toBe(429);
    expect((await visit(two, '/gone999', '203.0.113.20')).statusCode).toBe(429);
    // One counter for the address, under this run's prefix, that ends with its window.
    const redis = new Redis(redisUrl);
    const key = `${prefix}rate:not-found:203.0.113.20`;
    expect(Number(await redis.get(key))).toBe(8);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.quit();
  });

  it('counts in this process when Redis does not answer, quickly, never failing the request', async () => {
    // A port nothing listens on: the limit falls back to this process's count.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise((resolve) => server.close(resolve));
    const t = await buildTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, NOT_FOUND_PER_MINUTE: '2' },
    });
    apps.push(t);
    const started = Date.now();
    for (let i = 0; i < 2; i++) expect((await visit(t, `/absent${i}`, '203.0.113.30')).statusCode).toBe(404);
    const limited = await visit(t, '/absent2', '203.0.113.30');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await visit(t, '/absent3', '203.0.113.31')).statusCode).toBe(404);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('sign-up does not tell whether an email has an account', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  let verifying: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    // The default (blank counts as unset): new accounts confirm their email first.
    verifying = await buildTestApp({ env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: '' } });
  });

  afterAll(async () => {
    await t.close();
    await verifying.close();
    await smtp.close();
  });

  function shape(value: unknown): unknown {
    if (value === null || typeof value !== 'object') return typeof value;
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    );
  }

  async function timedSignUp(app: TestApp, email: string, password = testPassword) {
    const started = performance.now();
    const response = await anonymousClient(app).post('/api/auth/sign-up/email', {
      email,
      password,
      name: 'Someone',
    });
    return { response, ms: performance.now() - started };
  }

  it.each([
    ['signed in at once', () => t, true],
    ['confirm first, the default', () => verifying, false],
  ])('answers alike (%s), and emails the owner instead', async (_mode, app, freshSignedIn) => {
    const owner = uniqueEmail('owner');
    // The install's first account: signed in at once either way.
    const first = await timedSignUp(app(), owner);
    expect(first.response.status).toBe(200);
    expect(first.response.headers['set-cookie']).toBeDefined();

    const fresh = await timedSignUp(app(), uniqueEmail('fresh'), 'another long passphrase');
    const taken = await timedSignUp(app(), owner.toUpperCase(), 'another long passphrase');
    expect(taken.response.status).toBe(fresh.response.status);
    expect(shape(taken.response.body)).toEqual(shape(fresh.response.body));
    expect(taken.response.body.user.email).toBe(owner);
    expect(taken.response.body.user.id).not.toBe(first.response.body.user.id);
    // A taken email's answer never has a session; by default a new one's has none either.
    expect(taken.response.headers['set-cookie']).toBeUndefined();
    expect(fresh.response.headers['set-cookie'] !== undefined).toBe(freshSignedIn);
    expect(fresh.response.body.token === null).toBe(!freshSignedIn);
    expect(taken.response.body.token === null).toBe(!freshSignedIn);
    // Hashing the password is most of either answer's time; neither is a quick "exists".
    expect(taken.ms).toBeGreaterThan(fresh.ms / 4);

    const mail = await smtp.waitFor(
      (message) => message.to.includes(owner) && /tried to sign up/.test(message.subject),
    );
    expect(mail.text).toMatch(/already has one/);
    expect(mail.text).toContain(`${app().config.publicUrl}/forgot-password`);
    // The owner's password is untouched and the intruder's does not sign in.
    await signIn(app(), owner);
    const intruder = await anonymousClient(app()).post('/api/auth/sign-in/email', {
      email: owner,
      password: 'another long passphrase',
    });
    expect(intruder.status).toBe(401);
  });

  it('refuses a common password the same way whether or not the email has an account', async () => {
    const { email } = await signUp(t);
    const answers = [];
    for (const address of [email, uniqueEmail('new')]) {
      const response = await anonymousClient(t).post('/api/auth/sign-up/email', {
        email: address,
        password: 'Password1',
        name: 'Someone',
      });
      answers.push({ status: response.status, body: response.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(400);
    expect(answers[0]!.body.error).toEqual({
      code: 'validation_failed',
      message: 'This password is too common; choose another.',
      fields: { password: 'This password is too common; choose another.' },
    });
  });
});

describe('common passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['iloveyou', 'QWERTYUIOP', 'trustno1', 'letmein123'])('refuses %s on sign-up', async (password) => {
    const email = uniqueEmail('common');
    const response = await anonymousClient(t).post('/api/auth/sign-up/email', { email, password, name: 'C' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.password).toBe('This password is too common; choose another.');
    // No account was made.
    const signInAttempt = await anonymousClient(t).post('/api/auth/sign-in/email', { email, password });
    expect(signInAttempt.status).toBe(401);
  });

  it('refuses one on change-password, and keeps the old password', async () => {
    const { email, client } = await signUp(t);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'football1',
    });
    expect(changed.status).toBe(400);
    expect(changed.body.error.fields).toEqual({
      newPassword: 'This password is too common; choose another.',
    });
    await signIn(t, email);
  });

  it('refuses one on reset-password before the token is even read', async () => {
    const refused = await anonymousClient(t).post('/api/auth/reset-password', {
      token: 'not-a-token',
      newPassword: 'monkey123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      newPassword: 'This password is too common; choose another.',
    });
    // An uncommon password gets as far as better-auth, which refuses the token.
    const tokenRefused = await anonymousClient(t).post('/api/auth/reset-password', {
      token: 'not-a-token',
      newPassword: 'an uncommon passphrase',
    });
    expect(tokenRefused.status).toBe(400);
    expect(tokenRefused.body.code).toBe('INVALID_TOKEN');
  });

  it('takes a passphrase that is not on the list', async () => {
    const { email } = await signUp(t, { password: 'purple elephants dance quietly' });
    await signIn(t, email, 'purple elephants dance quietly');
  });
});
