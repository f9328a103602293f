import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect } from './fixtures';

// What the browser tests set up: a new account through the register page, states no API sets,
// and records in the DNS server they control.

/** Registers a new account through /register and lands on the dashboard; answers its email. */
export async function registerInBrowser(page: Page, name: string, password: string): Promise<string> {
  const email = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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
      `UPDATE users SET subscription_plan = $1, subscription_expires = now() + interval '30 days' WHERE email = $2`,
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
