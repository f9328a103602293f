import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newAccount } from './accounts';
import { expect, test } from './fixtures';

// Visits through the redirect reach /analytics and /dashboard: the chart's table, the country and
// device breakdowns and the CSV download all show the same numbers. Screenshots of both pages at
// phone and desktop width are written to test-results/screenshots for a person to look at.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

// Short links use the server's public URL, which for 127.0.0.1 is localhost: browse there too.
const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const visitors = [
  // The e2e server trusts its proxy headers, so the country comes from cf-ipcountry.
  ...Array.from({ length: 3 }, (_, index) => ({
    ip: `198.51.100.${index + 1}`,
    country: 'ID',
    agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  })),
  ...Array.from({ length: 2 }, (_, index) => ({
    ip: `198.51.100.${index + 10}`,
    country: 'US',
    agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  })),
  // A crawler is redirected too, but left out of the numbers.
  {
    ip: '198.51.100.50',
    country: 'US',
    agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  },
];

function breakdown(page: Page, title: string) {
  return page.getByRole('group', { name: title }).getByRole('listitem');
}

test('visits through the redirect show on /analytics, in the CSV and on /dashboard', async ({
  page,
  baseURL,
}) => {
  await newAccount(page, 'Analyst', password);
  const created = await page.request.post('/api/links', {
    data: { destination_url: 'https://example.com/landing', title: 'Launch post' },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { id: string; link: string };

  for (const visitor of visitors) {
    const response = await page.request.get(link.link, {
      maxRedirects: 0,
      headers: {
        'user-agent': visitor.agent,
        'x-forwarded-for': visitor.ip,
        'cf-ipcountry': visitor.country,
      },
    });
    expect(response.status()).toBe(302);
  }
  // Visits are written about once a second: wait for the report to have them.
  await expect
    .poll(async () => (await (await page.request.get('/api/analytics?range=24h')).json()).totals.clicks, {
      timeout: 10_000,
    })
    .toBe(5);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/analytics?range=24h');
  await expect(page.getByRole('group', { name: 'Clicks', exact: true })).toContainText('5');
  await expect(breakdown(page, 'Countries')).toHaveText([/Indonesia\s*3/, /United States\s*2/]);
  await expect(breakdown(page, 'Devices')).toHaveText([/Mobile\s*3/, /Desktop\s*2/]);
  await page.getByRole('button', { name: 'Show as table' }).click();
  // The chart's table: time, clicks, visitors per hour; the clicks column adds up to the visits.
  const clicksColumn = await page
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => Number(row.children[1]?.textContent ?? 0)));
  expect(clicksColumn).toHaveLength(24);
  expect(clicksColumn.reduce((sum, value) => sum + value, 0)).toBe(5);

  await mkdir(shots, { recursive: true });
  await page.getByRole('button', { name: 'Hide table' }).click();
  await page.screenshot({ path: `${shots}/analytics-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/analytics-360.png`, fullPage: true });

  const csv = await page.request.get('/api/analytics/export.csv?range=24h&part=countries');
  expect(csv.headers()['content-disposition']).toContain('attachment');
  expect((await csv.text()).trim().split('\r\n')).toEqual(['value,clicks', 'ID,3', 'US,2']);
  const devices = await page.request.get('/api/analytics/export.csv?range=24h&part=devices');
  expect((await devices.text()).trim().split('\r\n')).toEqual(['value,clicks', 'mobile,3', 'desktop,2']);

  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Total clicks' })).toContainText('5');
  await expect(page.getByRole('link', { name: /Launch post/ }).first()).toHaveAttribute(
    'href',
    `/shortlinks?highlight=${link.id}`,
  );
  await page.screenshot({ path: `${shots}/dashboard-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: `${shots}/dashboard-1440.png`, fullPage: true });
});
