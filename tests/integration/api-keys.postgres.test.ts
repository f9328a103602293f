import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRateLimitPerMinute } from '../../src/shared/api-keys';
import { anonymousClient, setSubscription, signUp, type SignedInClient } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Two server processes on one PostgreSQL database with Redis: a key made through one works through
// the other, its rate limit is counted once across both, and a revocation on one counts at once
// on the other.

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `ringkas-test-${randomBytes(4).toString('hex')}:`;

let first: TestApp;
let second: TestApp;
let owner: SignedInClient;

beforeAll(async () => {
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
  first = await buildTestApp({ env });
  second = await buildTestApp({ env, location: first.location });
  await signUp(first); // the first account is the admin; the owner is an ordinary one
  owner = await signUp(first);
  await setSubscription(first, owner.id, 'medium', new Date(Date.now() + 30 * 24 * 3_600_000));
});

afterAll(async () => {
  await second?.stop();
  await first?.close();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const withKey = (t: TestApp, key: string) =>
  anonymousClient(t).request('GET', '/api/links', undefined, {
    authorization: `Bearer ${key}`,
    origin: undefined,
  });

describe('an API key on two processes', () => {
  it('is counted once across both, and refused by both once revoked', async () => {
    const created = await owner.client.post('/api/api-keys', { name: 'two', scopes: ['links:read'] });
    expect(created.status).toBe(201);
    const key: string = created.body.key;

    const limit = apiRateLimitPerMinute.medium!;
    for (let count = 1; count <= limit; count += 1) {
      const response = await withKey(count % 2 ? first : second, key);
      expect(response.status).toBe(200);
      expect(response.headers['ratelimit-remaining']).toBe(String(limit - count));
    }
    expect((await withKey(first, key)).status).toBe(429);
    expect((await withKey(second, key)).status).toBe(429);

    expect((await owner.client.request('DELETE', `/api/api-keys/${created.body.id}`)).status).toBe(204);
    expect((await withKey(second, key)).status).toBe(401);
  });
});
