import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, stubApi, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as ProfilePage } from './profile';
import { roleTexts } from '../../test/texts';

const routes = pageRoutes('/profile', ProfilePage);

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const sessions = [
  {
    id: 's1',
    token: 'this-token',
    userId: 'user-1',
    userAgent: chromeOnLinux,
    ipAddress: '203.0.113.7',
    createdAt: '2025-06-02T08:00:00.000Z',
    updatedAt: '2025-06-02T08:00:00.000Z',
    expiresAt: '2025-07-02T08:00:00.000Z',
  },
  {
    id: 's2',
    token: 'phone-token',
    userId: 'user-1',
    userAgent: safariOnIphone,
    ipAddress: '198.51.100.20',
    createdAt: '2025-06-01T08:00:00.000Z',
    updatedAt: '2025-06-01T08:00:00.000Z',
    expiresAt: '2025-07-01T08:00:00.000Z',
  },
];

function setUp(extra: Record<string, Handler | Reply> = {}, me = makeMe()) {
  const api = stubApi({
    'GET /api/me': { status: 200, body: me },
    'GET /api/auth/list-sessions': { status: 200, body: sessions },
    'GET /api/auth/get-session': {
      status: 200,
      body: { session: { ...sessions[0] }, user: { id: 'user-1', email: me.profile.email } },
    },
    ...extra,
  });
  renderRoute(routes, '/profile');
  return api;
}

function section(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('[data-slot="card"]') as HTMLElement;
}

describe('/profile', () => {
  it('shows the email read-only with its verified state', async () => {
    setUp({}, makeMe({ email: 'ayu@example.com', email_verified: false }));
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ayu@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/Not verified/);
  });

  it('saves name and username, and shows server field errors next to the fields', async () => {
    let attempt = 0;
    const api = setUp({
      'PATCH /api/me': ({ body }) => {
        attempt += 1;
        if (attempt === 1) {
          return refusal(409, 'conflict', 'That username is taken.', { username: 'is already taken' });
        }
        return { status: 200, body: makeMe(body as object) };
      },
    });
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');

    await user.clear(username);
    await user.type(username, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Is already taken')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(/Is already taken/);

    await user.clear(username);
    await user.type(username, 'ayu.lestari');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/me').at(-1)).toEqual({ name: 'Ayu Lestari', username: 'ayu.lestari' });
  });

  it('checks the username rule before asking the server', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'a b');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Use letters, digits, dots, dashes and underscores only.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/me')).toEqual([]);
  });

  it('refuses a cleared name before asking the server, as the register page does', async () => {
    const api = setUp();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('PATCH /api/me')).toEqual([]);
  });

  it('changes the password, optionally signing out other sessions', async () => {
    const api = setUp({ 'POST /api/auth/change-password': { status: 200, body: { token: null } } });
    const user = userEvent.setup();
    await screen.findByLabelText('Current password');

    await user.type(screen.getByLabelText('Current password'), 'old passphrase');
    await user.type(screen.getByLabelText('New password'), 'new passphrase!');
    await user.type(screen.getByLabelText('Confirm new password'), 'new passphrase!');
    await user.click(screen.getByLabelText('Sign out of other sessions'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/change-password')).toEqual([
      { currentPassword: 'old passphrase', newPassword: 'new passphrase!', revokeOtherSessions: true },
    ]);
  });

  it('turns on two-factor: password, secret, first code, then the backup codes', async () => {
    const uri = 'otpauth://totp/Ringkas:ayu%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Ringkas';
    const api = setUp({
      'POST /api/auth/two-factor/enable': {
        status: 200,
        body: { totpURI: uri, backupCodes: ['aaaa-1111', 'bbbb-2222'] },
      },
      'POST /api/auth/two-factor/verify-totp': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { status: 200, body: { token: 'this-token' } }
          : { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    const twoFactor = section('Two-factor authentication');
    await user.type(within(twoFactor).getByLabelText('Password'), 'my passphrase');
    await user.click(within(twoFactor).getByRole('button', { name: 'Continue' }));

    expect(await within(twoFactor).findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/two-factor/enable')).toEqual([{ password: 'my passphrase' }]);

    await user.type(within(twoFactor).getByLabelText('Authenticator code'), '000000');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));
    expect(await within(twoFactor).findByRole('alert')).toHaveTextContent('Invalid code');

    await user.clear(within(twoFactor).getByLabelText('Authenticator code'));
    await user.type(within(twoFactor).getByLabelText('Authenticator code'), '123456');
    await user.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));

    const codes = await within(twoFactor).findByRole('list', { name: 'Save your backup codes' });
    expect(roleTexts(codes, 'listitem')).toEqual(['aaaa-1111', 'bbbb-2222']);
    expect(within(twoFactor).getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
  });

  it('turns two-factor off with the password when it is on', async () => {
    let enabled = true;
    const api = setUp({
      'GET /api/me': () => ({ status: 200, body: makeMe({ two_factor_enabled: enabled }) }),
      'POST /api/auth/two-factor/disable': () => {
        enabled = false;
        return { status: 200, body: { status: true } };
      },
    });
    const user = userEvent.setup();
    const disable = await screen.findByRole('form', { name: 'Turn off two-factor authentication' });
    await user.type(within(disable).getByLabelText('Password'), 'my passphrase');
    await user.click(within(disable).getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/two-factor/disable')).toEqual([{ password: 'my passphrase' }]);
  });

  it('lists sessions, marks this device, and revokes another one', async () => {
    const api = setUp({ 'POST /api/auth/revoke-session': { status: 200, body: { status: true } } });
    const user = userEvent.setup();

    const list = await screen.findByRole('list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome on Linux');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('IP address 203.0.113.7');
    expect(within(first as HTMLElement).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Safari on iOS');
    expect(second).not.toHaveTextContent('This device');

    await user.click(within(second as HTMLElement).getByRole('button', { name: /Revoke/ }));
    expect(await screen.findByText('Session revoked.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/revoke-session')).toEqual([{ token: 'phone-token' }]);
  });

  it('signs out everywhere and opens /login', async () => {
    setUp({ 'POST /api/auth/revoke-sessions': { status: 200, body: { status: true } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /login' })).toBeInTheDocument();
  });
});

describe('/profile email verification', () => {
  it('sends a new verification link, landing on /auth/callback, while the email is not verified', async () => {
    const api = setUp(
      { 'POST /api/auth/send-verification-email': { status: 200, body: { status: true } } },
      makeMe({ email: 'ayu@example.com', email_verified: false }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a new verification link' }));
    expect(await screen.findByText('We sent a verification link to ayu@example.com.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/auth/send-verification-email')).toEqual([
      { email: 'ayu@example.com', callbackURL: '/auth/callback' },
    ]);
  });

  it('offers no verification link once the email is verified', async () => {
    setUp({}, makeMe({ email_verified: true }));
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Send a new verification link' })).not.toBeInTheDocument();
  });
});
