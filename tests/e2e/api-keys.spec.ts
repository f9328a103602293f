import type { APIRequestContext } from '@playwright/test';
import { newAccount } from './accounts';
import { expect, test } from './fixtures';

// API keys as a developer uses them: made on /settings and read from the one-time display, then
// sent as a Bearer token by a client with no session (as a script would), and revoked again.

const password = 'correct horse battery staple';

test.describe('API keys', () => {
  test('a key made on /settings creates and lists links without a session, and stops working once revoked', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A new account is on the trial, which may hold one link: enough for this.
    await newAccount(page, 'Key Maker', password);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'API keys' });
    await expect(section.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );

    // Create a key that may read and write links.
    const create = section.getByRole('button', { name: 'Create key' });
    await create.click();
    const form = page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByLabel('Name').fill('E2E script');
    await form.getByRole('checkbox', { name: 'links:read' }).check();
    await form.getByRole('checkbox', { name: 'links:write' }).check();
    await form.getByRole('button', { name: 'Create key' }).click();

    // The key, this once.
    const shown = page.getByRole('dialog', { name: 'Key “E2E script” created' });
    await expect(shown.getByText('It will not be shown again.', { exact: false })).toBeVisible();
    const field = shown.getByLabel('Your new API key');
    const key = await field.inputValue();
    expect(key).toMatch(/^rk_[A-Za-z0-9_-]{40,}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(create).toBeFocused();

    const row = section
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'E2E script' }) });
    await expect(row.getByText(`${key.slice(0, 11)}…`)).toBeVisible();
    await expect(row.getByText('Never used')).toBeVisible();
    await expect(row.getByRole('list', { name: 'Scopes' })).toHaveText(/links:read\s*links:write/);
    // The secret itself is nowhere on the page any more.
    await expect(page.getByText(key)).toHaveCount(0);

    // A client with no cookies, as a script on another machine would be.
    const api: APIRequestContext = await playwright.request.newContext({ baseURL });
    try {
      const bearer = { authorization: `Bearer ${key}` };
      const destination = `https://example.com/from-api-${Date.now()}`;
      const created = await api.post('/api/links', {
        headers: bearer,
        data: { destination_url: destination, title: 'Made with an API key' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const link = (await created.json()) as { id: string; destination_url: string };
      expect(link.destination_url).toBe(destination);

      const listed = await api.get('/api/links', { headers: bearer });
      expect(listed.status()).toBe(200);
      const list = (await listed.json()) as { items: { id: string }[] };
      expect(list.items.map((item) => item.id)).toContain(link.id);

      // Without the key the same requests are refused.
      expect((await api.get('/api/links')).status()).toBe(401);
      expect((await api.post('/api/links', { data: { destination_url: destination } })).status()).toBe(401);

      // The owner sees the link in the web app, and that the key has been used.
      await page.goto('/shortlinks');
      await expect(page.getByText(destination)).toBeVisible();
      await page.goto('/settings');
      await expect(row.getByText('Never used')).toHaveCount(0);

      // Revoke: asked first, then the row goes and the key stops working at once.
      await row.getByRole('button', { name: 'Revoke the key “E2E script”' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Revoke the key “E2E script”?' });
      await confirm.getByRole('button', { name: 'Revoke key' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('Key “E2E script” revoked', { exact: true })).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(section.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();

      const afterRevoke = await api.get('/api/links', { headers: bearer });
      expect(afterRevoke.status()).toBe(401);
      expect(
        (
          await api.post('/api/links', { headers: bearer, data: { destination_url: `${destination}-2` } })
        ).status(),
      ).toBe(401);
    } finally {
      await api.dispose();
    }
  });
});
