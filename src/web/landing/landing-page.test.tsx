import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Brand } from '../../shared/brand';
import { brandDefaults } from '../../shared/brand-defaults';
import { landingDataElementId, type LandingData } from '../../shared/landing';
import { defaultPlans } from '../../shared/plans';
import { deferred } from '../test/deferred';
import { stubApi, type Handler, type Reply } from '../test/fake-api';
import { landingCatalogue } from './catalogue-en';
import { landingCatalogueId } from './catalogue-id';
import { createLandingI18n } from './i18n';
import { LandingApp } from './landing-app';
import { readLandingData } from './landing-data';
import { roleTexts } from '../test/texts';

// The landing page as its entry mounts it: with its own i18n instance and catalogue, with the data
// the server wrote into the document, or asking the API when there is none.

function renderLanding(written: LandingData | null) {
  const missing: string[] = [];
  const i18n = createLandingI18n({
    en: { translation: landingCatalogue },
    id: { translation: landingCatalogueId },
  });
  // A key the landing catalogue lacks would show as the raw key on the page.
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key) => void missing.push(key);
  render(
    <I18nextProvider i18n={i18n}>
      <LandingApp written={written} />
    </I18nextProvider>,
  );
  return { missing };
}

/** The page as served with the server's data in it. */
function openWritten(brand: Partial<Brand> = {}, plans = defaultPlans, payments = true) {
  const full = { ...brandDefaults, ...brand };
  const api = stubApi({});
  const shown = full.show_pricing_plans;
  return {
    ...renderLanding({ brand: full, plans: shown ? plans : null, payments: shown ? payments : null }),
    api,
  };
}

/** The page as built, without data: it asks the API. */
function openFetching(brand: Partial<Brand> = {}, more: Record<string, Handler | Reply> = {}) {
  const api = stubApi({
    'GET /api/brand': { status: 200, body: { ...brandDefaults, ...brand } },
    'GET /api/plans': { status: 200, body: defaultPlans },
    'GET /api/billing/methods': {
      status: 200,
      body: { midtrans: true, bank_transfer: false, environment: 'sandbox' },
    },
    ...more,
  });
  return { ...renderLanding(null), api };
}

afterEach(() => {
  document.title = '';
  document.documentElement.removeAttribute('style');
});

