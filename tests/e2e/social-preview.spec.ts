import { mkdir } from 'node:fs/promises';
import { putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';

// A social preview as its owner writes it and a crawler reads it (issue 42): the owner turns the
// preview on on /create and sees the card a share would show; Facebook's crawler then gets the
// Open Graph page, a person the 302. Screens at phone and desktop width go to
// test-results/screenshots.

const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const shots = 'test-results/screenshots';
const facebook = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

test('a crawler user agent gets the Open Graph page, a person the redirect', async ({ page }) => {
  const email = await newAccount(page, 'Preview Writer', 'correct horse battery staple');
  await putOnPlan(email, 'vip');
  await page.goto('/create');
  // Every part written by the owner: nothing is read from the destination (no request leaves).
  await page.getByLabel('Destination URL').fill('https://example.com/ramadan');
  await page.getByRole('switch', { name: 'Custom social preview' }).click();
  await page.getByLabel(/Preview title/).fill('Ramadan sale: up to 70% off');
  await page.getByLabel(/Preview description/).fill('This week only, in every store.');
  await page.getByLabel(/Preview image URL/).fill('https://cdn.example.com/ramadan.jpg');
  const card = page.getByRole('figure', { name: 'Share preview' });
  await expect(card).toContainText('Ramadan sale: up to 70% off');
  await mkdir(shots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/social-preview-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/social-preview-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create short link' }).click();
  await expect(page).toHaveURL(/\/shortlinks\?highlight=/);
  const shortUrl = (await page
    .locator('li[aria-current="true"]')
    .getByRole('link')
    .first()
    .getAttribute('href'))!;

  const crawler = await page.request.get(shortUrl, { headers: { 'user-agent': facebook }, maxRedirects: 0 });
  expect(crawler.status()).toBe(200);
  const html = await crawler.text();
  expect(html).toContain('<meta property="og:title" content="Ramadan sale: up to 70% off">');
  expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/ramadan.jpg">');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

  const person = await page.request.get(shortUrl, { maxRedirects: 0 });
  expect(person.status()).toBe(302);
  expect(person.headers()['location']).toBe('https://example.com/ramadan');
});
