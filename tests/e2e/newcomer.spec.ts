import type { Cookie, Page } from '@playwright/test';
import { mailedConfirmation } from './accounts';
import { ApiSession } from './api-session';
import { expect, test } from './fixtures';

// What a new user tripped over (issue #16), in the built app where layout is real: short pages fit
// the screen, the palette's Enter after a refined query, /create at the plan's limit, and
// /auth/callback visited without a token.

const password = 'correct horse battery staple';

function uniqueEmail(label: string): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${label}@example.com`;
}

/**
 * One account for the whole file (not the first, so not admin; on the trial plan), signed up and
 * signed in once: sign-ups and sign-ins are rate limited per address (5 a minute), and every spec
 * shares the server. Later tests reuse the browser session's cookies.
 */
let account: { api: ApiSession; cookies: Cookie[] } | undefined;

async function signedIn(page: Page, baseURL: string): Promise<ApiSession> {
  if (account) {
    await page.context().addCookies(account.cookies);
    return account.api;
  }
  const email = uniqueEmail('newcomer');
  const api = new ApiSession(baseURL);
  await api.signUp(email, password, mailedConfirmation);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  account = { api, cookies: await page.context().cookies() };
  return api;
}

for (const width of [360, 1440]) {
  test(`Access Denied fits the screen below the top bar at ${width} px, with nothing to scroll`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signedIn(page, baseURL!);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    const [scrollHeight, innerHeight] = await page.evaluate(() => [
      document.documentElement.scrollHeight,
      window.innerHeight,
    ]);
    expect(scrollHeight).toBe(innerHeight);
  });
}

test('the palette selects the only result of a refined query, and Enter opens it', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!);
  await page.goto('/dashboard');
  // The shell listens for Ctrl+K once it has rendered.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search shortlinks and features' });
  await input.fill('a');
  await expect(page.getByRole('option', { name: /^Dashboard/ })).toHaveAttribute('aria-selected', 'true');
  await input.fill('check');
  const only = page.getByRole('option', { name: /Check Domains/ });
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(only).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check-domains$/);
});

test('/create at the limit states it before a disabled form, once', async ({ page, baseURL }) => {
  const api = await signedIn(page, baseURL!);
  const me = await api.request('GET', '/api/me');
  const max = me.body.entitlements.maxShortlinks as number;
  for (let made = 0; made < max; made++) {
    expect(
      (await api.request('POST', '/api/links', { destination_url: 'https://example.com/' })).status,
    ).toBe(201);
  }
  await page.goto('/create');
  const limit = page.getByRole('region', { name: "You have reached your plan's limit" });
  await expect(limit).toBeVisible();
  await expect(limit.getByRole('link', { name: 'Manage your links' })).toHaveAttribute('href', '/shortlinks');
  await expect(page.getByLabel('Destination URL')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create short link' })).toBeDisabled();
  await expect(page.getByText(/Your plan allows/)).toHaveCount(1);
});

test('/auth/callback without a token says nothing was verified, and stays', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('heading', { name: 'Nothing to verify' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email verified' })).toHaveCount(0);
  await page.waitForTimeout(2_500);
  await expect(page).toHaveURL(/\/auth\/callback$/);
});
