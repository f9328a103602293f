import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';

// Cloaking Rules as a customer uses them: a paid account adds a country rule and a fallback on
// /cloaking, and visits through the redirect follow them by country; a rule reads the same in the
// editor, "Test a visit" and the Destinations breakdown, and a rotator destination on a watched
// domain that is down is paused and says so; a free trial is not offered the page and the API
// refuses its rules. Screens at phone and desktop width go to test-results/screenshots for a
// person to look at.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

// Short links use the server's public URL, which for 127.0.0.1 is localhost: browse there too.
const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const ruleDestination = 'https://example.com/promo-indonesia';
const fallbackDestination = 'https://example.com/everyone-else';

async function createLink(page: Page, baseURL: string, destination: string) {
  const created = await page.request.post('/api/links', {
    data: { destination_url: destination },
    headers: { origin: baseURL },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; link: string };
}

/** Where a visit from `country` is sent (the e2e server trusts its proxy's country header). */
async function visitFrom(page: Page, link: string, country: string, ip: string): Promise<string | undefined> {
  const response = await page.request.get(link, {
    maxRedirects: 0,
    headers: { 'x-forwarded-for': ip, 'cf-ipcountry': country },
  });
  expect(response.status()).toBe(302);
  return response.headers()['location'];
}

test('a paid account adds a country rule on /cloaking and visits follow it by country', async ({
  page,
  baseURL,
}) => {
  const email = await newAccount(page, 'Targeting User', password);
  await putOnPlan(email, 'medium');
  const link = await createLink(page, baseURL!, 'https://example.com/main');
  const shown = link.link.replace(/^https?:\/\//, '');

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloaking Rules' }).click();
  await expect(page).toHaveURL(/\/cloaking$/);
  await expect(page.getByRole('heading', { name: 'No rules yet' })).toBeVisible();
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/cloaking-empty-1440.png`, fullPage: true });

  await page.getByRole('link', { name: `Add rules to ${shown}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cloaking\\?link=${link.id}$`));
  await page.getByRole('button', { name: 'Add a country rule' }).click();
  const rule = page.getByRole('listitem', { name: 'Rule 1' });
  await rule.getByRole('searchbox', { name: /Search countries/ }).fill('indonesia');
  await rule.getByRole('checkbox', { name: /Indonesia/ }).check();
  await rule.getByRole('textbox', { name: 'Destination for Rule 1' }).fill(ruleDestination);
  await page.getByRole('textbox', { name: 'Fallback URL' }).fill(fallbackDestination);
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.screenshot({ path: `${shots}/cloaking-editor-1440.png`, fullPage: true });

  // The server's own evaluate answers the test, before any real visit.
  const tester = page.getByRole('form', { name: 'Test a visit' });
  await tester.getByRole('combobox', { name: 'Country' }).selectOption('ID');
  await tester.getByRole('button', { name: 'Test this visit' }).click();
  await expect(tester.getByTestId('test-destination')).toHaveText(ruleDestination);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/cloaking-editor-360.png`, fullPage: true });

  expect(await visitFrom(page, link.link, 'ID', '198.51.100.21')).toBe(ruleDestination);
  expect(await visitFrom(page, link.link, 'US', '198.51.100.22')).toBe(fallbackDestination);

  await page.goto('/cloaking');
  const row = page.getByRole('list', { name: 'Links with rules' }).getByRole('listitem').first();
  await expect(row).toContainText(shown);
  await expect(row).toContainText('1 rule');
  await expect(row.getByRole('img', { name: 'Indonesia' })).toBeVisible();
  await page.screenshot({ path: `${shots}/cloaking-list-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: `${shots}/cloaking-list-1440.png`, fullPage: true });
});

test('a free trial is not offered Cloaking Rules and the API refuses its rules', async ({
  page,
  baseURL,
}) => {
  await newAccount(page, 'Targeting User', password);
  const link = await createLink(page, baseURL!, 'https://example.com/trial');

  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Recent Links' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cloaking Rules' })).toHaveCount(0);

  const refused = await page.request.put(`/api/links/${link.id}/targeting`, {
    data: {
      rules: [{ condition: { type: 'country', countries: ['ID'] }, destination_url: ruleDestination }],
    },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(403);
  const body = (await refused.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toContain('Country rules');

  // Nothing was stored: the link still sends everyone to its main destination.
  expect(await visitFrom(page, link.link, 'ID', '198.51.100.23')).toBe('https://example.com/trial');
});

test('a rule reads the same in the editor, Test a visit and Destinations; a destination on a down domain is paused (in Indonesian)', async ({
  page,
  baseURL,
}) => {
  const email = await newAccount(page, 'Pengguna Rotator', password);
  await putOnPlan(email, 'vip_max');
  const write = { headers: { origin: baseURL! } };
  expect((await page.request.patch('/api/me', { data: { language: 'id' }, ...write })).status()).toBe(200);

  // A watched domain the tests' DNS does not know: down at its first check.
  const down = `mati-${Date.now()}.toko-e2e.example`;
  const watched = await page.request.post('/api/checks', { data: { hostnames: down }, ...write });
  expect(watched.status()).toBe(201);
  const watchedId = ((await watched.json()) as { added: { id: string }[] }).added[0]!.id;
  expect((await page.request.post(`/api/checks/${watchedId}/run`, write)).status()).toBe(200);

  const link = await createLink(page, baseURL!, 'https://example.com/utama');
  // The device rule stored first, as the API allows: the country rule is still tried first.
  const saved = await page.request.put(`/api/links/${link.id}/targeting`, {
    data: {
      rules: [
        { condition: { type: 'device', devices: ['mobile'] }, destination_url: 'https://example.com/ponsel' },
        { condition: { type: 'country', countries: ['ID'] }, destination_url: ruleDestination },
      ],
      fallback_url: fallbackDestination,
      rotator: [
        { destination_url: `https://${down}/promo`, weight: 50 },
        { destination_url: 'https://example.com/promo-b', weight: 50 },
      ],
    },
    ...write,
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/cloaking?link=${link.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const otherRules = page.getByRole('list', {
    name: 'Aturan lainnya, sesuai urutan pemeriksaan',
  });
  await expect(otherRules.getByRole('listitem', { name: 'Aturan 2' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Aturan negara, sesuai urutan pemeriksaan' }).getByRole('listitem', {
      name: 'Aturan 1',
    }),
  ).toBeVisible();
  const pausedEntry = page.getByRole('listitem', { name: 'Tujuan 1' });
  await expect(pausedEntry.getByTestId('check-pause')).toContainText(
    `Dijeda: ${down} sedang down (diperiksa `,
  );
  await expect(page.getByTestId('fallback-warning')).toContainText(
    'URL cadangan ini saat ini tidak pernah dipakai',
  );

  const tester = page.getByRole('form', { name: 'Uji kunjungan' });
  await tester.getByRole('combobox', { name: 'Negara' }).selectOption('US');
  await tester.getByRole('combobox', { name: 'Perangkat' }).selectOption('mobile');
  await tester.getByRole('button', { name: 'Uji kunjungan ini' }).click();
  await expect(tester.getByTestId('test-destination')).toHaveText('https://example.com/ponsel');
  await expect(tester.getByRole('region', { name: 'Hasil pengujian' })).toContainText(
    'Aturan 2 cocok: perangkat pengunjung adalah mobile.',
  );

  // The whole editor in one window as tall as the page: a full-page capture of a scrolled page
  // draws its sticky bars over the middle of it.
  await mkdir(shots, { recursive: true });
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${shots}/cloaking-rotator-paused-id-${width}.png` });
  }

  // A phone from the United States: rule 2. Its click shows under the same name.
  const phone = await page.request.get(link.link, {
    maxRedirects: 0,
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'x-forwarded-for': '198.51.100.31',
      'cf-ipcountry': 'US',
    },
  });
  expect(phone.headers()['location']).toBe('https://example.com/ponsel');
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/analytics?range=24h&link_id=${link.id}`)).json()) as {
            totals: { clicks: number };
          }
        ).totals.clicks,
      { timeout: 10_000 },
    )
    .toBe(1);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/analytics?link=${link.id}&range=24h`);
  await expect(page.getByRole('group', { name: 'Tujuan' }).getByRole('listitem').first()).toContainText(
    'Aturan 2 (mobile)',
  );
});
