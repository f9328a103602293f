import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { telegramControl } from '../fakes/telegram-api';
import { newAccount } from './accounts';
import { ApiSession } from './api-session';
import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';

// English and Indonesian in the browser: a signed-in user switches in the user menu, and the shell,
// a page, the server's own validation error and a toast read in Indonesian, after a reload too
// (the choice is saved to the account, not only to this browser); a signed-out visitor whose
// browser prefers Indonesian gets the landing page and the login page in Indonesian.
//
// The Indonesian words are read from the catalogues, so the test follows the translators' wording.

type Tree = { [key: string]: Tree | string };

function catalogue(file: string): (key: string) => string {
  const tree = JSON.parse(readFileSync(`src/web/locales/${file}`, 'utf8')) as Tree;
  return (key) => {
    const text = key
      .split('.')
      .reduce<Tree | string | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof text !== 'string') throw new Error(`${file} has no text at ${key}`);
    return text;
  };
}

const idBase = catalogue('id.json');
const idAuth = catalogue('id/auth.json');
const idLinks = catalogue('id/links.json');
/** A key of the assembled catalogue (locales/id.ts), from the file that holds its namespace. */
function id(key: string): string {
  if (key.startsWith('auth.')) return idAuth(key.slice('auth.'.length));
  if (key.startsWith('links.')) return idLinks(key.slice('links.'.length));
  return idBase(key);
}
const idShell = catalogue('id/shell.json');
const idToast = catalogue('id/toast.json');
const idTelegram = catalogue('id/telegram.json');

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

test.beforeAll(async () => {
  await mkdir(shots, { recursive: true });
});

/** Chooses Indonesian in the user menu, which saves it to the account; <html lang> follows. */
async function switchToIndonesian(page: Page) {
  const menu = await openUserMenu(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH',
  );
  await menu.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
}

async function openUserMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Ayu Lestari', exact: true }).click();
  return page.getByRole('menu');
}

test.describe('a signed-in user', () => {
  test.use({ locale: 'en-US' });

  test('switches to Indonesian in the user menu, and it holds after a reload', async ({ page }) => {
    await newAccount(page, 'Ayu Lestari', password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await switchToIndonesian(page);

    // The shell: <html lang>, the sidebar, the top bar's menu.
    const nav = page.getByRole('navigation', { name: idShell('nav.label') });
    await expect(nav.getByRole('link', { name: idShell('nav.items.dashboard') })).toBeVisible();
    const reopened = await openUserMenu(page);
    await expect(
      reopened.getByRole('menuitem', { name: idShell('userMenu.settings'), exact: true }),
    ).toBeVisible();
    await expect(reopened.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.screenshot({ path: `${shots}/user-menu-language-id.png` });
    await page.keyboard.press('Escape');

    // A page.
    await nav.getByRole('link', { name: idShell('nav.items.create') }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: id('links.create.title') })).toBeVisible();

    // The server's own validation error: a destination leading back to this server is refused by
    // the server only (the browser cannot know our hosts), in the account's language.
    await page.getByLabel(id('links.form.destination')).fill('http://localhost/back-here');
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/api/links') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: id('links.create.submit') }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(/^Tujuan harus mengarah ke tempat lain: localhost/)).toBeVisible();

    // A reload, with this browser's memory cleared: the account's setting brings Indonesian back.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: id('links.create.title') })).toBeVisible();

    // A toast: signing out says so in Indonesian, and the login page stays Indonesian.
    await page.getByRole('button', { name: idShell('logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('region', { name: new RegExp(idToast('label')) }).getByText(id('auth.login.signedOut')),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: id('auth.login.title') })).toBeVisible();
  });

  for (const width of [360, 1440]) {
    test(`sees the language choice in the user menu at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await newAccount(page, 'Ayu Lestari', password);
      const menu = await openUserMenu(page);
      // The language's own group (the theme's choices follow it in the same menu).
      const choices = menu.getByRole('group', { name: 'Language' }).getByRole('menuitemradio');
      await expect(choices).toHaveText(['English', 'Bahasa Indonesia']);
      // The whole menu fits the screen.
      const box = await menu.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${shots}/user-menu-language-${width}.png` });
    });
  }
});

