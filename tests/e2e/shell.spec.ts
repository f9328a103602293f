import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { mailedConfirmation, newAccount } from './accounts';
import { ApiSession } from './api-session';
import { expect, test } from './fixtures';

// The signed-in shell as a person uses it: the guard's round trip through /login, the palette,
// admin pages refused, the menu at phone width, logout, and a live notification.

const password = 'correct horse battery staple';
// Screens for a person to look at; the directory is created by analytics.spec or here.
const shots = 'test-results/screenshots';
test.beforeAll(async () => {
  await mkdir(shots, { recursive: true });
});

function uniqueEmail(label: string): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${label}@example.com`;
}

async function register(page: Page): Promise<string> {
  return newAccount(page, 'Shell User', password);
}

test('a visitor opening /analytics signs in and comes back to /analytics', async ({ page, baseURL }) => {
  const email = uniqueEmail('guard');
  await new ApiSession(baseURL!).signUp(email, password, mailedConfirmation);

  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fanalytics$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
});

test('Ctrl+K opens the palette, Escape closes it, and choosing a page goes there', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await register(page);
  // The shell is up (its shortcut listens once it is).
  await expect(page.getByRole('button', { name: 'Search shortlinks and features' })).toBeVisible();
  await page.screenshot({ path: `${shots}/shell-1440.png` });
  await page.keyboard.press('Control+k');
  const input = page.getByPlaceholder('Search shortlinks and features...');
  await expect(input).toBeFocused();
  await expect(page.getByText('Search your shortlinks and features')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();

  await page.getByRole('button', { name: 'Search shortlinks and features' }).click();
  await input.fill('domains');
  await expect(page.getByText('Features & Pages')).toBeVisible();
  await page.screenshot({ path: `${shots}/palette-1440.png` });
  await page.getByRole('option', { name: /Check Domains/ }).click();
  await expect(page).toHaveURL(/\/check-domains$/);
  await expect(input).toBeHidden();
});

test('the dashboard draws from the first part of the catalogue; the rest comes after it, before the next page', async ({
  page,
}) => {
  // The chunks of the whole English catalogue (ADR 0042) and of the dashboard, as the build's
  // manifest names them.
  const manifest = JSON.parse(readFileSync('dist/web-manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const whole = `/${manifest['locales/en.ts']?.file}`;
  const dashboard = `/${manifest['app/routes/dashboard.tsx']?.file}`;
  expect(whole).toMatch(/\.js$/);
  expect(dashboard).toMatch(/\.js$/);
  await register(page);

  // A new tab, signed in, on its first load of /dashboard, with the whole catalogue held on the
  // network: the page must draw without it. (Watching for its request instead raced the browser's
  // idle callback, which may ask for it before a test sees the heading.)
  const tab = await page.context().newPage();
  const events: string[] = [];
  tab.on('requestfinished', (request) => events.push(`finished ${new URL(request.url()).pathname}`));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(`**${whole}`, async (route) => {
    events.push(`asked ${whole}`);
    await released;
    await route.continue();
  });
  await tab.goto('/dashboard');
  await expect(tab.getByRole('heading', { level: 1, name: /^Welcome, Shell User/ })).toBeVisible();
  // No key in place of a text anywhere on the first screen.
  expect(await tab.locator('body').innerText()).not.toMatch(
    /\b(shell|analytics|workspaces|common|billing)\.[a-z]\w*\.\w/,
  );
  // Asked for once the browser is idle, after the first page's code has arrived, not beside it.
  await expect.poll(() => events.includes(`asked ${whole}`), { timeout: 5_000 }).toBe(true);
  expect(events.indexOf(`finished ${dashboard}`)).toBeGreaterThanOrEqual(0);
  expect(events.indexOf(`finished ${dashboard}`)).toBeLessThan(events.indexOf(`asked ${whole}`));
  release();
  await expect.poll(() => events.includes(`finished ${whole}`), { timeout: 5_000 }).toBe(true);

  await tab.getByRole('link', { name: 'Recent Links' }).first().click();
  await expect(tab).toHaveURL(/\/shortlinks$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Your links' })).toBeVisible();
  expect(await tab.locator('main').innerText()).not.toMatch(/\b(links|common|tags)\.[a-z]\w*\.\w/);
});

/** A new tab on /dashboard in which the shell's deferred parts (ADR 0043) arrive only on release. */
async function dashboardWithHeldMenus(page: Page): Promise<{ tab: Page; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const tab = await page.context().newPage();
  await tab.route(
    /\/assets\/(user-menu-dropdown|workspace-switcher-menu|mobile-nav-dialog|toaster)-[\w-]+\.js$/,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await tab.goto('/dashboard');
  await expect(tab.getByRole('heading', { level: 1, name: /^Welcome, Shell User/ })).toBeVisible();
  return { tab, release };
}

test('the user menu and the phone menu open when pressed before their code has arrived', async ({ page }) => {
  await register(page);

  const held = await dashboardWithHeldMenus(page);
  const trigger = held.tab.getByRole('button', { name: 'Shell User', exact: true });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(held.tab.getByRole('menu')).toHaveCount(0);
  held.release();
  await expect(held.tab.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await held.tab.keyboard.press('Escape');
  await expect(held.tab.getByRole('menu')).toHaveCount(0);
  await expect(held.tab.getByRole('button', { name: 'Shell User', exact: true })).toBeFocused();
  await held.tab.close();

  await page.setViewportSize({ width: 360, height: 740 });
  const phone = await dashboardWithHeldMenus(page);
  await phone.tab.setViewportSize({ width: 360, height: 740 });
  const toggle = phone.tab.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(phone.tab.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  phone.release();
  const panel = phone.tab.getByRole('dialog', { name: 'Menu' });
  await expect(panel.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
  await phone.tab.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(phone.tab.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('a non-admin on /admin/users sees Access Denied', async ({ page }) => {
  await register(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.screenshot({ path: `${shots}/access-denied-1440.png` });
  await expect(page.getByText("You don't have admin permissions to access User Management.")).toBeVisible();
  await page.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('at 360 px the sidebar hides behind a toggle with an overlay', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await register(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.screenshot({ path: `${shots}/shell-360.png` });
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav).toBeVisible();
  await page.screenshot({ path: `${shots}/shell-360-menu.png` });
  await nav.getByRole('link', { name: 'Recent Links' }).click();
  await expect(page).toHaveURL(/\/shortlinks$/);
  await expect(nav).toBeHidden();
});

test('logout shows the toast and goes to /login', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Logged out successfully'),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a notification created on the server shows on the bell without a reload', async ({ page, baseURL }) => {
  await register(page);
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const admin = new ApiSession(baseURL!);
  await admin.signIn(process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  // The user's own id, read with the page's session.
  const userId = ((await (await page.request.get('/api/me')).json()) as { profile: { id: string } }).profile
    .id;
  for (const title of ['Domain example.com is down', 'Payment received']) {
    const sent = await admin.request('POST', '/api/admin/notifications', {
      user_id: userId,
      title,
      link: '/dashboard',
    });
    expect(sent.status).toBe(201);
  }

  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Domain example.com is down')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});
