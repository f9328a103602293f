import { randomBytes } from 'node:crypto';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';

// Authorization test clients for every kind of caller. Later issues reuse them to check that each
// route lets in exactly who it should.

export const testPassword = 'correct horse battery staple';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

export interface SignedInClient {
  client: TestClient;
  id: string;
  email: string;
}

export function anonymousClient(t: TestApp): TestClient {
  return new TestClient(t.app, t.config.publicUrl);
}

export async function signUp(
  t: TestApp,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<SignedInClient> {
  const client = anonymousClient(t);
  const email = options.email ?? uniqueEmail();
  const response = await client.post('/api/auth/sign-up/email', {
    email,
    password: options.password ?? testPassword,
    name: options.name ?? 'Test User',
  });
  if (response.status !== 200)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { client, id: response.body.user.id, email };
}

export async function signIn(t: TestApp, email: string, password = testPassword): Promise<TestClient> {
  const client = anonymousClient(t);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  if (response.status !== 200)
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

/** Through billing's subscriptions, so that what follows a plan change happens. */
export async function setSubscription(t: TestApp, id: string, plan: string, expires: Date | null) {
  await t.parts.billing.subscriptions.change(id, plan, expires);
}

export interface AuthClients {
  anonymous: TestClient;
  admin: SignedInClient;
  /** basic plan: no active subscription */
  basic: SignedInClient;
  /** a new account on its free trial */
  trial: SignedInClient;
  /** an active paid plan (medium, 30 days left) */
  subscribed: SignedInClient;
  /** another ordinary user, for "not yours" checks */
  other: SignedInClient;
}

/** Builds every kind of client on a fresh app; call on an app with no accounts yet. */
export async function buildAuthClients(t: TestApp): Promise<AuthClients> {
  const admin = await signUp(t, { email: uniqueEmail('admin'), name: 'Admin' });
  const basic = await signUp(t, { email: uniqueEmail('basic'), name: 'Basic' });
  await setSubscription(t, basic.id, 'basic', null);
  const trial = await signUp(t, { email: uniqueEmail('trial'), name: 'Trial' });
  const subscribed = await signUp(t, { email: uniqueEmail('subscribed'), name: 'Subscribed' });
  await setSubscription(t, subscribed.id, 'medium', new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  const other = await signUp(t, { email: uniqueEmail('other'), name: 'Other' });
  return { anonymous: anonymousClient(t), admin, basic, trial, subscribed, other };
}
