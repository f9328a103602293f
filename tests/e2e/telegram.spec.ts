import { newAccount } from './accounts';
import { expect, test } from './fixtures';
import { telegramControl } from '../fakes/telegram-api';

// Telegram as an admin and a customer use it, against the fake Bot API server global-setup.ts
// runs: the admin saves the bot token on /admin/bot-api and tests it; a customer connects on
// /bot-settings (the fake plays Telegram delivering `/start <token>` from their chat), and their
// test message shows up in the fake's log for that chat.

const password = 'correct horse battery staple';
const shots = 'test-results/screenshots';
const chat = { id: 880_001, type: 'private' as const, first_name: 'Sari' };

test('the admin sets the bot up; a customer connects their chat and gets a test message', async ({
  page,
}) => {
  const control = telegramControl(process.env.E2E_TELEGRAM_URL!);
  const token = process.env.E2E_TELEGRAM_TOKEN!;

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(process.env.E2E_ADMIN_EMAIL!);
  await page.getByLabel('Password', { exact: true }).fill(process.env.E2E_ADMIN_PASSWORD!);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin/bot-api');
  await expect(
    page.getByRole('heading', { name: 'Telegram Bot Configuration & Test Setting', level: 1 }),
  ).toBeVisible();
  const tokenForm = page.getByRole('form', { name: 'Bot token' });
  await tokenForm.getByLabel('Token', { exact: true }).fill('7123456789:AAWrongWrongWrongWrongWrongWrong123');
  await tokenForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tokenForm.getByText(/Telegram does not know this token/)).toBeVisible();
  await tokenForm.getByLabel('Token', { exact: true }).fill(token);
  await tokenForm.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(page.getByText('The token works: the bot is @ringkas_e2e_bot (Ringkas E2E).')).toBeVisible();
  await tokenForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Token saved. The bot is @ringkas_e2e_bot.')).toBeVisible();
  await expect(page.getByText('7123456789:AA…gh')).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await page.screenshot({ path: `${shots}/admin-bot-api-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/admin-bot-api-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  // The customer is someone else, in a browser of their own.
  await page.context().clearCookies();

  await newAccount(page, 'Sari Customer', password);
  await page.goto('/bot-settings');
  await expect(page.getByRole('heading', { name: 'Bot Notifications', level: 1 })).toBeVisible();
  // The deep link opens Telegram in a new tab; here nothing answers it, so that tab is closed.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Telegram' }).click();
  await (await popup).close();
  const deepLink = page.getByRole('link', { name: /^https:\/\/t\.me\/ringkas_e2e_bot\?start=/ });
  await expect(deepLink).toBeVisible();
  const startToken = new URL((await deepLink.getAttribute('href'))!).searchParams.get('start')!;

  // Telegram delivers the user's Start press to the bot.
  await control.userSends(token, { chat, text: `/start ${startToken}` });
  await expect(
    page.getByText('Connected. Your Telegram chat now gets the events you choose below.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  const replies = await control.sent(String(chat.id));
  expect(replies.at(-1)?.text).toMatch(/^Connected\./);

  await page.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText('Test message sent to your chat.')).toBeVisible();
  const messages = await control.sent(String(chat.id));
  expect(messages.at(-1)?.text).toBe('Test message from Ringkas: this chat receives your notifications.');
  await page.screenshot({ path: `${shots}/bot-settings-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/bot-settings-360.png`, fullPage: true });
});
