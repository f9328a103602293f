import { newAccount } from './accounts';
import { expect, test } from './fixtures';

// Buying a plan as a customer does it, against the fake Midtrans global-setup.ts runs: pick
// medium on /pricing, pay on the Snap page, come back to /payments and find the plan active (and
// Cloaking Rules in the menu); and the same through a manual transfer that the admin approves on
// /admin/payment-gateway.
//
// The server's PUBLIC_URL is http://localhost:<port>, where Snap sends the buyer back: these tests
// browse on that name, so that the session cookie goes along.
test.use({ baseURL: process.env.E2E_BASE_URL!.replace('127.0.0.1', 'localhost') });

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

test('a customer buys medium on the Snap page and finds it active', async ({ page }) => {
  await newAccount(page, 'Snap Buyer', password);
  await expect(page.getByRole('link', { name: 'Cloaking Rules' })).toHaveCount(0);

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing plans', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${shots}/pricing-1440.png`, fullPage: true });
  await page.getByRole('button', { name: 'Choose Medium' }).click();
  const checkout = page.getByRole('dialog', { name: 'Buy Medium' });
  await checkout.getByRole('radio', { name: /Pay online \(Midtrans\)/ }).check();
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();

  // The fake Snap page, as Midtrans's would be.
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/payments\?order=/);
  await expect(page.getByText(/Paid: your plan is active until/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Cloaking Rules' }).first()).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders, newest first' });
  await expect(orders.getByRole('listitem').first()).toContainText('Status: Paid');
  await page.screenshot({ path: `${shots}/payments-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/payments-360.png`, fullPage: true });
});

test('on a phone, the header shows the whole brand, and Choose Medium on the landing page leads through log in to the checkout', async ({
  browser,
  baseURL,
}) => {
  // An account made first, in a browser of its own; the visitor's browser is signed out.
  const registering = await browser.newPage({ baseURL });
  const email = await newAccount(registering, 'Landing Buyer', password);
  await registering.context().close();

  const page = await browser.newPage({ baseURL, viewport: { width: 360, height: 800 } });
  const wholeBrand = async () => {
    const name = page.getByRole('banner').getByText('Ringkas', { exact: true });
    await expect(name).toBeVisible();
    return name.evaluate((element) => element.scrollWidth <= element.clientWidth);
  };
  await page.goto('/');
  expect(await wholeBrand()).toBe(true);
  await page.getByRole('banner').screenshot({ path: `${shots}/landing-header-360.png` });

  // One click: on to log in, the checkout remembered.
  await page.getByRole('link', { name: 'Choose Medium' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%3Fcheckout%3Dmedium$/);
  expect(await wholeBrand()).toBe(true);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'Buy Medium' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText(/Your free trial still has 7 days/)).toBeVisible();
  await page.screenshot({ path: `${shots}/checkout-360.png` });
  await page.context().close();
});

test('a manual transfer approved by the admin starts the plan', async ({ page, browser, baseURL }) => {
  const email = await newAccount(page, 'Transfer Buyer', password);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Medium' }).click();
  const checkout = page.getByRole('dialog', { name: 'Buy Medium' });
  await checkout.getByRole('radio', { name: /Bank transfer/ }).check();
  await checkout.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/payments\?order=/);
  await expect(page.getByText('How to pay by bank transfer')).toBeVisible();
  await expect(page.getByText('8880 123 456')).toBeVisible();
  await page.getByLabel('Bank you paid from').fill('Mandiri');
  await page.getByLabel('Name on that account').fill('Transfer Buyer');
  await page.getByLabel('When you made the transfer').fill('2026-01-15T10:30');
  await page.getByRole('button', { name: 'Send transfer details' }).click();
  await expect(page.getByText(/An admin checks the transfer and approves the order/)).toBeVisible();

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login');
  await adminPage.getByLabel('Email', { exact: true }).fill(process.env.E2E_ADMIN_EMAIL!);
  await adminPage.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await adminPage.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto('/admin/payment-gateway');
  await adminPage.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(adminPage.getByText('Transfer reported: awaiting your approval.')).toBeVisible();
  await adminPage.getByRole('button', { name: /^Approve RKS-/ }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(adminPage.getByText(/approved: it is paid and the buyer's plan has started/)).toBeVisible();
  await adminPage.screenshot({ path: `${shots}/admin-payment-gateway-1440.png`, fullPage: true });
  await adminContext.close();

  await page.reload();
  await expect(page.getByText(/Paid: your plan is active until/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cloaking Rules' }).first()).toBeVisible();
});
