import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { anonymousClient, testPassword, uniqueEmail } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// REQUIRE_EMAIL_VERIFICATION=true: an account signs in only after confirming its email.

let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'true' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('required email verification', () => {
  it('keeps a new account out until the emailed link is opened', async () => {
    const email = uniqueEmail('verify');
    const client = anonymousClient(t);
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: testPassword,
      name: 'V',
      callbackURL: '/auth/callback',
    });
    expect(signUp.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);

    const refused = await anonymousClient(t).post('/api/auth/sign-in/email', {
      email,
      password: testPassword,
    });
    expect(refused.status).toBe(403);

    const mail = await smtp.waitFor(
      (message) => message.to.includes(email) && /Confirm your email/.test(message.subject),
    );
    const link = new URL(extractLink(mail));
    const opened = await client.get(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/auth/callback?status=verified');
    expect((await client.get('/api/me')).body.profile.email_verified).toBe(true);

    // The same link again: nothing left to verify, and the callback is told so.
    const again = await anonymousClient(t).get(`${link.pathname}${link.search}`);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe('/auth/callback?status=already_verified');

    const signedIn = await anonymousClient(t).post('/api/auth/sign-in/email', {
      email,
      password: testPassword,
    });
    expect(signedIn.status).toBe(200);
  });

  it('sends a broken link to the callback with the error, and no status', async () => {
    const opened = await anonymousClient(t).get(
      '/api/auth/verify-email?token=not-a-token&callbackURL=/auth/callback',
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/auth/callback?error=INVALID_TOKEN');
  });
});
