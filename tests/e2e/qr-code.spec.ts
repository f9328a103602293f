import { mkdir, readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { newAccount } from './accounts';
import { expect, test } from './fixtures';

// A branded QR code from the owner's side to a scan (issue 42): the owner gives the code a colour
// and an uploaded logo, saves the design, downloads the PNG; a QR library reads the file back to
// the short link with its scan marker, whose visit lands on the destination without the marker
// and counts as a scan on the link. Screens at phone and desktop width go to
// test-results/screenshots.

const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const shots = 'test-results/screenshots';

/** What a reader makes of a picture, by jsQR on its pixels. */
async function decode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

test('a QR code with a logo downloads and decodes to the link with its scan marker', async ({ page }) => {
  await newAccount(page, 'Poster Printer', 'correct horse battery staple');
  await page.goto('/create');
  await page.getByLabel('Destination URL').fill('https://example.com/menu?table=7');
  await page.getByRole('button', { name: 'Create short link' }).click();
  await expect(page).toHaveURL(/\/shortlinks\?highlight=/);
  const row = page.locator('li[aria-current="true"]');
  const shortUrl = (await row.getByRole('link').first().getAttribute('href'))!;

  await row
    .getByRole('button', { name: /^QR code for / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'QR code' });
  await expect(dialog.getByRole('img', { name: /^QR code that opens / })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Foreground', exact: true }).fill('#7c2d12');
  const logo = await sharp({ create: { width: 256, height: 256, channels: 4, background: '#f59e0b' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(dialog.getByRole('radio', { name: 'The uploaded logo' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save design' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Design saved.');

  // The preview is the server's drawing of what is chosen: the new colour, the logo inside.
  await expect(dialog.getByRole('img', { name: /^QR code that opens / })).toHaveAttribute(
    'src',
    /7c2d12.*data%3Aimage%2Fpng%3Bbase64/,
  );
  await mkdir(shots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.screenshot({ path: `${shots}/qr-code-1440.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/qr-code-360.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^qr-[A-Za-z0-9_-]+\.png$/);
  const png = await readFile((await download.path())!);
  const meta = await sharp(png).metadata();
  expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
  // The logo's amber is in the middle, and the code still reads.
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  expect([data[middle], data[middle + 1], data[middle + 2]]).toEqual([245, 158, 11]);
  const scanned = await decode(png);
  expect(scanned).toBe(`${shortUrl}?qr=1`);

  const visit = await page.request.get(scanned!, { maxRedirects: 0 });
  expect(visit.status()).toBe(302);
  expect(visit.headers()['location']).toBe('https://example.com/menu?table=7');
  await page.keyboard.press('Escape');
  await expect(async () => {
    await page.reload();
    await expect(page.locator('li[aria-current="true"]').getByTestId('scan-count')).toHaveText(
      '1 by QR scan',
      {
        timeout: 1_000,
      },
    );
  }).toPass({ timeout: 15_000 });
});
