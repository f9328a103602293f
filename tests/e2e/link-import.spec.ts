import { mkdir, readFile } from 'node:fs/promises';
import { putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';

// Importing links from a CSV on /shortlinks as a customer does it: pick the file, read the preview
// (the rows to be created and the one refused), confirm, watch the bar reach 100 % and the links
// appear in the list; then export every link as CSV. Screens of the dialog at phone and desktop
// width go to test-results/screenshots for a person to look at.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

// Short links use the server's public URL, which for 127.0.0.1 is localhost: browse there too, so
// the session cookie goes with the CSV downloads.
const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const suffix = Math.random().toString(36).slice(2, 8);
const csv = [
  'destination,alias,title,expiry',
  `https://shop.example/spring,spring-${suffix},Spring sale ${suffix},2031-12-31`,
  `https://shop.example/about,,About us ${suffix},`,
  `https://shop.example/contact,contact-${suffix},Contact ${suffix},`,
  'not a url,,Broken row,',
].join('\n');

test('import a CSV on /shortlinks: preview, confirm, progress to 100 %, the links listed; export them', async ({
  page,
}) => {
  const email = await newAccount(page, 'Import User', password);
  await putOnPlan(email, 'vip');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/shortlinks');

  await mkdir(shots, { recursive: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await page.screenshot({ path: `${shots}/link-import-page-360.png` });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import links from CSV' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${shots}/link-import-pick-360.png` });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: `${shots}/link-import-pick-1440.png` });
  await dialog.getByLabel('Choose a CSV file or drop it here').setInputFiles({
    name: 'links.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  // The preview: three rows ready, one refused with its row and column; nothing created yet.
  await expect(dialog.getByText('From links.csv.')).toBeVisible();
  const sample = dialog.getByRole('table', { name: 'The first 3 rows, as they will be created' });
  await expect(sample.getByRole('row')).toHaveCount(4);
  await expect(sample).toContainText(`localhost/spring-${suffix}`);
  await expect(sample).toContainText('localhost/(new code)');
  const problems = dialog.getByRole('table', { name: '1 row will not be created' });
  await expect(problems.getByRole('row').nth(1)).toContainText('5destination');

  await page.screenshot({ path: `${shots}/link-import-preview-1440.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await page.screenshot({ path: `${shots}/link-import-preview-360.png` });
  await page.setViewportSize({ width: 1440, height: 1000 });

  await dialog.getByRole('button', { name: 'Import 3 links' }).click();
  await expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
  await expect(dialog.getByText('3 links created.')).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: '1 row not created' }).getByRole('row').nth(1),
  ).toContainText('5destination');
  await page.screenshot({ path: `${shots}/link-import-done-1440.png` });

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Short links' });
  for (const title of [`Spring sale ${suffix}`, `About us ${suffix}`, `Contact ${suffix}`])
    await expect(list.getByText(title)).toBeVisible();

  // Export: a download of every link, the three imported among them.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ringkas-links-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path())!, 'utf8');
  const lines = exported.trim().split('\r\n');
  expect(lines[0]).toBe('code,short_url,destination,title,domain,created,expiry,active,clicks,tags,folder');
  expect(lines).toHaveLength(4);
  expect(exported).toContain(
    `spring-${suffix},${serverUrl.origin}/spring-${suffix},https://shop.example/spring`,
  );
  expect(exported).toContain(`Contact ${suffix}`);
});
