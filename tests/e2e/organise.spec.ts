import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';

// Organising links (issue 41): three links tagged from the editor's tag picker (the first making
// the tag by typing), the list filtered by the tag, every matching link selected and moved to a
// folder in one bulk action: the three are in it and no other link moved. And the UTM builder
// writes a destination's parameters and reads them back when the link is edited.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

async function createLinks(page: Page, titles: string[]) {
  const ids: Record<string, string> = {};
  for (const title of titles) {
    const created = await page.request.post('/api/links', {
      data: { destination_url: `https://example.com/${title.toLowerCase()}`, title },
      headers: { origin: serverUrl.origin },
    });
    expect(created.status()).toBe(201);
    ids[title] = ((await created.json()) as { id: string }).id;
  }
  return ids;
}

/** Opens the row's editor, gives the link the tag (made by typing the first time), and saves. */
async function tagFromEditor(page: Page, title: string, tag: string, create: boolean) {
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByRole('combobox', { name: 'Tags' });
  await picker.fill(tag);
  await dialog.getByRole('option', { name: create ? `Create tag “${tag}”` : tag, exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Chosen tags' })).toContainText(tag);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(tag);
}

test('tag three links, filter by the tag, select all matching and move them to a folder', async ({
  page,
}) => {
  const email = await newAccount(page, 'Organiser', password);
  await putOnPlan(email, 'vip');
  const ids = await createLinks(page, ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  const folder = await page.request.post('/api/folders', {
    data: { name: 'Launch folder' },
    headers: { origin: serverUrl.origin },
  });
  expect(folder.status()).toBe(201);
  const folderId = ((await folder.json()) as { id: string }).id;

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/shortlinks');
  await tagFromEditor(page, 'Alpha', 'Launch', true);
  await tagFromEditor(page, 'Charlie', 'Launch', false);
  await tagFromEditor(page, 'Echo', 'Launch', false);

  // Filter by the tag: the address keeps it, the list shows the three.
  const filters = page.getByRole('group', { name: 'Filter links' });
  await filters.getByRole('combobox', { name: 'Tags' }).fill('Launch');
  await filters.getByRole('option', { name: 'Launch', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tags=[0-9a-f-]{36}/);
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: /^Select / }) });
  await expect(rows).toHaveCount(3);

  // The tag picker's list closes first (a click elsewhere would only close it).
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/organise-selected-1440.png` });
  await page.getByRole('button', { name: 'Move to folder…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move 3 links to a folder?' });
  await dialog.getByRole('combobox').selectOption({ label: 'Launch folder' });
  await dialog.getByRole('button', { name: /^Move/ }).click();
  await expect(page.getByRole('dialog', { name: 'Finished' }).getByRole('status')).toHaveText(
    'Done: 3. Skipped: 0.',
  );

  // The three are in the folder; the other two are in none.
  const inFolder = await page.request.get(`/api/links?folder=${folderId}`);
  const moved = ((await inFolder.json()) as { items: { id: string }[] }).items.map((link) => link.id).sort();
  expect(moved).toEqual([ids.Alpha, ids.Charlie, ids.Echo].sort());
  const rest = await page.request.get('/api/links?folder=none');
  expect(((await rest.json()) as { items: { id: string }[] }).items.map((link) => link.id).sort()).toEqual(
    [ids.Bravo, ids.Delta].sort(),
  );

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/shortlinks/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags and folders' })).toBeVisible();
  await page.screenshot({ path: `${shots}/organise-tags-360.png`, fullPage: true });
});

test('the UTM builder fills a destination and reads it back when the link is edited', async ({ page }) => {
  const email = await newAccount(page, 'Marketer', password);
  await putOnPlan(email, 'vip');
  await page.goto('/create');
  await page.getByLabel('Destination URL').fill('https://shop.example/sale?ref=home');
  await page.getByRole('button', { name: 'UTM parameters' }).click();
  await page.getByLabel('Source').fill('newsletter');
  await page.getByLabel('Medium').fill('email');
  await page.getByLabel('Campaign').fill('ramadan 2027');
  await expect(page.getByLabel('Destination URL')).toHaveValue(
    'https://shop.example/sale?ref=home&utm_source=newsletter&utm_medium=email&utm_campaign=ramadan%202027',
  );
  await page.getByLabel(/Title/).fill('UTM link');
  await page.getByRole('button', { name: 'Create short link' }).click();
  await expect(page).toHaveURL(/\/shortlinks\?highlight=/);

  const row = page.getByRole('listitem').filter({ hasText: 'UTM link' });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog');
  const toggle = dialog.getByRole('button', { name: 'UTM parameters' });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(dialog.getByLabel('Source')).toHaveValue('newsletter');
  await expect(dialog.getByLabel('Medium')).toHaveValue('email');
  await expect(dialog.getByLabel('Campaign')).toHaveValue('ramadan 2027');
});
