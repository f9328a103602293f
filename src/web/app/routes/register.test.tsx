import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, meRoute, stubApi, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as RegisterPage } from './register';

const routes = pageRoutes('/register', RegisterPage);

const signedUp: Reply = { status: 200, body: { token: 'session-token', user: { id: 'user-1' } } };

/** `session`: whether the sign-up leaves the visitor signed in (no: email verification required). */
function setUp(reply: Reply, path = '/register', session = reply.status === 200) {
  const me = meRoute();
  const api = stubApi({
    'GET /api/me': me.handler,
    'POST /api/auth/sign-up/email': () => {
      if (session) me.signIn();
      return reply;
    },
  });
  renderRoute(routes, path);
  return api;
}

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Ayu Lestari');
  await user.type(screen.getByLabelText('Email'), 'ayu@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/register', () => {
  it('shows the password rule', async () => {
    setUp({ status: 200 });
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'Use 8 to 128 characters. A long passphrase is welcome.',
    );
  });

  it('stops a password mismatch before asking the server', async () => {
    const api = setUp({ status: 200, body: {} });

    await fill('correct horse battery', 'correct horse battery!');

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/auth/sign-up/email')).toEqual([]);
  });

  it('stops a too-short password before asking the server', async () => {
    const api = setUp({ status: 200, body: {} });
    await fill('short', 'short');
    expect(await screen.findByText('Use 8 to 128 characters.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/sign-up/email')).toEqual([]);
  });

  it('stops a blank name before asking the server, naming the field as Profile does', async () => {
    const api = setUp({ status: 200, body: {} });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), '   ');
    await user.type(screen.getByLabelText('Email'), 'ayu@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/auth/sign-up/email')).toEqual([]);
  });

  it("shows the server's refusal of the name under the Name field", async () => {
    setUp(
      refusal(400, 'validation_failed', 'Some fields are invalid.', {
        name: 'Use one line: no line breaks or tabs.',
      }),
    );
    await fill('correct horse battery', 'correct horse battery');
    expect(await screen.findByText('Use one line: no line breaks or tabs.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when registration is refused", async () => {
    setUp({ status: 429, body: { message: 'Too many requests. Please try again later.' } });
    await fill('correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('shows a password the server finds too common under the password field', async () => {
    const tooCommon = 'This password is too common; choose another.';
    setUp({
      status: 400,
      body: { error: { code: 'validation_failed', message: tooCommon, fields: { password: tooCommon } } },
    });
    await fill('iloveyou', 'iloveyou');
    expect(await screen.findByText(tooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to 'Registration failed' without a server message", async () => {
    setUp({ status: 500 });
    await fill('correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });

  it('creates the account and lands signed in on the dashboard', async () => {
    const api = setUp(signedUp);
    await fill('correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('heading', { name: 'Landed at /dashboard' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/sign-up/email')).toEqual([
      {
        name: 'Ayu Lestari',
        email: 'ayu@example.com',
        password: 'correct horse battery',
        callbackURL: '/auth/callback',
      },
    ]);
  });

  it('opens the redirect target once the new account is signed in', async () => {
    setUp(signedUp, '/register?redirect=%2Fpricing%3Fcheckout%3Dvip');
    await fill('correct horse battery', 'correct horse battery');
    expect(
      await screen.findByRole('heading', { name: 'Landed at /pricing?checkout=vip' }),
    ).toBeInTheDocument();
  });

  it.each([['//evil.com'], ['https://evil.com/x'], ['/\\evil.com']])(
    'ignores the unsafe redirect %s and opens the dashboard',
    async (redirect) => {
      const api = setUp(signedUp, `/register?redirect=${encodeURIComponent(redirect)}`);
      await fill('correct horse battery', 'correct horse battery');
      expect(await screen.findByRole('heading', { name: 'Landed at /dashboard' })).toBeInTheDocument();
      // Nor is it put in the confirmation link.
      expect(api.bodiesOf('POST /api/auth/sign-up/email')).toMatchObject([{ callbackURL: '/auth/callback' }]);
    },
  );

  it.each([
    ['a new email', { token: null, user: { id: 'user-1' } }],
    // A taken email is answered as a new account is, with a made-up id, and no session either.
    ['a taken email', { token: null, user: { id: 'made-up' } }],
  ])('asks to check the email, without a session, for %s', async (_, body) => {
    const api = setUp({ status: 200, body }, '/register?redirect=%2Fpricing%3Fcheckout%3Dvip', false);
    await fill('correct horse battery', 'correct horse battery');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('We sent a message to ayu@example.com.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Open it to go on: it has the link that confirms your new account or, if this address already has an account, how to log in to it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Landed at/ })).toBeNull();
    // The confirmation link goes on to the checkout chosen before registering.
    expect(api.bodiesOf('POST /api/auth/sign-up/email')).toEqual([
      {
        name: 'Ayu Lestari',
        email: 'ayu@example.com',
        password: 'correct horse battery',
        callbackURL: '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dvip',
      },
    ]);

    // So does the one sent again.
    api.set({ 'POST /api/auth/send-verification-email': { status: 200, body: { status: true } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent again.');
    expect(api.bodiesOf('POST /api/auth/send-verification-email')).toEqual([
      { email: 'ayu@example.com', callbackURL: '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dvip' },
    ]);
  });

  it('sends the confirmation again, and goes back to the form for another email', async () => {
    const api = setUp({ status: 200, body: { token: null, user: { id: 'user-1' } } }, '/register', false);
    api.set({ 'POST /api/auth/send-verification-email': { status: 200, body: { status: true } } });
    await fill('correct horse battery', 'correct horse battery');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sent again. It can take a minute to arrive.',
    );
    expect(api.bodiesOf('POST /api/auth/send-verification-email')).toEqual([
      { email: 'ayu@example.com', callbackURL: '/auth/callback' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('goes straight to the redirect target when already signed in', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() } });
    renderRoute(routes, '/register?redirect=%2Fprofile');
    expect(await screen.findByRole('heading', { name: 'Landed at /profile' })).toBeInTheDocument();
  });

  it('links to login, carrying the redirect along', async () => {
    setUp(signedUp, '/register?redirect=%2Fpricing%3Fcheckout%3Dvip');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fpricing%3Fcheckout%3Dvip',
    );
  });

  it('links to plain login without a redirect', async () => {
    setUp(signedUp);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
