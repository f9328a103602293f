import { putOnPlan, newAccount } from './accounts';
import { expect, test } from './fixtures';

// Domain checks as a customer uses them: on /check-domains they add a domain, choose Check now
// and see it blocked, with the filtering resolver's answer as evidence (the tests' resolver blocks
// diblokir.toko-e2e.example with a CNAME to internetpositif.id, global-setup.ts); on
// /cron-settings an interval below the plan's minimum is refused by the form and by the API.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';
const blocked = 'diblokir.toko-e2e.example';

test('a customer sees a blocked domain with the evidence, and schedules its checks', async ({ page }) => {
  const email = await newAccount(page, 'Checks Owner', password);
  await putOnPlan(email, 'medium'); // 5 domains, 3 automatic, 10 minutes at least

  await page.goto('/check-domains');
  await expect(page.getByRole('heading', { name: 'Check Domains', level: 1 })).toBeVisible();
  await expect(page.getByText('No domains watched yet')).toBeVisible();
  await page.getByLabel('Domains', { exact: true }).fill(blocked);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('0 of 5 domains watched')).toBeHidden();
  await expect(page.getByText('1 of 5 domains watched')).toBeVisible();

  await page.getByRole('button', { name: `Check ${blocked} now` }).click();
  const blocking = page.getByRole('list', { name: `Blocking checks of ${blocked}` });
  await expect(blocking.getByText('Blocked')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${shots}/check-domains-1440.png`, fullPage: true });

  await page.getByRole('button', { name: `Details of ${blocked}` }).click();
  const details = page.getByRole('dialog', { name: `Details of ${blocked}` });
  await expect(details.getByText('Blocked by Nawala (test)')).toBeVisible();
  await expect(details.getByText(/CNAME internetpositif\.id is a block page/)).toBeVisible();
  await page.screenshot({ path: `${shots}/check-details-1440.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/check-domains-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/cron-settings');
  await expect(page.getByRole('heading', { name: 'Cron Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Automatic checks: 0 of 3; shortest interval: 10 minutes')).toBeVisible();
  const form = page.getByRole('form', { name: `Interval for ${blocked}` });
  await form.getByRole('combobox').selectOption({ label: 'Custom…' });
  await form.getByLabel('Minutes').fill('5');
  await form.getByRole('button', { name: `Save the interval for ${blocked}` }).click();
  await expect(form.getByText('The shortest interval on your plan is 10 minutes.')).toBeVisible();

  // The API refuses it too, whatever the form does.
  const id = await page.evaluate(async () => {
    const list = await (await fetch('/api/checks')).json();
    return list.domains[0].id as string;
  });
  const refused = await page.evaluate(async (watched) => {
    const response = await fetch(`/api/checks/${watched}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auto: true, interval_minutes: 5 }),
    });
    return { status: response.status, body: await response.json() };
  }, id);
  expect(refused.status).toBe(400);
  expect(refused.body.error.fields.interval_minutes).toBe(
    'The shortest interval on your plan is 10 minutes.',
  );

  await form.getByLabel('Minutes').fill('15');
  await form.getByRole('button', { name: `Save the interval for ${blocked}` }).click();
  await expect(form.getByText('Saved.')).toBeVisible();
  await page
    .getByRole('switch', { name: /Automatic checks/ })
    .first()
    .click();
  await expect(page.getByText('Automatic checks: 1 of 3; shortest interval: 10 minutes')).toBeVisible();
  await expect(page.getByText('Next check:').first()).toBeVisible();
  await page.screenshot({ path: `${shots}/cron-settings-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/cron-settings-360.png`, fullPage: true });
});
