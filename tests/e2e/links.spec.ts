import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { destinationHost } from './destination-host';
import { newAccount } from './accounts';
import { expect, test } from './fixtures';

// Short links as a user makes and a visitor follows them, against the built server: create from
// /create, land on the marked row, follow the short URL to a real page, see the click counted.

// The server's short links use its public URL, which for 127.0.0.1 is localhost; browse there too,
// so the session cookie and the short links share one origin.
const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const password = 'correct horse battery staple';
const destinationHeading = 'You reached the destination';

/** A page the links point at, on its own port, so following a link leaves Ringkas for real; under a
 * name of its own, as a destination on 127.0.0.1 would loop back to Ringkas's machine. */
let destination: { server: Server; origin: string };

test.beforeAll(async () => {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Destination</title><h1>${destinationHeading}</h1>` +
        `<p id="path">${new URL(request.url ?? '/', 'http://x').pathname}</p></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  destination = { server, origin: `http://${destinationHost}:${port}` };
});

test.afterAll(async () => {
  await new Promise((resolve) => destination.server.close(resolve));
});

// Each test registers its own account: a trial account may hold one link.
async function register(page: Page) {
  await newAccount(page, 'Link Maker', password);
}

/** Creates a link from /create and returns the marked row on /shortlinks and its short URL. */
async function createLink(page: Page, options: { path: string; title: string; preview?: boolean }) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a short link' })).toBeVisible();
  await page.getByLabel('Destination URL').fill(`${destination.origin}${options.path}`);
  await page.getByLabel(/Title/).fill(options.title);
  const preview = page.getByRole('switch', { name: 'Show a preview page first' });
  await expect(preview).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Forward query string' })).toBeChecked();
  if (options.preview) await preview.click();
  await page.getByRole('button', { name: 'Create short link' }).click();

  await expect(page).toHaveURL(/\/shortlinks\?highlight=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('highlight');
  const row = page.locator('li[aria-current="true"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(options.title);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row).toBeInViewport();
  const shortUrl = await row.getByRole('link').first().getAttribute('href');
  expect(shortUrl).toMatch(new RegExp(`^${serverUrl.origin}/[A-Za-z0-9]{7}$`));
  return { id: id!, row, shortUrl: shortUrl! };
}

test.describe('short links', () => {
  test('create a link, follow it to the destination, and see the click counted', async ({
    page,
    context,
  }) => {
    await register(page);
    const { row, shortUrl } = await createLink(page, { path: '/landing', title: 'E2E landing' });
    await expect(row.getByTestId('click-count')).toHaveText('0');

    // A visitor in another tab opens the short URL and reaches the destination page.
    const visitor = await context.newPage();
    await visitor.goto(`${shortUrl}?utm_source=e2e`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(destinationHeading);
    expect(visitor.url()).toBe(`${destination.origin}/landing?utm_source=e2e`);
    await visitor.close();

    // Clicks reach the count when the ingest buffer flushes (about every second). Each reload is
    // given 3 s to draw the list: the page first waits for its language's catalogue, and on a
    // loaded machine 1 s was too little for any attempt.
    await expect(async () => {
      await page.reload();
      await expect(page.locator('li[aria-current="true"]').getByTestId('click-count')).toHaveText('1', {
        timeout: 3_000,
      });
    }).toPass({ timeout: 20_000, intervals: [500, 1_000] });
  });

  test('a link with a preview page goes through /safe-redirect, and Continue reaches the destination', async ({
    page,
    context,
  }) => {
    await register(page);
    const { id, row, shortUrl } = await createLink(page, {
      path: '/previewed',
      title: 'Previewed page',
      preview: true,
    });
    await expect(row.getByText('Preview page', { exact: true })).toBeVisible();

    const visitor = await context.newPage();
    await visitor.goto(shortUrl);
    await expect(visitor).toHaveURL(`${serverUrl.origin}/safe-redirect?link=${id}`);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Check where this link goes' }),
    ).toBeVisible();
    await expect(visitor.getByText(`${destination.origin}/previewed`)).toBeVisible();
    await expect(visitor.getByText('Previewed page')).toBeVisible();

    await visitor.getByRole('link', { name: 'Continue' }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(destinationHeading);
    expect(visitor.url()).toBe(`${destination.origin}/previewed`);
    await visitor.close();
  });
});
