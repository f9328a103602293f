import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { destinationHost } from './destination-host';
import { putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';

// A password-protected link as its owner sets it and a visitor meets it (issue 42): the owner types
// a password on /create; a visitor in a browser of their own gets the branded password page, a
// wrong password is refused on the page, the right one lands on the destination, and the visit is
// counted. Screens at phone and desktop width go to test-results/screenshots.

const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const password = 'correct horse battery staple';
const linkPassword = 'sesame-2026';
const destinationHeading = 'You reached the protected page';
const shots = 'test-results/screenshots';

let destination: { server: Server; origin: string };
test.beforeAll(async () => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Destination</title><h1>${destinationHeading}</h1></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  destination = { server, origin: `http://${destinationHost}:${(server.address() as AddressInfo).port}` };
});
test.afterAll(async () => {
  await new Promise((resolve) => destination.server.close(resolve));
});

test('a protected link asks for the password and lands after it', async ({ page, browser }) => {
  const email = await newAccount(page, 'Link Protector', password);
  await putOnPlan(email, 'vip');
  await page.goto('/create');
  await page.getByLabel('Destination URL').fill(`${destination.origin}/members`);
  await page.getByLabel(/^Password/).fill(linkPassword);
  await page.getByRole('button', { name: 'Create short link' }).click();
  await expect(page).toHaveURL(/\/shortlinks\?highlight=/);
  const row = page.locator('li[aria-current="true"]');
  await expect(row.getByText('Password', { exact: true })).toBeVisible();
  const shortUrl = (await row.getByRole('link').first().getAttribute('href'))!;

  // A visitor: a browser of their own, no session.
  const visitorContext = await browser.newContext({ locale: 'en-US' });
  const visitor = await visitorContext.newPage();
  await visitor.setViewportSize({ width: 360, height: 800 });
  const asked = await visitor.goto(shortUrl);
  expect(asked?.status()).toBe(401);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This link is protected' })).toBeVisible();
  expect(await visitor.content()).not.toContain(destinationHost);
  await mkdir(shots, { recursive: true });
  await visitor.screenshot({ path: `${shots}/link-password-360.png`, fullPage: true });

  await visitor.getByLabel('Password').fill('not the one');
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('That password is not right. Try again.');
  await expect(visitor.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await visitor.setViewportSize({ width: 1440, height: 900 });
  await visitor.screenshot({ path: `${shots}/link-password-wrong-1440.png`, fullPage: true });

  await visitor.getByLabel('Password').fill(linkPassword);
  await visitor.getByLabel('Password').press('Enter');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(destinationHeading);
  expect(visitor.url()).toBe(`${destination.origin}/members`);

  // The cookie opens it again without asking, for this visitor only.
  await visitor.goto(shortUrl);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(destinationHeading);
  await visitorContext.close();

  // Two visits after the password: two clicks, none for the page that asked.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('li[aria-current="true"]').getByTestId('click-count')).toHaveText('2', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000, intervals: [500, 1_000] });
});
