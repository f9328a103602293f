import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { brandDefaults, type Brand } from '../../../shared/brand';
import { defaultPlans } from '../../../shared/plans';
import type { Handler, Reply } from '../../test/fake-api';
import { deferred } from '../../test/deferred';
import { LandedAt, renderRoute } from '../../test/render-route';
import { Component as LandingPage } from './landing';

const routes = [
  { path: '/', Component: LandingPage },
  { path: '*', Component: LandedAt },
];

function openLanding(brand: Partial<Brand> = {}, more: Record<string, Handler | Reply> = {}) {
  return renderRoute(routes, '/', {
    me: null,
    api: {
      'GET /api/brand': { status: 200, body: { ...brandDefaults, ...brand } },
      'GET /api/plans': { status: 200, body: defaultPlans },
      ...more,
    },
  });
}

describe('the landing page', () => {
  it('is built from the brand: title, description, and ways to sign up and sign in', async () => {
    openLanding({
      landing_page_title: 'Short links for Acme',
      landing_page_description: 'Every link on our own domain.',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Short links for Acme' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Every link on our own domain.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Landed at /login' })).toBeInTheDocument();
  });

  it('shows placeholders, not the default texts, while the brand loads', async () => {
    const held = deferred<Reply>();
    openLanding({}, { 'GET /api/brand': () => held.promise });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(brandDefaults.landing_page_title)).not.toBeInTheDocument();
    held.resolve({ status: 200, body: { ...brandDefaults, landing_page_title: 'Acme' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
  });

  it('shows the features HTML the server sanitised, else the built-in highlights', async () => {
    openLanding({ landing_page_features: '<h3>Fast redirects</h3><p>Under a millisecond.</p>' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Fast redirects' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your own domains' })).not.toBeInTheDocument();
  });

  it('shows the built-in highlights without features HTML', async () => {
    openLanding({ landing_page_features: '' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Your own domains' })).toBeInTheDocument();
  });

  it('lists the plans with their rupiah prices while show_pricing_plans is on', async () => {
    openLanding({ show_pricing_plans: true });
    const pricing = await screen.findByRole('region', { name: 'Plans and pricing' });
    const list = await within(pricing).findByRole('list', { name: 'Plans' });
    const medium = within(list).getByRole('article', { name: 'Medium' });
    expect(medium).toHaveTextContent('Rp350.000');
    expect(medium).toHaveTextContent('Rp500.000');
    expect(medium).toHaveTextContent('per 30 days');
    expect(within(medium).getByRole('link', { name: 'Choose Medium' })).toHaveAttribute(
      'href',
      '/pricing?checkout=medium',
    );
    const free = within(list).getByRole('article', { name: 'Free' });
    expect(within(free).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(list).getByRole('article', { name: 'VIP' })).toHaveTextContent('Popular');
    expect(screen.getByRole('link', { name: 'View pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('leaves the plans out, and does not ask for them, while show_pricing_plans is off', async () => {
    const { api } = openLanding({ show_pricing_plans: false, landing_page_title: 'Acme' });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    expect(screen.queryByRole('region', { name: 'Plans and pricing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View pricing' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/plans')).toBe(false);
  });

  it('says when the plans could not be loaded, and tries again', async () => {
    let fail = true;
    openLanding(
      {},
      {
        'GET /api/plans': () =>
          fail
            ? { status: 503, body: { error: { code: 'service_unavailable', message: 'Try later.' } } }
            : { status: 200, body: [] },
      },
    );
    const pricing = await screen.findByRole('region', { name: 'Plans and pricing' });
    const alert = await within(pricing).findByRole('alert');
    expect(alert).toHaveTextContent('The service is briefly unavailable. Please try again in a moment.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(pricing).findByText('There are no plans on sale right now.')).toBeInTheDocument();
  });

  it('links to the contact page in a new tab when there is one', async () => {
    openLanding({ contact_link: 'https://acme.example/contact' });
    const contact = await screen.findByRole('link', { name: 'Contact us (opens in a new tab)' });
    expect(contact).toHaveAttribute('href', 'https://acme.example/contact');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no contact link without one', async () => {
    openLanding({ contact_link: '', landing_page_title: 'Acme' });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Contact us/ })).not.toBeInTheDocument());
  });
});
