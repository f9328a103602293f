import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { extractCode, extractLink } from '../fakes/smtp-server';
import { confirmInBrowser, submitRegistration } from './accounts';
import { expect, test } from './fixtures';
import { waitForMail } from './mailbox';

// Accounts as a user goes through them, against the built server and a real (fake) SMTP server.
// Each test makes its own account; sign-ups are rate limited per address (5 a minute), so the flows
// share accounts within a test rather than each registering again.

// The server's links and trusted origin use its public URL, which for 127.0.0.1 is localhost;
// browse there too, so the session cookie and the emailed links share one origin.
const serverUrl = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
if (serverUrl.hostname === '127.0.0.1') serverUrl.hostname = 'localhost';
test.use({ baseURL: serverUrl.origin });

const password = 'correct horse battery staple';

function uniqueEmail(label: string): string {
  return `${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${label}@example.com`;
}

/** Registers, confirms the email from the mailbox and lands signed in on the dashboard. */
async function register(page: Page, name: string, email: string) {
  await submitRegistration(page, name, password, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await confirmInBrowser(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${name}`);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully', { exact: true })).toBeVisible();
}

async function signInWithPassword(page: Page, email: string, secret: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * A TOTP code from the secret that is not one of `notIn`: the current step's, else the next one's,
 * which the server takes too (one step either side, as an authenticator's clock may be off), so a
 * second code needs no wait for a fresh 30 s step.
 */
async function totpCode(secret: string, notIn: string[] = []): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  for (;;) {
    for (const step of [0, 1]) {
      const code = totp.generate({ timestamp: Date.now() + step * totp.period * 1_000 });
      if (!notIn.includes(code)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

test.describe('accounts', () => {
  test('register, confirm the email and land signed in, sign out, then sign in with an emailed code', async ({
    page,
  }) => {
    const email = uniqueEmail('code');
    await submitRegistration(page, 'Ayu Lestari', password, email);
    const card = page.locator('[data-slot="card"]');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
    await expect(card).toContainText(`We sent a message to ${email}.`);
    const said = await card.innerText();

    // The same address again, now taken: the very same screen, and still no session.
    await submitRegistration(page, 'Someone Else', 'another long passphrase', email);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(await card.innerText()).toBe(said);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);

    // The confirmation email's link lands on /auth/callback, which continues to the dashboard.
    const confirmation = await waitForMail(email, /confirm your email/i);
    await page.goto(extractLink(confirmation));
    await expect(page).toHaveURL(/\/auth\/callback\?status=verified$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Signed-in pages are reachable; signing out sends signed-in pages back to /login.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await signOut(page);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);

    // Sign in with a code sent by email; the redirect brings us back to /settings.
    const asked = Date.now();
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    const mail = await waitForMail(email, /sign-in code/i, asked);
    await page.getByLabel('6-digit code').fill(extractCode(mail));
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('turn on two-factor, then sign in again with an authenticator code', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('totp');
    await register(page, 'Budi Santoso', email);

    await page.goto('/profile');
    const twoFactor = page.locator('[data-slot="card"]', {
      has: page.getByRole('heading', { name: 'Two-factor authentication' }),
    });
    await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await twoFactor.getByLabel('Password').fill(password);
    await twoFactor.getByRole('button', { name: 'Continue' }).click();

    await expect(twoFactor.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await twoFactor.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const enrolmentCode = await totpCode(secret);
    await twoFactor.getByLabel('Authenticator code').fill(enrolmentCode);
    await twoFactor.getByRole('button', { name: 'Turn on', exact: true }).click();

    const codes = twoFactor.getByRole('list', { name: 'Save your backup codes' });
    await expect(codes.getByRole('listitem').first()).toBeVisible();
    expect(await codes.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await twoFactor.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();

    await signOut(page);
    await signInWithPassword(page, email, password);
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByLabel('Authenticator code').fill(await totpCode(secret, [enrolmentCode]));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Budi Santoso');
  });

  test('reset a forgotten password from the emailed link and sign in with the new one', async ({ page }) => {
    const email = uniqueEmail('reset');
    const newPassword = 'a different passphrase entirely';
    await register(page, 'Citra Dewi', email);
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const asked = Date.now();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for that email, we sent a link to reset the password.'),
    ).toBeVisible();

    const mail = await waitForMail(email, /reset/i, asked);
    await page.goto(extractLink(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your password has been changed. Log in with your new password.'),
    ).toBeVisible();

    // The old password no longer works; the new one does.
    await signInWithPassword(page, email, password);
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A used link is refused with the spec's text.
    await page.goto(extractLink(mail));
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  });
});
