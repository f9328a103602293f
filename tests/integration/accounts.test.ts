import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, users } from '../../src/server/db/schema';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server';
import { anonymousClient, signIn, signUp, testPassword, uniqueEmail } from './helpers/auth-clients';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Registration, sign-in, profiles and roles on a real app and database.

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

describe('registration and profiles', () => {
  it('makes the first account admin and the second not', async () => {
    const first = await signUp(t, { email: uniqueEmail('first') });
    const second = await signUp(t, { email: uniqueEmail('second') });
    expect((await first.client.get('/api/me')).body.profile.is_admin).toBe(true);
    expect((await second.client.get('/api/me')).body.profile.is_admin).toBe(false);
  });

  it('creates the profile with the spec defaults and a one-time trial', async () => {
    const email = uniqueEmail('Jane.Doe');
    const { client } = await signUp(t, { email, name: 'Jane' });
    const me = (await client.get('/api/me')).body;
    // Emails are kept in lower case; the username is the part before the at sign.
    expect(me.profile).toMatchObject({
      email: email.toLowerCase(),
      username: email.toLowerCase().split('@')[0],
      name: 'Jane',
      subscription_plan: 'free',
      telegram_id: null,
      timezone: 'UTC',
    });
    expect(me.subscription.active).toBe(true);
    expect(me.subscription.daysLeft).toBe(7);
    expect(me.plan.name).toBe('free');
    expect(me.entitlements).toMatchObject({ createLinks: true, maxShortlinks: 1, customAlias: false });
  });

  it('gives a taken username a number', async () => {
    const a = await signUp(t, { email: `samename@a.example.com` });
    const b = await signUp(t, { email: `samename@b.example.com` });
    expect((await a.client.get('/api/me')).body.profile.username).toBe('samename');
    expect((await b.client.get('/api/me')).body.profile.username).toBe('samename2');
  });

  it('creates no second account with the same email, and the answer does not say so', async () => {
    const email = uniqueEmail('dup');
    await signUp(t, { email });
    const again = await anonymousClient(t).post('/api/auth/sign-up/email', {
      email,
      password: 'another long passphrase',
      name: 'x',
    });
    // The same answer as a new account's (abuse-limits.test.ts compares them), but no session.
    expect(again.status).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    await signIn(t, email);
    const intruder = await anonymousClient(t).post('/api/auth/sign-in/email', {
      email,
      password: 'another long passphrase',
    });
    expect(intruder.status).toBe(401);
  });

  it('accepts a long passphrase (100 characters) and refuses a short password', async () => {
    const long = 'a long passphrase that keeps going '.repeat(3).slice(0, 100);
    const { email } = await signUp(t, { password: long });
    await signIn(t, email, long);
    const short = await anonymousClient(t).post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'short',
      name: 'x',
    });
    expect(short.status).toBe(400);
  });

  it('refuses a sign-up without a name, as Profile refuses to clear one, naming the field', async () => {
    const { client } = await signUp(t);
    const taken = (await signUp(t)).email;
    for (const name of ['', '   ']) {
      for (const email of [uniqueEmail('nameless'), taken]) {
        const refused = await anonymousClient(t).post('/api/auth/sign-up/email', {
          email,
          password: testPassword,
          name,
        });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatchObject({
          code: 'validation_failed',
          fields: { name: 'Enter a name.' },
        });
      }
      const cleared = await client.patch('/api/me', { name });
      expect(cleared.status).toBe(400);
      expect(cleared.body.error.fields).toEqual({ name: 'Enter a name.' });
      expect((await client.post('/api/auth/update-user', { name })).body.error.fields).toEqual({
        name: 'Enter a name.',
      });
    }
    const inIndonesian = await anonymousClient(t).request(
      'POST',
      '/api/auth/sign-up/email',
      { email: uniqueEmail('nameless'), password: testPassword, name: ' ' },
      { 'accept-language': 'id' },
    );
    expect(inIndonesian.body.error.fields).toEqual({ name: 'Masukkan nama.' });
    const tooLong = await anonymousClient(t).post('/api/auth/sign-up/email', {
      email: uniqueEmail('long'),
      password: testPassword,
      name: 'n'.repeat(101),
    });
    expect(tooLong.body.error.fields).toEqual({ name: 'Use at most 100 characters.' });

    const trimmed = await signUp(t, { name: '  Sari Dewi  ' });
    const me = await trimmed.client.get('/api/me');
    expect(me.body.profile.name).toBe('Sari Dewi');
    const [row] = await t.database.db.select().from(authUser).where(eq(authUser.id, trimmed.id));
    expect(row?.name).toBe('Sari Dewi');
  });

  it('updates name, username and preferences, naming every invalid field', async () => {
    const { client } = await signUp(t);
    const updated = await client.patch('/api/me', {
      name: 'New Name',
      username: 'new_name.1',
      timezone: 'Asia/Jakarta',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.profile).toMatchObject({
      name: 'New Name',
      username: 'new_name.1',
      timezone: 'Asia/Jakarta',
    });

    const bad = await client.patch('/api/me', { username: 'x', timezone: 'Mars/Olympus', language: 'fr' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['language', 'timezone', 'username']);
  });

  it("keeps the theme: the system's at first, light or dark once chosen, anything else refused by name", async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/me')).body.profile.theme).toBe('system');

    const dark = await client.patch('/api/me', { theme: 'dark' });
    expect(dark.status).toBe(200);
    expect(dark.body.profile.theme).toBe('dark');
    expect((await client.get('/api/me')).body.profile).toMatchObject({ theme: 'dark', language: 'en' });

    const bad = await client.patch('/api/me', { theme: 'sepia', name: 'Kept Out' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['theme']);
    // Nothing of a refused request is written.
    expect((await client.get('/api/me')).body.profile).toMatchObject({ theme: 'dark' });
    expect((await client.get('/api/me')).body.profile.name).not.toBe('Kept Out');

    expect((await client.patch('/api/me', { theme: 'system' })).body.profile.theme).toBe('system');
  });

  it('accepts only an available short domain as the default domain', async () => {
    const { client } = await signUp(t);
    const ok = await client.patch('/api/me', { default_domain: 'localhost' });
    expect(ok.status).toBe(200);
    expect(ok.body.profile.default_domain).toBe('localhost');
    const bad = await client.patch('/api/me', { default_domain: 'evil.example' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('default_domain');
    expect((await client.patch('/api/me', { default_domain: null })).body.profile.default_domain).toBeNull();
  });

  it('refuses a username someone else has with 409 naming the field', async () => {
    const a = await signUp(t);
    await a.client.patch('/api/me', { username: 'taken_name' });
    const b = await signUp(t);
    const response = await b.client.patch('/api/me', { username: 'taken_name' });
    expect(response.status).toBe(409);
    expect(response.body.error.fields).toHaveProperty('username');
  });

  it('answers /api/me with 401 when signed out', async () => {
    const response = await anonymousClient(t).get('/api/me');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });
});

describe('sign-in and sessions', () => {
  it('gives a wrong password and an unknown email the same answer', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await anonymousClient(t).post('/api/auth/sign-in/email', {
      email,
      password: 'wrong password!',
    });
    const unknownEmail = await anonymousClient(t).post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'wrong password!',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('refuses the 6th rapid sign-in attempt from one address', async () => {
    const { email } = await signUp(t);
    const client = anonymousClient(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client.post('/api/auth/sign-in/email', { email, password: 'wrong password!' })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // Even the right password is refused while the limit holds.
    expect((await client.post('/api/auth/sign-in/email', { email, password: testPassword })).status).toBe(
      429,
    );
  });

  it('stops a session revoked from another device at once', async () => {
    const { email, client: deviceA } = await signUp(t);
    const deviceB = await signIn(t, email);
    expect((await deviceB.get('/api/me')).status).toBe(200);

    const sessions = (await deviceA.get('/api/auth/list-sessions')).body as { token: string; id: string }[];
    expect(sessions).toHaveLength(2);
    const revoke = await deviceA.post('/api/auth/revoke-other-sessions');
    expect(revoke.status).toBe(200);
    expect((await deviceB.get('/api/me')).status).toBe(401);
    expect((await deviceA.get('/api/me')).status).toBe(200);
  });

  it('revokes one chosen session, and signs out of all sessions', async () => {
    const { email, client: deviceA } = await signUp(t);
    const deviceB = await signIn(t, email);
    const deviceC = await signIn(t, email);
    const sessions = (await deviceA.get('/api/auth/list-sessions')).body as { token: string }[];
    const current = (await deviceB.get('/api/auth/get-session')).body.session.token as string;
    const target = sessions.find((session) => session.token === current);
    expect(target).toBeDefined();
    expect((await deviceA.post('/api/auth/revoke-session', { token: current })).status).toBe(200);
    expect((await deviceB.get('/api/me')).status).toBe(401);
    expect((await deviceC.get('/api/me')).status).toBe(200);

    expect((await deviceC.post('/api/auth/revoke-sessions')).status).toBe(200);
    expect((await deviceA.get('/api/me')).status).toBe(401);
    expect((await deviceC.get('/api/me')).status).toBe(401);
  });

  it('signs out this session only', async () => {
    const { email, client: deviceA } = await signUp(t);
    const deviceB = await signIn(t, email);
    expect((await deviceA.post('/api/auth/sign-out')).status).toBe(200);
    expect((await deviceA.get('/api/me')).status).toBe(401);
    expect((await deviceB.get('/api/me')).status).toBe(200);
  });

  it('sets HttpOnly, SameSite=Lax session cookies', async () => {
    const client = anonymousClient(t);
    const response = await client.post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: testPassword,
      name: 'x',
    });
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
  });

  it('refuses a cookie-carrying POST from a foreign origin', async () => {
    const { client } = await signUp(t);
    const response = await client.request(
      'POST',
      '/api/auth/sign-out',
      {},
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('changes the password and can sign out other sessions doing so', async () => {
    const { email, client } = await signUp(t);
    const other = await signIn(t, email);
    const changed = await client.post('/api/auth/change-password', {
      currentPassword: testPassword,
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    await signIn(t, email, 'a brand new passphrase');
    await expect(signIn(t, email, testPassword)).rejects.toThrow(/401/);
  });
});

describe('roles', () => {
  it('lets an admin grant and revoke admin, refuses others, keeps the last admin', async () => {
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    expect(admin).toBeDefined();
    const adminRow = await t.database.db.select().from(authUser).where(eq(authUser.id, admin!.id));
    const adminClient = await signIn(t, adminRow[0]!.email);
    const user = await signUp(t);

    const denied = await user.client.put(`/api/admin/users/${user.id}/admin`, { is_admin: true });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
    expect(
      (await anonymousClient(t).put(`/api/admin/users/${user.id}/admin`, { is_admin: true })).status,
    ).toBe(401);

    expect((await adminClient.put(`/api/admin/users/${user.id}/admin`, { is_admin: true })).status).toBe(200);
    expect((await user.client.get('/api/me')).body.profile.is_admin).toBe(true);
    expect((await adminClient.put(`/api/admin/users/${user.id}/admin`, { is_admin: false })).status).toBe(
      200,
    );
    expect((await user.client.get('/api/me')).body.profile.is_admin).toBe(false);

    const lastAdmin = await adminClient.put(`/api/admin/users/${admin!.id}/admin`, { is_admin: false });
    expect(lastAdmin.status).toBe(400);
    expect(lastAdmin.body.error.fields).toHaveProperty('is_admin');
    expect((await adminClient.put('/api/admin/users/no-such-user/admin', { is_admin: true })).status).toBe(
      404,
    );
  });
});
