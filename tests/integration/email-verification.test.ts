import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { anonymousClient, testPassword, uniqueEmail } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { mailSettled } from './helpers/mail-settled';

// The default (ADR 0021): an account signs in only after confirming its email, except the first
// account of an empty install, which is signed in at once with no mail set up.

let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  // Blank counts as unset: the default, which the test app otherwise turns off for its sign-ups.
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: '' } });
});
let smtpOpen = true;
afterAll(async () => {
  await t.close();
  if (smtpOpen) await smtp.close();
});

describe('required email verification', () => {
  // First in the file: it needs the app's empty install.
  it('signs the first account of an empty install in at once, confirmed, with no mail', async () => {
    expect(t.config.requireEmailVerification).toBe(true);
    const email = uniqueEmail('operator');
    const client = anonymousClient(t);
    const signUp = await client.post('/api/auth/sign-up/email', {
      email,
      password: testPassword,
      name: 'Op',
    });
    expect(signUp.status).toBe(200);
    expect(signUp.body.token).toEqual(expect.any(String));
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ is_admin: true, email_verified: true });
    // Signing in again later works without a confirmation too.
    expect(
      (await anonymousClient(t).post('/api/auth/sign-in/email', { email, password: testPassword })).status,
    ).toBe(200);
    await mailSettled(t);
    expect(smtp.messages.filter((message) => message.to.includes(email))).toEqual([]);
  });

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
    expect(signUp.headers['set-cookie']).toBeUndefined();
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

  it('carries a same-site page to open through the confirmation link, and nothing that leaves the site', async () => {
    const linkFor = async (callbackURL: string) => {
      const email = uniqueEmail('next');
      const client = anonymousClient(t);
      const signUp = await client.post('/api/auth/sign-up/email', {
        email,
        password: testPassword,
        name: 'N',
        callbackURL,
      });
      expect(signUp.status).toBe(200);
      const mail = await smtp.waitFor((message) => message.to.includes(email));
      const link = new URL(extractLink(mail));
      return { client, email, link };
    };

    // The checkout chosen before registering survives the email and the confirmation.
    const kept = await linkFor('/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium');
    expect(kept.link.searchParams.get('callbackURL')).toBe(
      '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium',
    );
    const opened = await kept.client.get(`${kept.link.pathname}${kept.link.search}`);
    expect(opened.headers.location).toBe(
      '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium&status=verified',
    );
    expect((await kept.client.get('/api/me')).body.profile.email_verified).toBe(true);

    // An absolute or protocol-relative page, or another landing, is not put in the link.
    for (const callbackURL of [
      '/auth/callback?redirect=https%3A%2F%2Fevil.example%2Fx',
      '/auth/callback?redirect=%2F%2Fevil.example',
      '/auth/callback?redirect=%2F%5Cevil.example',
      '/pricing?checkout=medium',
    ]) {
      const refused = await linkFor(callbackURL);
      expect({ callbackURL, sent: refused.link.searchParams.get('callbackURL') }).toEqual({
        callbackURL,
        sent: '/auth/callback',
      });
    }
    // A callback on another site is replaced before better-auth sees it: the account is made and
    // its link lands here.
    const elsewhere = await linkFor('https://evil.example/auth/callback');
    expect(elsewhere.link.searchParams.get('callbackURL')).toBe('/auth/callback');

    // A link edited by hand to go elsewhere confirms, and lands on the callback without it.
    const edited = await linkFor('/auth/callback');
    edited.link.searchParams.set('callbackURL', '/auth/callback?redirect=%2F%2Fevil.example%2Fx');
    const landed = await edited.client.get(`${edited.link.pathname}${edited.link.search}`);
    expect(landed.headers.location).toBe('/auth/callback?status=verified');
  });

  it('sends a new confirmation link, not "someone tried", when an unconfirmed address registers again', async () => {
    const email = uniqueEmail('again');
    const body = {
      email,
      password: testPassword,
      name: 'Again',
      callbackURL: '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium',
    };
    expect((await anonymousClient(t).post('/api/auth/sign-up/email', body)).status).toBe(200);
    const first = await smtp.waitFor((message) => message.to.includes(email));
    const again = anonymousClient(t);
    const repeated = await again.post('/api/auth/sign-up/email', body);
    expect(repeated.status).toBe(200);
    expect(repeated.headers['set-cookie']).toBeUndefined();
    const second = await smtp.waitFor(
      (message) =>
        message !== first && message.to.includes(email) && /Confirm your email/.test(message.subject),
    );
    await mailSettled(t);
    expect(
      smtp.messages.filter((message) => message.to.includes(email)).map((m) => m.subject),
    ).not.toContainEqual(expect.stringMatching(/tried to sign up/));
    // The new link goes on to the page the second sign-up asked for, as the first one's would.
    const link = new URL(extractLink(second));
    const opened = await again.get(`${link.pathname}${link.search}`);
    expect(opened.headers.location).toBe(
      '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium&status=verified',
    );
    expect((await again.get('/api/me')).body.profile.email_verified).toBe(true);
  });

  it('sends the confirmation again alike for any address, mailing only an unconfirmed account', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    const signUp = { email: unconfirmed, password: testPassword, name: 'U', callbackURL: '/auth/callback' };
    expect((await anonymousClient(t).post('/api/auth/sign-up/email', signUp)).status).toBe(200);
    await smtp.waitFor((message) => message.to.includes(unconfirmed));

    const confirmed = uniqueEmail('confirmed');
    const confirming = anonymousClient(t);
    await confirming.post('/api/auth/sign-up/email', { ...signUp, email: confirmed });
    const link = new URL(extractLink(await smtp.waitFor((message) => message.to.includes(confirmed))));
    await confirming.get(`${link.pathname}${link.search}`);
    expect((await confirming.get('/api/me')).body.profile.email_verified).toBe(true);

    const unknown = uniqueEmail('unknown');
    const mailsBefore = smtp.messages.length;
    const answers = [];
    for (const email of [unknown, confirmed, unconfirmed]) {
      // Signed out, as the login page asks, each from its own address (the limit is per address).
      const answer = await anonymousClient(t).post('/api/auth/send-verification-email', {
        email,
        callbackURL: '/auth/callback',
      });
      answers.push({ status: answer.status, body: answer.body, cookie: answer.headers['set-cookie'] });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { status: true }, cookie: undefined }));

    const mail = await smtp.waitFor(
      (message) =>
        smtp.messages.indexOf(message) >= mailsBefore &&
        message.to.includes(unconfirmed) &&
        /Confirm your email/.test(message.subject),
    );
    // The new link confirms the account.
    const resent = new URL(extractLink(mail));
    expect((await anonymousClient(t).get(`${resent.pathname}${resent.search}`)).headers.location).toBe(
      '/auth/callback?status=verified',
    );
    await mailSettled(t);
    expect(smtp.messages.slice(mailsBefore).flatMap((message) => message.to)).toEqual([unconfirmed]);
  });

  it('limits sending the confirmation again to 3 a minute per address', async () => {
    const client = anonymousClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post('/api/auth/send-verification-email', { email: uniqueEmail('limited') })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  // Last in the file: it stops the mail server.
  it('answers alike when the mail cannot go out, so a failure tells nothing either', async () => {
    const unconfirmed = uniqueEmail('mail-down');
    await anonymousClient(t).post('/api/auth/sign-up/email', {
      email: unconfirmed,
      password: testPassword,
      name: 'M',
      callbackURL: '/auth/callback',
    });
    await smtp.waitFor((message) => message.to.includes(unconfirmed));
    await smtp.close();
    smtpOpen = false;
    for (const email of [unconfirmed, uniqueEmail('mail-down-unknown')]) {
      const answer = await anonymousClient(t).post('/api/auth/send-verification-email', { email });
      expect({ email, status: answer.status, body: answer.body }).toEqual({
        email,
        status: 200,
        body: { status: true },
      });
    }
  });

  it('sends a broken link to the callback with the error, and no status', async () => {
    const opened = await anonymousClient(t).get(
      '/api/auth/verify-email?token=not-a-token&callbackURL=/auth/callback',
    );
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe('/auth/callback?error=INVALID_TOKEN');
  });
});
