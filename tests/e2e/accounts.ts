import type { Page } from '@playwright/test';
import pg from 'pg';
import { extractLink } from '../fakes/smtp-server';
import { expect } from './fixtures';
import { waitForMail } from './mailbox';

// What the browser tests set up: a new account through the register page, states no API sets,
// and records in the DNS server they control.

/** The link of the newest confirmation email to `email` (either language), received at `after` or later. */
export async function mailedConfirmation(email: string, after = 0): Promise<string> {
  return extractLink(await waitForMail(email, /confirm your email|konfirmasi email/i, after));
}

/** An address no other test has used. */
function uniqueEmail(): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Fills /register and sends it (the page then asks to check the email: new accounts confirm it
 * before they sign in, the server's default). `email` defaults to a new address.
 */
export async function submitRegistration(
  page: Page,
  name: string,
  password: string,
  email = uniqueEmail(),
): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  return email;
}

/**
 * Opens the emailed confirmation link in the page, which signs the account in, and goes on to the
 * dashboard. The link names the server's PUBLIC_URL; it is opened on the page's own origin, so the
 * session cookie lands where the page browses.
 */
export async function confirmInBrowser(page: Page, email: string): Promise<void> {
  const link = new URL(await mailedConfirmation(email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  // The page goes on by itself after 2 s; the click only saves the wait (and may find it gone).
  await page
    .getByRole('link', { name: 'Continue to dashboard' })
    .click({ timeout: 1_500 })
    .catch(() => {});
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A new account, signed in in the page's browser and on its dashboard; its email. Signed up and
 * confirmed through the API in the browser's own context (its cookies, its visitor address, its
 * languages), as the register page and the mailed link would: auth.spec.ts goes through those
 * pages themselves; here they cost 2-3 s of every test that only needs an account.
 */
export async function newAccount(page: Page, name: string, password: string): Promise<string> {
  const email = uniqueEmail();
  const request = page.context().request;
  // The origin the browser would send: the context's baseURL, which a spec may set to localhost.
  const origin = new URL((await request.get('/api/health')).url()).origin;
  const languages = await page.evaluate(() => navigator.languages.join(','));
  const headers = { origin, 'accept-language': languages };
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password, callbackURL: '/auth/callback' },
    headers,
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const link = new URL(await mailedConfirmation(email));
  const confirmed = await request.get(`${link.pathname}${link.search}`, { headers, maxRedirects: 0 });
  expect(confirmed.status(), 'the confirmation link signs in and sends on').toBe(302);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return email;
}

/** No API sells a plan without a payment: write the subscription as a paid checkout would. */
export async function putOnPlan(email: string, plan: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const client = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    const updated = await client.query(
      // The account's personal workspace has the account's id (ADR 0026).
      `UPDATE workspaces SET subscription_plan = $1, subscription_expires = now() + interval '30 days'
       WHERE id = (SELECT id FROM users WHERE email = $2)`,
      [plan, email],
    );
    expect(updated.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

/** Creates a TXT record in the tests' DNS server (tests/fakes/dns-server.ts, started by global-setup). */
export async function createTxtRecord(name: string, value: string) {
  const control = process.env.E2E_DNS_CONTROL_URL;
  if (!control) throw new Error('E2E_DNS_CONTROL_URL is not set: run through playwright.config.ts');
  const response = await fetch(`${control}/txt`, { method: 'POST', body: JSON.stringify({ name, value }) });
  expect(response.status).toBe(204);
}