describe('the landing page', () => {
  it('is built from the brand: title, description, and plain links to sign up and sign in', () => {
    const { api, missing } = openWritten({
      brand_name: 'Acme Links',
      landing_page_title: 'Short links for Acme',
      landing_page_description: 'Every link on our own domain.',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Short links for Acme' })).toBeInTheDocument();
    expect(screen.getByText('Every link on our own domain.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Acme Links');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Acme Links');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // Written by the server: nothing asked of the API, and every text found in the catalogue.
    expect(api.calls).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('applies the brand to the document: title, accent colour', async () => {
    openWritten({ brand_name: 'Acme', brand_description: 'Links', brand_accent_color: '#b91c1c' });
    await waitFor(() => expect(document.title).toBe('Acme - Links'));
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#b91c1c');
    expect(document.documentElement.style.getPropertyValue('--brand-primary-dark')).not.toBe('');
  });

  it('asks the API when the server wrote nothing, with placeholders instead of the default texts', async () => {
    const held = deferred<Reply>();
    openFetching({}, { 'GET /api/brand': () => held.promise });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(brandDefaults.landing_page_title)).not.toBeInTheDocument();
    held.resolve({ status: 200, body: { ...brandDefaults, landing_page_title: 'Acme' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    const pricing = await screen.findByRole('region', { name: 'Plans and pricing' });
    expect(await within(pricing).findByRole('article', { name: 'Medium' })).toBeInTheDocument();
  });

  it('shows the built-in texts when the brand cannot be read', async () => {
    openFetching({}, { 'GET /api/brand': { status: 503, body: {} } });
    expect(
      await screen.findByRole('heading', { level: 1, name: brandDefaults.landing_page_title }),
    ).toBeInTheDocument();
  });

  it('shows the features HTML the server sanitised, else the built-in highlights', () => {
    openWritten({ landing_page_features: '<h3>Fast redirects</h3><p>Under a millisecond.</p>' });
    expect(screen.getByRole('heading', { level: 3, name: 'Fast redirects' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your own domains' })).not.toBeInTheDocument();
  });

  it('shows the built-in highlights without features HTML', () => {
    openWritten({ landing_page_features: '' });
    expect(screen.getByRole('heading', { level: 3, name: 'Your own domains' })).toBeInTheDocument();
  });

  it('lists the plans with their rupiah prices while show_pricing_plans is on', () => {
    const { missing } = openWritten({ show_pricing_plans: true });
    const pricing = screen.getByRole('region', { name: 'Plans and pricing' });
    const list = within(pricing).getByRole('list', { name: 'Plans' });
    const medium = within(list).getByRole('article', { name: 'Medium' });
    expect(medium).toHaveTextContent('Rp350,000');
    expect(medium).toHaveTextContent('Rp500,000');
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
    // One list a card: what the limits give, then the plan's own lines, none said twice.
    const lines = roleTexts(medium, 'listitem');
    expect(within(medium).getAllByRole('list')).toHaveLength(1);
    expect(lines).toContain('5 short links');
    expect(lines).toContain('Click analytics');
    expect(new Set(lines).size).toBe(lines.length);
    expect(screen.getByRole('link', { name: 'View pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Pricing' }),
    ).toBeInTheDocument();
    // The trial reads as one: free for its days, not free "per" them.
    expect(free).toHaveTextContent('Free for 7 days');
    expect(free).not.toHaveTextContent(/per 7 days/);
    expect(missing).toEqual([]);
  });

  it('offers no checkout when no way to pay is set up, and says so', async () => {
    openWritten({}, defaultPlans, false);
    const pricing = screen.getByRole('region', { name: 'Plans and pricing' });
    expect(within(pricing).getByText('Plans cannot be bought here yet')).toBeInTheDocument();
    expect(within(pricing).queryByRole('link', { name: /^Choose/ })).not.toBeInTheDocument();
    expect(within(pricing).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('asks whether plans can be bought when the server wrote nothing', async () => {
    openFetching(
      {},
      {
        'GET /api/billing/methods': {
          status: 200,
          body: { midtrans: false, bank_transfer: false, environment: 'sandbox' },
        },
      },
    );
    const pricing = await screen.findByRole('region', { name: 'Plans and pricing' });
    expect(await within(pricing).findByText('Plans cannot be bought here yet')).toBeInTheDocument();
    expect(within(pricing).queryByRole('link', { name: /^Choose/ })).not.toBeInTheDocument();
  });

  it('leaves the plans out, and does not ask for them, while show_pricing_plans is off', async () => {
    const { api } = openFetching({ show_pricing_plans: false, landing_page_title: 'Acme' });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    expect(screen.queryByRole('region', { name: 'Plans and pricing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View pricing' })).not.toBeInTheDocument();
    // Nor does the header or the footer advertise a page that shows no plans.
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Pricing' }),
    ).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Pricing' }),
    ).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/brand']);
  });

  it('says when the plans could not be loaded, and tries again', async () => {
    let fail = true;
    openFetching(
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
    expect(alert).toHaveTextContent('The plans could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(pricing).findByText('There are no plans on sale right now.')).toBeInTheDocument();
  });

  it('links to the contact page in a new tab when there is one', () => {
    openWritten({ contact_link: 'https://acme.example/contact' });
    const contact = screen.getByRole('link', { name: 'Contact us (opens in a new tab)' });
    expect(contact).toHaveAttribute('href', 'https://acme.example/contact');
    expect(contact).toHaveAttribute('target', '_blank');
    expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no contact link without one', () => {
    openWritten({ contact_link: '', landing_page_title: 'Acme' });
    expect(screen.queryByRole('link', { name: /Contact us/ })).not.toBeInTheDocument();
  });
});

describe('the data the server writes into landing.html', () => {
  function documentWith(text: string | null): Document {
    const doc = document.implementation.createHTMLDocument();
    if (text !== null) {
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = landingDataElementId;
      script.textContent = text;
      doc.body.append(script);
    }
    return doc;
  }

  it('is read back as written', () => {
    const data: LandingData = {
      brand: { ...brandDefaults, brand_name: '</script> Acme' },
      plans: null,
      payments: null,
    };
    expect(readLandingData(documentWith(JSON.stringify(data)))).toEqual(data);
  });

  it('is none when the page is served as built, missing or unreadable', () => {
    expect(readLandingData(documentWith('null'))).toBeNull();
    expect(readLandingData(documentWith(null))).toBeNull();
    expect(readLandingData(documentWith('{not json'))).toBeNull();
  });
});

describe('the landing catalogue', () => {
  it('holds only namespaces of the app’s catalogue, with the same texts', async () => {
    const { en } = await import('../locales/en');
    expect(landingCatalogue.common).toEqual(en.common);
    expect(landingCatalogue.brand.landing).toEqual(en.brand.landing);
    expect(landingCatalogue.billing.pricing).toEqual(en.billing.pricing);
  });
});
