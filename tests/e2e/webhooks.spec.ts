import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { mailedConfirmation, putOnPlan } from './accounts';
import { expect, test } from './fixtures';

// Webhooks as a workspace's owner sets them up (issue 43): an endpoint added on /settings/webhooks
// with its secret shown once, a test event sent to the receiver over HTTPS on 127.0.0.1 (global-
// setup.ts: the tests' receiver answers 200 with a line of text), seen delivered in the log with
// the receiver's answer (the log checked by axe), and sent again. Delivery is woken by the event,
// not by the job's minute. E2E_WEBHOOK_SHOTS=1 writes the pages and dialogs at 360 and 1440 px to
// test-results/screenshots (the pages in both languages).

const shots = 'test-results/screenshots';

test('an endpoint added on /settings/webhooks hears a test event, which the log shows and resends', async ({
  page,
  baseURL,
}) => {
  const receiver = process.env.E2E_WEBHOOK_URL;
  if (!receiver) throw new Error('E2E_WEBHOOK_URL is not set: run through playwright.config.ts');
  // axe-core in every page this test opens (the CSP keeps a later injection out).
  await page.context().addInitScript({ content: axe.source });
  const email = await signUp(page, baseURL!);
  await putOnPlan(email, 'vip');

  await page.goto('/settings/webhooks');
  await expect(page.getByRole('heading', { name: 'No endpoints yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add an endpoint' });
  await form.getByLabel('Endpoint URL').fill(receiver);
  await form.getByLabel(/Description/).fill('E2E receiver');
  await form.getByRole('checkbox', { name: 'link.created' }).check();
  if (process.env.E2E_WEBHOOK_SHOTS) await widths(page, 'form');
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  // The secret, this once.
  const shown = page.getByRole('dialog', { name: 'Endpoint added' });
  const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  if (process.env.E2E_WEBHOOK_SHOTS) await widths(page, 'secret');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);

  const endpoint = page.getByRole('listitem', { name: receiver });
  await expect(endpoint).toContainText('Status: On');
  await expect(endpoint).toContainText(`Ends in ${secret.slice(-4)}`);
  await endpoint.getByRole('button', { name: `Send a test event to ${receiver}` }).click();
  await expect(page.getByText('Test event queued', { exact: true })).toBeVisible();

  await endpoint.getByRole('link', { name: `Delivery log of ${receiver}` }).click();
  await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeFocused();
  // The log is read again while the try is on its way: delivered within a few seconds, not a minute.
  const deliveries = page.getByRole('list', { name: 'Deliveries' });
  const first = deliveries.getByRole('listitem', { name: 'webhook.test' });
  await expect(first).toContainText('Outcome: Delivered', { timeout: 10_000 });
  await expect(first).toContainText('HTTP status200');
  await first.getByText('Response').click();
  await expect(first.getByText('Received by the e2e receiver')).toBeVisible();
  // The log with an answer open, through axe (the accessibility pass sees the endpoints' list).
  const audit = await new AxeBuilder({ page, axeSource: ';' })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = audit.violations.filter((found) => ['serious', 'critical'].includes(found.impact ?? ''));
  expect(serious.map((found) => `${found.id}: ${found.nodes.map((node) => node.target).join(' ')}`)).toEqual(
    [],
  );
  if (process.env.E2E_WEBHOOK_SHOTS) await screens(page, 'log');

  await first.getByRole('button', { name: /^Resend webhook\.test of / }).click();
  await expect(page.getByText('Delivery sent again', { exact: true })).toBeVisible();
  await expect(deliveries.getByRole('listitem')).toHaveCount(2);
  const again = deliveries.getByRole('listitem').first();
  await expect(again).toContainText('Outcome: Delivered', { timeout: 10_000 });
  // The same message, sent again: the same webhook-id.
  const ids = await deliveries
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => /msg_[0-9a-f]{32}/.exec(item.textContent ?? '')?.[0]));
  expect(ids[0]).toBeDefined();
  expect(ids[0]).toBe(ids[1]);

  // Filtered by outcome, kept in the address.
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Failed' });
  await expect(page.getByRole('heading', { name: 'No deliveries match these filters' })).toBeVisible();
  await expect(page).toHaveURL(/outcome=failed/);

  if (process.env.E2E_WEBHOOK_SHOTS) {
    await page.getByRole('link', { name: 'All endpoints' }).click();
    await expect(page.getByRole('heading', { name: 'Endpoints' })).toBeFocused();
    await screens(page, 'list');
  }
});

/**
 * A new account, signed in in the page's browser context: registered and confirmed through the API
 * (auth.spec.ts covers the pages), which the context's cookies then carry.
 */
async function signUp(page: Page, origin: string): Promise<string> {
  const email = `${Date.now()}-hooks@example.com`;
  const registered = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: 'correct horse battery staple', name: 'Hook Owner' },
    headers: { origin },
  });
  expect(registered.status()).toBe(200);
  const link = new URL(await mailedConfirmation(email));
  const confirmed = await page.request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
  return email;
}

/** The page as it is (a dialog open) at desktop and phone width, in the language it is in. */
async function widths(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 1000 });
    await page.screenshot({ path: `${shots}/webhooks-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The page as it is, at phone and desktop width, in English and Indonesian. */
async function screens(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  for (const language of ['en', 'id']) {
    const changed = await page.request.patch('/api/me', {
      data: { language },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(changed.status()).toBe(200);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const width of [1440, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 800 : 1000 });
      await page.screenshot({ path: `${shots}/webhooks-${name}-${language}-${width}.png`, fullPage: true });
    }
  }
  await page.request.patch('/api/me', {
    data: { language: 'en' },
    headers: { origin: new URL(page.url()).origin },
  });
  await page.reload();
  await page.setViewportSize({ width: 1280, height: 720 });
}
