import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { makeMe, meRoute, stubApi, stubOffline, type Reply } from '../../test/fake-api';
import { Component as LoginPage } from './login';

const routes = pageRoutes('/login', LoginPage);

const signedInAnswer: Reply = {
  status: 200,
  body: { redirect: false, token: 'session-token', user: { id: 'user-1', email: 'ayu@example.com' } },
};

function setUp(signInReply: Reply = signedInAnswer) {
  const me = meRoute();
  const api = stubApi({
    'GET /api/me': me.handler,
    'POST /api/auth/sign-in/email': () => {
      if (signInReply.status === 200 && !isTwoFactor(signInReply)) me.signIn();
      return signInReply;
    },
  });
  return { api, me };
}

function isTwoFactor(reply: Reply): boolean {
  return typeof reply.body === 'object' && reply.body !== null && 'twoFactorRedirect' in reply.body;
}

async function fillPasswordForm(email = 'ayu@example.com', password = 'correct horse battery') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('/login', () => {
  it('signs in with email and password and opens the redirect target', async () => {
    const { api } = setUp();
    renderRoute(routes, '/login?redirect=%2Fshortlinks%3Fhighlight%3D42');

    await fillPasswordForm();

    expect(
      await screen.findByRole('heading', { name: 'Landed at /shortlinks?highlight=42' }),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/sign-in/email')).toEqual([
      { email: 'ayu@example.com', password: 'correct horse battery' },
    ]);
  });

  it.each([['//evil.com'], ['https://evil.com/x'], ['/\\evil.com']])(
    'ignores the unsafe redirect %s and opens the dashboard',
    async (redirect) => {
      setUp();
      renderRoute(routes, `/login?redirect=${encodeURIComponent(redirect)}`);

      await fillPasswordForm();

      expect(await screen.findByRole('heading', { name: 'Landed at /dashboard' })).toBeInTheDocument();
    },
  );

  it('goes straight to the redirect target when already signed in', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() } });
    renderRoute(routes, '/login?redirect=%2Fprofile');
    expect(await screen.findByRole('heading', { name: 'Landed at /profile' })).toBeInTheDocument();
  });

  it('asks for the authenticator code when the answer is twoFactorRedirect, then signs in', async () => {
    const { api, me } = setUp({ status: 200, body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } });
    api.set({
      'POST /api/auth/two-factor/verify-totp': () => {
        me.signIn();
        return { status: 200, body: { token: 'session-token', user: {} } };
      },
    });
    renderRoute(routes, '/login?redirect=%2Fsettings');

    const user = await fillPasswordForm();

    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Landed at/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Landed at /settings' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/two-factor/verify-totp')).toEqual([
      { code: '123456', trustDevice: false },
    ]);
  });

  it('offers a backup code instead of the authenticator code', async () => {
    const { api, me } = setUp({ status: 200, body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } });
    api.set({
      'POST /api/auth/two-factor/verify-backup-code': ({ body }) => {
        if ((body as { code: string }).code !== 'abcde-12345') {
          return { status: 401, body: { code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' } };
        }
        me.signIn();
        return { status: 200, body: { token: 'session-token', user: {} } };
      },
    });
    renderRoute(routes, '/login');

    const user = await fillPasswordForm();
    await user.click(await screen.findByRole('button', { name: 'Use a backup code instead' }));
    await user.type(screen.getByLabelText('Backup code'), 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid backup code');

    await user.clear(screen.getByLabelText('Backup code'));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /dashboard' })).toBeInTheDocument();
  });

  it("shows the server's message when sign-in is refused", async () => {
    setUp({ status: 401, body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    renderRoute(routes, '/login');

    await fillPasswordForm('ayu@example.com', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  describe('an address never confirmed', () => {
    const refused: Reply = {
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
    };

    it('offers to send the confirmation email again, then says to check the inbox; back keeps the address', async () => {
      const { api } = setUp(refused);
      api.set({ 'POST /api/auth/send-verification-email': { status: 200, body: { status: true } } });
      renderRoute(routes, '/login?redirect=%2Fpricing%3Fcheckout%3Dmedium');
      const user = await fillPasswordForm();

      expect(await screen.findByRole('alert')).toHaveTextContent(
        "This account's email address is not confirmed yet. Open the link in the confirmation email we sent, or have it sent again.",
      );
      expect(screen.queryByText('Email not verified')).not.toBeInTheDocument();
      // Changing the field afterwards does not change where the link goes: to the address refused.
      await user.type(screen.getByLabelText('Email'), 'x');
      await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));

      const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
      expect(heading).toHaveFocus();
      expect(
        screen.getByText(
          'If ayu@example.com has an account waiting for confirmation, we sent it a new confirmation link.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Open the link to confirm the address, then log in.')).toBeInTheDocument();
      // The link goes on to where signing in would have: the checkout chosen before logging in.
      const resent = {
        email: 'ayu@example.com',
        callbackURL: '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium',
      };
      expect(api.bodiesOf('POST /api/auth/send-verification-email')).toEqual([resent]);

      // The card's own "send it again" asks once more for the same address.
      await user.click(screen.getByRole('button', { name: 'Send it again' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Sent again. It can take a minute to arrive.',
      );
      expect(api.bodiesOf('POST /api/auth/send-verification-email')).toEqual([resent, resent]);

      await user.click(screen.getByRole('button', { name: 'Back to log in' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('ayu@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('');
    });

    it('says why when sending again is refused (rate limited), and stays on the form', async () => {
      const { api } = setUp(refused);
      api.set({
        'POST /api/auth/send-verification-email': {
          status: 429,
          body: { message: 'Too many requests. Please try again later.' },
        },
      });
      renderRoute(routes, '/login');
      const user = await fillPasswordForm();
      await user.click(await screen.findByRole('button', { name: 'Send the confirmation email again' }));

      await waitFor(() =>
        expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
          'Too many requests. Please try again later.',
        ),
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
    });

    it('says the same in Indonesian', async () => {
      await i18n.changeLanguage('id');
      try {
        const { api } = setUp(refused);
        api.set({ 'POST /api/auth/send-verification-email': { status: 200, body: { status: true } } });
        renderRoute(routes, '/login');
        const user = userEvent.setup();
        await user.type(await screen.findByLabelText('Email'), 'ayu@example.com');
        await user.type(screen.getByLabelText('Kata sandi'), 'correct horse battery');
        await user.click(screen.getByRole('button', { name: 'Masuk' }));
        expect(await screen.findByRole('alert')).toHaveTextContent(
          'Alamat email akun ini belum dikonfirmasi.',
        );
        await user.click(screen.getByRole('button', { name: 'Kirim ulang email konfirmasi' }));
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Periksa email Anda' }),
        ).toBeInTheDocument();
        expect(
          screen.getByText(
            'Jika ayu@example.com memiliki akun yang menunggu konfirmasi, kami telah mengirim tautan konfirmasi baru ke alamat itu.',
          ),
        ).toBeInTheDocument();
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  });

  it("shows the server's message when rate limited", async () => {
    setUp({ status: 429, body: { message: 'Too many requests. Please try again later.' } });
    renderRoute(routes, '/login');
    await fillPasswordForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    setUp({ status: 500 });
    renderRoute(routes, '/login');
    await fillPasswordForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('shows the connection error when the server cannot be reached', async () => {
    stubOffline();
    renderRoute(routes, '/login');
    await fillPasswordForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connection error: Unable to reach the server. Please check your internet connection and try again.',
    );
  });

  it('signs in with a code sent by email', async () => {
    const me = meRoute();
    const api = stubApi({
      'GET /api/me': me.handler,
      'POST /api/auth/email-otp/send-verification-otp': { status: 200, body: { success: true } },
      'POST /api/auth/sign-in/email-otp': ({ body }) => {
        if ((body as { otp: string }).otp !== '654321') {
          return { status: 400, body: { code: 'INVALID_OTP', message: 'Invalid OTP' } };
        }
        me.signIn();
        return { status: 200, body: { token: 'session-token', user: {} } };
      },
    });
    const user = userEvent.setup();
    renderRoute(routes, '/login?redirect=%2Fprofile');

    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    await user.type(screen.getByLabelText('Email'), ' ayu@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(/We sent a 6-digit code to ayu@example.com/)).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/email-otp/send-verification-otp')).toEqual([
      { email: 'ayu@example.com', type: 'sign-in' },
    ]);

    await user.type(screen.getByLabelText('6-digit code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/sign-in/email-otp')).toEqual([]);

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /profile' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/sign-in/email-otp').at(-1)).toEqual({
      email: 'ayu@example.com',
      otp: '654321',
    });
  });

  it('links to registration and to the forgotten-password page', async () => {
    stubApi({ 'GET /api/me': meRoute().handler });
    renderRoute(routes, '/login');
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each([
    // From /pricing: a plan chosen while signed out comes back to its checkout after registering too.
    ['/pricing?checkout=vip', '/register?redirect=%2Fpricing%3Fcheckout%3Dvip'],
    ['/profile', '/register?redirect=%2Fprofile'],
    ['//evil.com', '/register'],
  ])('carries the redirect %s along to registration', async (redirect, href) => {
    stubApi({ 'GET /api/me': meRoute().handler });
    renderRoute(routes, `/login?redirect=${encodeURIComponent(redirect)}`);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', href);
  });
});
