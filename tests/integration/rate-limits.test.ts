import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers/http-client';
import { signUp, uniqueEmail } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
afterAll(async () => {
  await t.close();
});

describe('rate limits', () => {
  it('hold across a restart (counters live in the database)', async () => {
    t = await buildTestApp();
    const { email } = await signUp(t);
    const address = '203.0.113.9';
    const client = new TestClient(t.app, t.config.publicUrl, address);
    for (let i = 0; i < 5; i++) {
      await client.post('/api/auth/sign-in/email', { email, password: 'wrong password!' });
    }
    expect(
      (await client.post('/api/auth/sign-in/email', { email, password: 'wrong password!' })).status,
    ).toBe(429);

    await t.stop();
    t = await buildTestApp({ location: t.location });
    const again = new TestClient(t.app, t.config.publicUrl, address);
    expect((await again.post('/api/auth/sign-in/email', { email, password: 'wrong password!' })).status).toBe(
      429,
    );
    // Another address is not affected.
    const elsewhere = new TestClient(t.app, t.config.publicUrl, '203.0.113.10');
    expect(
      (await elsewhere.post('/api/auth/sign-in/email', { email, password: 'wrong password!' })).status,
    ).toBe(401);
  });

  it('limit sign-ups, reset requests and code requests per address', async () => {
    const client = new TestClient(t.app, t.config.publicUrl, '203.0.113.20');
    const signUps: number[] = [];
    for (let i = 0; i < 6; i++) {
      signUps.push(
        (
          await client.post('/api/auth/sign-up/email', {
            email: uniqueEmail(),
            password: 'long enough password',
            name: 'x',
          })
        ).status,
      );
    }
    expect(signUps.at(-1)).toBe(429);

    const resetClient = new TestClient(t.app, t.config.publicUrl, '203.0.113.21');
    const resets: number[] = [];
    for (let i = 0; i < 4; i++) {
      resets.push(
        (await resetClient.post('/api/auth/request-password-reset', { email: uniqueEmail() })).status,
      );
    }
    expect(resets).toEqual([200, 200, 200, 429]);

    const codeClient = new TestClient(t.app, t.config.publicUrl, '203.0.113.22');
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await codeClient.post('/api/auth/email-otp/send-verification-otp', {
            email: uniqueEmail(),
            type: 'sign-in',
          })
        ).status,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('do not believe a client-sent address header', async () => {
    const { email } = await signUp(t);
    const client = new TestClient(t.app, t.config.publicUrl, '203.0.113.30');
    for (let i = 0; i < 6; i++) {
      await client.request(
        'POST',
        '/api/auth/sign-in/email',
        { email, password: 'wrong password!' },
        {
          'x-forwarded-for': `192.0.2.${i}`,
          'x-ringkas-client-ip': `192.0.2.${i}`,
        },
      );
    }
    const last = await client.post('/api/auth/sign-in/email', { email, password: 'wrong password!' });
    expect(last.status).toBe(429);
  });
});
