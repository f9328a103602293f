import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, type Handler, type Reply, refusal } from '../../test/fake-api';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as SafeRedirectPage } from './safe-redirect';

const routes = pageRoutes('/safe-redirect', SafeRedirectPage);

const linkId = '7d3f0a52-1c2b-4e5f-8a9b-0c1d2e3f4a5b';

const preview: Reply = {
  status: 200,
  body: {
    destination_url: 'https://shop.example.com/summer?ref=ringkas',
    title: 'Summer sale',
    link: 'http://localhost:3000/Summer1',
  },
};

function setUp(path: string, routesFor: Record<string, Handler | Reply> = {}) {
  const api = stubApi({ [`GET /api/safe-redirect/${linkId}`]: preview, ...routesFor });
  renderRoute(routes, path);
  return api;
}

describe('/safe-redirect', () => {
  it('shows where the link leads, with Continue to the destination', async () => {
    setUp(`/safe-redirect?link=${linkId}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check where this link goes' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This short link leads to shop.example.com. Continue only if you trust it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Summer sale')).toBeInTheDocument();
    expect(screen.getByTestId('destination')).toHaveTextContent(
      'https://shop.example.com/summer?ref=ringkas',
    );
    expect(screen.getByText('localhost:3000/Summer1')).toBeInTheDocument();
    const go = screen.getByRole('link', { name: 'Continue' });
    expect(go).toHaveAttribute('href', 'https://shop.example.com/summer?ref=ringkas');
    expect(go.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('never takes the destination from the address bar', async () => {
    const api = setUp(
      `/safe-redirect?link=${linkId}&url=${encodeURIComponent('https://evil.example/phish')}&destination_url=https://evil.example/`,
    );

    const go = await screen.findByRole('link', { name: 'Continue' });
    expect(go).toHaveAttribute('href', 'https://shop.example.com/summer?ref=ringkas');
    expect(document.body).not.toHaveTextContent('evil.example');
    expect(api.calls.map((call) => call.path)).toEqual([`/api/safe-redirect/${linkId}`]);
  });

  it('says the link is unavailable when it is unknown, disabled or expired', async () => {
    setUp(`/safe-redirect?link=${linkId}`, {
      [`GET /api/safe-redirect/${linkId}`]: refusal(404, 'not_found', 'Link not found.'),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is unavailable' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('does not even ask the server without a link id', async () => {
    const api = setUp('/safe-redirect?url=https://evil.example/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is unavailable' }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers to try again when the server could not answer', async () => {
    // The page itself retries twice (about 3 s) before it shows the failure.
    let attempts = 0;
    setUp(`/safe-redirect?link=${linkId}`, {
      [`GET /api/safe-redirect/${linkId}`]: () => {
        attempts += 1;
        return attempts <= 3 ? refusal(503, 'service_unavailable', 'Try again shortly.') : preview;
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('alert', {}, { timeout: 6_000 })).toHaveTextContent(
      'The service is briefly unavailable. Please try again in a moment.',
    );
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toBeInTheDocument();
    expect(attempts).toBe(4);
  }, 10_000);

  it('refuses to make a non-web destination clickable', async () => {
    setUp(`/safe-redirect?link=${linkId}`, {
      [`GET /api/safe-redirect/${linkId}`]: {
        status: 200,
        body: { destination_url: 'javascript:alert(1)', title: null, link: 'http://localhost:3000/Bad0001' },
      },
    });

    expect(
      await screen.findByText('This destination is not a web address, so it cannot be opened from here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('Cancel goes home when there is nothing to go back to', async () => {
    setUp(`/safe-redirect?link=${linkId}`);
    expect(window.history.length).toBeLessThanOrEqual(1);
    // The landing page is its own document: a plain link to it, not a route of the app.
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });
});
