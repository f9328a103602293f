import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { LandedAt, renderRoutes } from '../../test/render';
import { Component as AuthCallbackPage } from './auth-callback';

const routes = [
  { path: '/auth/callback', Component: AuthCallbackPage },
  { path: '*', Component: LandedAt },
];

describe('/auth/callback', () => {
  it('confirms the verified email, then continues to the dashboard', async () => {
    stubApi({});
    renderRoutes(routes, '/auth/callback');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Landed at /dashboard' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it.each([
    ['invalid_token', 'This link is invalid or has expired.'],
    ['TOKEN_EXPIRED', 'This link is invalid or has expired.'],
    ['something_else', 'Authentication failed'],
  ])('explains ?error=%s and links to /login', async (error, message) => {
    stubApi({});
    renderRoutes(routes, `/auth/callback?error=${error}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });
});
