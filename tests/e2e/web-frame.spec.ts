import { expect, test } from './fixtures';

// The web app frame as a visitor sees it, against the built server.

test.describe('web app frame', () => {
  test('serves the landing page with the brand title and no CSP violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Ringkas - Short links, clear analytics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Short links that work for your business',
    );
    await expect(page.getByRole('link', { name: /register|get started|sign up/i }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('draws the landing page from its own bundle, without the app’s code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/landing-[^/]*\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(index|vendor)-/.test(path))).toEqual([]);
    // The page had its data written in: it asks the API for nothing.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked).toEqual([]);

    // A link into the app is a full page load of the app's document.
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/index-[^/]*\.js$/.test(path))).toBe(true);
  });

  test('shows the not-found page for an unknown path, answered with 404', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expect(page).toHaveTitle(/Ringkas/);
  });

  test('serves each public route of the spec', async ({ page }) => {
    for (const path of ['/pricing', '/login', '/register', '/auth/callback', '/safe-redirect']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('shows the error boundary with Reload Page when a page fails to load', async ({ page }) => {
    await page.route(/\/assets\/login-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByText('Something went wrong')).toBeVisible();
    await expect(page.getByText('An unexpected error occurred.')).toBeVisible();
    const reload = page.getByRole('button', { name: 'Reload Page' });
    await expect(reload).toBeVisible();

    await page.unroute(/\/assets\/login-[^/]*\.js$/);
    await reload.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  });

  test('fits a 360 px wide screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('takes the document title from the server brand settings', async ({ page }) => {
    await page.route('**/api/brand', async (route) => {
      const response = await route.fetch();
      const brand = await response.json();
      await route.fulfill({ response, json: { ...brand, brand_name: 'Acme', brand_description: '' } });
    });
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Acme');
  });
});
