import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meRoute, stubApi } from '../../test/fake-api';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as LoginPage } from './login';
import { Component as ResetPasswordPage } from './reset-password';

const routes = [
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/login', Component: LoginPage },
  { path: '*', Component: LandedAt },
];

const invalidText = 'This reset link is invalid or has expired.';

async function choosePassword(password = 'a brand new passphrase') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('/reset-password', () => {
  it('says the link is invalid when the server sent ?error=INVALID_TOKEN', async () => {
    stubApi({});
    renderRoute(routes, '/reset-password?error=INVALID_TOKEN');
    expect(await screen.findByText(invalidText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says the link is invalid when there is no token', async () => {
    stubApi({});
    renderRoute(routes, '/reset-password');
    expect(await screen.findByText(invalidText)).toBeInTheDocument();
  });

  it('says the link is invalid when the server rejects the token', async () => {
    const api = stubApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { code: 'INVALID_TOKEN', message: 'Invalid token' },
      },
    });
    renderRoute(routes, '/reset-password?token=used-token');

    await choosePassword();

    expect(await screen.findByText(invalidText)).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/reset-password')).toEqual([
      { newPassword: 'a brand new passphrase', token: 'used-token' },
    ]);
  });

  it('sets the password and opens /login with a success message', async () => {
    stubApi({
      'POST /api/auth/reset-password': { status: 200, body: { status: true } },
      'GET /api/me': meRoute().handler,
    });
    renderRoute(routes, '/reset-password?token=good-token');

    await choosePassword();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Log in with your new password.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });
});
