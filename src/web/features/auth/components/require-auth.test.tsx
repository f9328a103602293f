import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, signedOut, stubApi } from '../testing/fake-api';
import { LandedAt, renderRoutes } from '../testing/render';
import { RequireAuth } from './require-auth';

const routes = [
  {
    path: '/profile',
    element: (
      <RequireAuth>
        <h1>Private page</h1>
      </RequireAuth>
    ),
  },
  { path: '*', Component: LandedAt },
];

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    let answer: (value: void) => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubApi({
      'GET /api/me': async () => {
        await answered;
        return signedOut;
      },
    });
    renderRoutes(routes, '/profile?tab=security');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking authentication...');
    answer();

    expect(
      await screen.findByRole('heading', { name: 'Landed at /login?redirect=%2Fprofile%3Ftab%3Dsecurity' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: makeMe() } });
    renderRoutes(routes, '/profile');
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
  });

  // The check retries twice first (about 3 s), as every query does.
  it('offers a retry when the check itself fails', { timeout: 10_000 }, async () => {
    stubApi({ 'GET /api/me': { status: 500, body: { error: { code: 'internal_error', message: 'boom' } } } });
    renderRoutes(routes, '/profile');
    expect(await screen.findByRole('alert', {}, { timeout: 8_000 })).toHaveTextContent(
      'We could not check whether you are signed in.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Private page')).not.toBeInTheDocument();
  });
});