test.describe('an account set to Indonesian, in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('gets its Telegram messages and its email in Indonesian', async ({ page }) => {
    // The bot, as the admin sets it up on /admin/bot-api (telegram.spec.ts does it on the page).
    const token = process.env.E2E_TELEGRAM_TOKEN!;
    const admin = new ApiSession(process.env.E2E_BASE_URL!);
    await admin.signIn(process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
    expect((await admin.request('PUT', '/api/admin/telegram', { token })).status).toBe(200);
    // The bot names the brand (admin.spec.ts may have renamed it).
    const brandSettings = (await admin.request('GET', '/api/brand')).body as {
      brand_name: string;
      app_name: string;
    };
    const brand = brandSettings.brand_name || brandSettings.app_name;

    const email = await newAccount(page, 'Ayu Lestari', password);
    await switchToIndonesian(page);

    // Telegram: the user's Telegram app is in English; the account's language decides.
    const control = telegramControl(process.env.E2E_TELEGRAM_URL!);
    const chat = { id: 880_025, type: 'private' as const, first_name: 'Ayu' };
    const from = { id: 880_025, is_bot: false, first_name: 'Ayu', language_code: 'en' };
    await page.goto('/bot-settings');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: idTelegram('connect.button') }).click();
    await (await popup).close();
    const deepLink = page.getByRole('link', { name: /^https:\/\/t\.me\/ringkas_e2e_bot\?start=/ });
    const startToken = new URL((await deepLink.getAttribute('href'))!).searchParams.get('start')!;
    await control.userSends(token, { chat, from, text: `/start ${startToken}` });
    await expect(page.getByText(idTelegram('private.justConnected'))).toBeVisible({ timeout: 20_000 });
    expect((await control.sent(String(chat.id))).at(-1)?.text).toBe(
      `Terhubung. Notifikasi ${brand} yang Anda pilih di Notifikasi Bot akan dikirim ke obrolan ini.`,
    );
    await page.getByRole('button', { name: idTelegram('test.button') }).click();
    await expect
      .poll(async () => (await control.sent(String(chat.id))).at(-1)?.text)
      .toBe(`Pesan uji dari ${brand}: obrolan ini menerima notifikasi Anda.`);

    // Email: a password reset asked for from the login page, signed out.
    await page.getByRole('button', { name: idShell('logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/forgot-password');
    await page.getByLabel(id('auth.fields.email')).fill(email);
    await page.getByRole('button', { name: id('auth.forgot.submit') }).click();
    const mail = await waitForMail(email, /^Atur ulang kata sandi /);
    expect(mail.subject).toMatch(/^Atur ulang kata sandi .+ Anda$/);
    expect(mail.text).toMatch(/^Ada permintaan untuk mengatur ulang kata sandi akun /);
    expect(mail.text).toContain('/api/auth/reset-password/');

    // telegram.spec.ts sets the bot up from the start.
    expect((await admin.request('DELETE', '/api/admin/telegram')).status).toBe(200);
  });
});

test.describe('a signed-out visitor whose browser prefers Indonesian', () => {
  test.use({ locale: 'id-ID' });

  test('gets the landing page and the login page in Indonesian', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: id('common.logIn'), exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: id('common.signUp') })).toBeVisible();
    await expect(header.getByRole('combobox')).toHaveValue('id');
    await page.screenshot({ path: `${shots}/landing-language-360.png` });

    await header.getByRole('link', { name: id('common.logIn'), exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: id('auth.login.title') })).toBeVisible();
    await expect(page.getByLabel(id('auth.fields.password'), { exact: true })).toBeVisible();

    // The switcher in the public header turns it to English, and the choice holds on the next page.
    await page.getByRole('banner').getByRole('combobox').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
