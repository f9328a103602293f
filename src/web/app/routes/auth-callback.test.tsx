import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as AuthCallbackPage } from './auth-callback';

const routes = pageRoutes('/auth/callback', AuthCallbackPage);

/** Visits `path` on a fake server that answers nothing, and finds the page headed `heading`, not "Email verified". */
async function visitShowing(path: string, heading: string) {
  stubApi({});
  renderRoute(routes, path);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Email verified' })).not.toBeInTheDocument();
}

describe('/auth/callback', () => {
  it('confirms the verified email, then continues to the dashboard', async () => {
    stubApi({});
    renderRoute(routes, '/auth/callback?status=verified');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Landed at /dashboard' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('continues to the page the callback carries: the checkout chosen before registering', async () => {
    stubApi({});
    renderRoute(routes, '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium&status=verified');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(
      screen.getByText('Thanks for confirming your email address. Taking you back to where you left off…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/pricing?checkout=medium',
    );
    expect(
      await screen.findByRole('heading', { name: 'Landed at /pricing?checkout=medium' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it.each([['https://evil.example/x'], ['//evil.example'], ['/\\evil.example']])(
    'continues to the dashboard, not to the unsafe %s',
    async (redirect) => {
      stubApi({});
      renderRoute(routes, `/auth/callback?redirect=${encodeURIComponent(redirect)}&status=verified`);
      expect(await screen.findByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );

  it('carries the page to open along to log in when the link did not work', async () => {
    stubApi({});
    renderRoute(routes, '/auth/callback?redirect=%2Fpricing%3Fcheckout%3Dmedium&error=TOKEN_EXPIRED');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fpricing%3Fcheckout%3Dmedium',
    );
  });

  it('says nothing was verified on a visit without a token or outcome, and stays', async () => {
    await visitShowing('/auth/callback', 'Nothing to verify');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    // No forwarding: the page does not pretend something happened.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(screen.queryByRole('heading', { name: /Landed at/ })).not.toBeInTheDocument();
  });

  it('says an address verified before needed nothing more', async () => {
    await visitShowing('/auth/callback?status=already_verified', 'Email already verified');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['invalid_token', 'This link is invalid or has expired.'],
    ['TOKEN_EXPIRED', 'This link is invalid or has expired.'],
    ['something_else', 'Authentication failed'],
  ])('explains ?error=%s and links to /login', async (error, message) => {
    stubApi({});
    renderRoute(routes, `/auth/callback?error=${error}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });
});
