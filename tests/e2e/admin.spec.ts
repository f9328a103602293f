import type { Browser, Page } from '@playwright/test';
import { newAccount } from './accounts';
import { ApiSession } from './api-session';
import { expect, test } from './fixtures';

// The admin area as an admin uses it: the brand (name, accent colour, landing features) changes
// the landing page, the page title and the sidebar; a plan given on /admin/users makes Cloaking
// Rules appear for that user; a disabled account cannot sign in.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(process.env.E2E_ADMIN_EMAIL!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('the brand the admin sets shows on the landing page, in the title and the sidebar', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!);
  try {
    await admin.goto('/admin/domain-brand');
    const form = admin.getByRole('form', { name: 'Brand settings' });
    await form.getByLabel('Brand name', { exact: true }).fill('Toko Singkat');
    await form.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#b91c1c');
    await form
      .getByLabel('Features (HTML)')
      .fill('<h2>Tautan cepat</h2><p>Untuk <b>toko online</b>.</p><script>alert(1)</script>');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByText('Settings saved.')).toBeVisible();
    await admin.screenshot({ path: `${shots}/admin-domain-brand-1440.png`, fullPage: true });
    await expect(admin.getByRole('link', { name: 'Toko Singkat dashboard' })).toBeVisible();
    await expect(admin).toHaveTitle(/Toko Singkat/);
    // A reload asks for the brand again (no-cache, 304 while unchanged): the admin's own tab does not
    // go back to the brand it read before the save.
    await admin.reload();
    await expect(admin.getByRole('link', { name: 'Toko Singkat dashboard' })).toBeVisible();
    await expect(admin).toHaveTitle(/Toko Singkat/);

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { name: 'Tautan cepat' })).toBeVisible();
    await expect(visitor.getByText('toko online')).toBeVisible();
    await expect(visitor).toHaveTitle(/Toko Singkat/);
    const primary = await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
    );
    expect(primary).not.toBe('');
    await visitor.screenshot({ path: `${shots}/landing-1440.png`, fullPage: true });
    await visitor.context().close();
  } finally {
    // The other tests share this server: give the brand back.
    const api = new ApiSession(baseURL!.replace('localhost', '127.0.0.1'));
    await api.signIn(process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
    const restored = await api.request('PUT', '/api/admin/brand', {
      brand_name: 'Ringkas',
      brand_accent_color: '#2563eb',
      landing_page_features: '',
    });
    expect(restored.status).toBe(200);
    await admin.context().close();
  }
});

test('a plan given on /admin/users brings Cloaking Rules; a disabled account cannot sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  // A registration confirmed from the mailbox, then two browsers: past 30 s on a busy machine.
  test.setTimeout(45_000);
  const email = await newAccount(page, 'Managed User', password);
  await expect(page.getByRole('link', { name: 'Cloaking Rules' })).toHaveCount(0);

  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email);
  await admin.getByRole('link', { name: email }).click();
  await admin.getByRole('button', { name: 'Set plan' }).click();
  const dialog = admin.getByRole('dialog', { name: `Set the plan of ${email}` });
  await dialog.getByLabel('Plan').selectOption('vip');
  await dialog.getByLabel('Ends').fill('2031-01-01T12:00');
  await dialog.getByRole('button', { name: 'Set plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('vip').first()).toBeVisible();
  await admin.screenshot({ path: `${shots}/admin-users-1440.png`, fullPage: true });

  await page.reload();
  await expect(page.getByRole('link', { name: 'Cloaking Rules' }).first()).toBeVisible();

  await admin.getByRole('button', { name: 'Disable account' }).click();
  const confirm = admin.getByRole('dialog', { name: `Disable ${email}?` });
  await confirm.getByLabel(/Reason/).fill('Reported for spam.');
  await confirm.getByRole('button', { name: 'Disable account' }).click();
  await expect(admin.getByText('Disabled since', { exact: false })).toBeVisible();
  await admin.context().close();

  // Their session has ended; signing in again is refused with the reason why.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/This account is disabled/)).toBeVisible();
});
