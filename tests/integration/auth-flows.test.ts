import { like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, authVerification } from '../../src/server/db/schema';
import { extractCode, extractLink, startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { anonymousClient, signIn, signUp, testPassword, uniqueEmail } from './helpers/auth-clients';
import type { TestClient } from './helpers/http-client';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { mailSettled } from './helpers/mail-settled';

// Email codes, password reset and two-factor sign-in, with codes and links read out of the
// messages a real SMTP server received.

let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const sentTo = (email: string, subject: RegExp) => (mail: { to: string[]; subject: string }) =>
  mail.to.includes(email.toLowerCase()) && subject.test(mail.subject);

function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function enableTotp(
  client: TestClient,
  password = testPassword,
): Promise<{ totp: OTPAuth.TOTP; backupCodes: string[] }> {
  const enabled = await client.post('/api/auth/two-factor/enable', { password });
  expect(enabled.status).toBe(200);
  const totp = OTPAuth.URI.parse(enabled.body.totpURI) as OTPAuth.TOTP;
  const verified = await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
  expect(verified.status).toBe(200);
  return { totp, backupCodes: enabled.body.backupCodes };
}

describe('sign-in with an emailed code', () => {
  it('signs in with the code from the email', async () => {
    const { email } = await signUp(t);
    const client = anonymousClient(t);
    const sent = await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor(sentTo(email, /sign-in code/));
    const signedIn = await client.post('/api/auth/sign-in/email-otp', { email, otp: extractCode(mail) });
    expect(signedIn.status).toBe(200);
    expect((await client.get('/api/me')).body.profile.email).toBe(email.toLowerCase());
  });

  it('refuses a wrong code and the right code after 3 wrong attempts', async () => {
    const { email } = await signUp(t);
    const client = anonymousClient(t);
    await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const code = extractCode(await smtp.waitFor(sentTo(email, /sign-in code/)));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      expect(
        (await client.post('/api/auth/sign-in/email-otp', { email, otp: wrong })).status,
      ).toBeGreaterThanOrEqual(400);
    }
    expect(
      (await client.post('/api/auth/sign-in/email-otp', { email, otp: code })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('answers an unknown email like a known one, sends nothing and creates no account', async () => {
    const email = uniqueEmail('stranger');
    const before = smtp.messages.length;
    const sent = await anonymousClient(t).post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'sign-in',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });
    const attempt = await anonymousClient(t).post('/api/auth/sign-in/email-otp', { email, otp: '123456' });
    expect(attempt.status).toBe(400);
    await mailSettled(t);
    expect(smtp.messages.slice(before).filter((mail) => mail.to.includes(email))).toHaveLength(0);
    const accounts = await t.database.db.select().from(authUser).where(like(authUser.email, email));
    expect(accounts).toHaveLength(0);
  });

  it('still asks for the authenticator code when two-factor is on', async () => {
    const { email, client: owner } = await signUp(t);
    const { totp } = await enableTotp(owner);
    const client = anonymousClient(t);
    await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    const code = extractCode(await smtp.waitFor(sentTo(email, /sign-in code/)));
    const first = await client.post('/api/auth/sign-in/email-otp', { email, otp: code });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true });
    expect((await client.get('/api/me')).status).toBe(401);

    expect((await client.post('/api/auth/two-factor/verify-totp', { code: '000000' })).status).toBe(401);
    const second = await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(second.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('two-factor authentication', () => {
  it('needs the TOTP code after the password, and takes a backup code once', async () => {
    const { email, client: owner } = await signUp(t);
    const { totp, backupCodes } = await enableTotp(owner);
    expect((await owner.get('/api/me')).body.profile.two_factor_enabled).toBe(true);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    const client = anonymousClient(t);
    const passwordStep = await client.post('/api/auth/sign-in/email', { email, password: testPassword });
    expect(passwordStep.body).toMatchObject({ twoFactorRedirect: true });
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() })).status).toBe(
      200,
    );
    expect((await client.get('/api/me')).status).toBe(200);

    const withBackup = anonymousClient(t);
    await withBackup.post('/api/auth/sign-in/email', { email, password: testPassword });
    expect(
      (await withBackup.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(200);
    expect((await withBackup.get('/api/me')).status).toBe(200);

    const reuse = anonymousClient(t);
    await reuse.post('/api/auth/sign-in/email', { email, password: testPassword });
    expect(
      (await reuse.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status,
    ).toBe(401);
  });

  it('can be disabled with the password', async () => {
    const { email, client } = await signUp(t);
    await enableTotp(client);
    expect((await client.post('/api/auth/two-factor/disable', { password: 'not my password' })).status).toBe(
      400,
    );
    expect((await client.post('/api/auth/two-factor/disable', { password: testPassword })).status).toBe(200);
    const again = anonymousClient(t);
    const signedIn = await again.post('/api/auth/sign-in/email', { email, password: testPassword });
    expect(signedIn.body.twoFactorRedirect).toBeUndefined();
    expect((await again.get('/api/me')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('works once through the emailed link', async () => {
    const { email, client: oldSession } = await signUp(t);
    const requested = await anonymousClient(t).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(requested.status).toBe(200);
    const link = extractLink(await smtp.waitFor(sentTo(email, /Reset your/)));

    const landing = await anonymousClient(t).get(pathOf(link));
    expect(landing.status).toBe(302);
    const location = new URL(String(landing.headers.location), t.config.publicUrl);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await anonymousClient(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'the new passphrase',
    });
    expect(reset.status).toBe(200);
    await signIn(t, email, 'the new passphrase');
    // Resetting signs every old session out.
    expect((await oldSession.get('/api/me')).status).toBe(401);

    const again = await anonymousClient(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'another passphrase',
    });
    expect(again.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(t);
    await anonymousClient(t).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    const link = extractLink(await smtp.waitFor(sentTo(email, /Reset your/)));
    const token = new URL(link).pathname.split('/').pop();
    await t.database.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(authVerification.identifier, `%${token}%`));

    const landing = await anonymousClient(t).get(pathOf(link));
    expect(String(landing.headers.location)).toContain('error=INVALID_TOKEN');
    const reset = await anonymousClient(t).post('/api/auth/reset-password', {
      token,
      newPassword: 'the new passphrase',
    });
    expect(reset.status).toBe(400);
  });

  it('answers an unknown email like a known one and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const before = smtp.messages.length;
    const response = await anonymousClient(t).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(response.status).toBe(200);
    await mailSettled(t);
    expect(smtp.messages.slice(before).some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('refuses a reset link that points at another site', async () => {
    const { email } = await signUp(t);
    const response = await anonymousClient(t).post('/api/auth/request-password-reset', {
      email,
      redirectTo: 'https://evil.example/steal',
    });
    expect(response.status).toBe(403);
  });
});

describe('JWKS', () => {
  it('publishes the public keys of signed tokens', async () => {
    const { client } = await signUp(t);
    const token = await client.get('/api/auth/token');
    expect(token.status).toBe(200);
    expect(typeof token.body.token).toBe('string');
    const jwks = await anonymousClient(t).get('/api/auth/jwks');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(jwks.body)).not.toContain('"d"');
  });
});
