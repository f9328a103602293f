import { request as httpRequest } from 'node:http';
import { createTxtRecord, putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';

// A custom domain as a customer adds it: on /domains they add the name, read the TXT record to
// create, "create" it (in the DNS server the tests control), choose Verify now, and a link made on
// the domain redirects when requested with that Host.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';

// Short links use the server's public URL, which for 127.0.0.1 is localhost: browse there too.
const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

/** A request for a path as the browser of someone typing the custom domain would send it. */
function visitOn(host: string, path: string): Promise<{ status?: number; location?: string }> {
  const server = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: server.port, path, headers: { host } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('a customer proves a domain of their own and its links redirect on it', async ({ page, baseURL }) => {
  const email = await newAccount(page, 'Domain Owner', password);
  await putOnPlan(email, 'vip');
  const hostname = `go-${Date.now()}.toko-saya.example`;

  await page.goto('/domains');
  await expect(page.getByRole('heading', { name: 'Add Domains' })).toBeVisible();
  await page.getByLabel('Domain name').fill(hostname);
  await page.getByRole('button', { name: 'Add domain' }).click();

  // The records to create, as the page shows them.
  const txtName = `_ringkas.${hostname}`;
  await expect(page.getByText(txtName, { exact: true })).toBeVisible();
  const value = await page.getByText(/^ringkas-verify=[0-9a-f]{32}$/).textContent();
  expect(value).toMatch(/^ringkas-verify=/);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/domains-pending-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Before the record exists, Verify now says what is missing.
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText(`No TXT record found at ${txtName}.`).first()).toBeVisible();

  await createTxtRecord(txtName, value!);
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText('Status: Verified')).toBeVisible();
  await page.screenshot({ path: `${shots}/domains-verified-1440.png`, fullPage: true });

  // A link on the domain, and a visit to it by that name.
  const created = await page.request.post('/api/links', {
    data: { destination_url: 'https://example.com/from-my-domain', domain: hostname },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()) as { short_url: string; link: string };
  expect(link.link).toBe(`http://${hostname}/${link.short_url}`);
  expect(await visitOn(hostname, `/${link.short_url}`)).toEqual({
    status: 302,
    location: 'https://example.com/from-my-domain',
  });
  // Through another name, the same code is nobody's.
  expect((await visitOn(`other-${hostname}`, `/${link.short_url}`)).status).toBe(404);
});
