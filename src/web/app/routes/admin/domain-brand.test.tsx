import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../shared/brand';
import { brandDefaults } from '../../../../shared/brand-defaults';
import type { DomainSettings } from '../../../../shared/domains';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import { makeBlockSettings } from '../../../test/make-admin-checks';
import { pageRoutes, renderRoute } from '../../../test/render-route';
import { Component as AdminDomainBrandPage } from './domain-brand';

const routes = pageRoutes('/admin/domain-brand', AdminDomainBrandPage);

interface Server {
  brand: Brand;
  domains: DomainSettings;
}

function makeServer(brand: Partial<Brand> = {}, domains: Partial<DomainSettings> = {}): Server {
  return {
    brand: { ...brandDefaults, brand_name: 'Acme', brand_description: 'Links for Acme', ...brand },
    domains: { base_domain: 's.acme.example', other_domain: '', expired_url: '', ...domains },
  };
}

/** The page over a fake server that keeps what is saved, as the real one does. */
function openPage(server: Server, more: Record<string, Handler | Reply> = {}) {
  return renderRoute(routes, '/admin/domain-brand', {
    me: makeMe({ is_admin: true }),
    api: {
      'GET /api/brand': () => ({ status: 200, body: server.brand }),
      'PUT /api/admin/brand': ({ body }) => {
        server.brand = { ...server.brand, ...(body as Partial<Brand>) };
        return { status: 200, body: server.brand };
      },
      'GET /api/admin/domain-settings': () => ({ status: 200, body: server.domains }),
      'PUT /api/admin/domain-settings': ({ body }) => {
        server.domains = { ...server.domains, ...(body as Partial<DomainSettings>) };
        return { status: 200, body: server.domains };
      },
      'POST /api/admin/brand/features-preview': ({ body }) => ({
        status: 200,
        // As the server's sanitiser does: scripts go.
        body: {
          landing_page_features: (body as { landing_page_features: string }).landing_page_features.replace(
            /<script>.*?<\/script>/g,
            '',
          ),
        },
      }),
      'GET /api/admin/check-settings': { status: 200, body: makeBlockSettings() },
      'GET /api/admin/probes': { status: 200, body: { probes: [] } },
      ...more,
    },
  });
}

async function form() {
  return screen.findByRole('form', { name: 'Brand settings' });
}

describe('/admin/domain-brand: loading', () => {
  it('shows every setting as stored, under the registry title, and the domain checks below', async () => {
    openPage(
      makeServer({
        landing_page_title: 'Short links for Acme',
        contact_link: 'https://acme.example/contact',
        telegram_support_link: 'https://t.me/acme',
        trial_period: 14,
        show_pricing_plans: false,
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Brand Settings' })).toBeInTheDocument();
    expect(screen.getByText('Loading admin settings…').closest('[role="status"]')).toBeInTheDocument();

    await form();
    expect(screen.getByLabelText('App name')).toHaveValue('Ringkas');
    expect(screen.getByLabelText('Brand name')).toHaveValue('Acme');
    expect(screen.getByLabelText('Brand description')).toHaveValue('Links for Acme');
    expect(screen.getByLabelText('Accent colour')).toHaveValue('#2563eb');
    expect(screen.getByLabelText('Gradient')).toHaveValue(brandDefaults.brand_gradient);
    expect(screen.getByLabelText('Title')).toHaveValue('Short links for Acme');
    expect(screen.getByLabelText('Contact link')).toHaveValue('https://acme.example/contact');
    expect(screen.getByLabelText('Telegram support link')).toHaveValue('https://t.me/acme');
    expect(screen.getByLabelText('Trial period (days)')).toHaveValue(14);
    expect(screen.getByRole('switch', { name: 'Show pricing plans' })).not.toBeChecked();
    expect(screen.getByLabelText('Base domain')).toHaveValue('s.acme.example');
    expect(screen.getByLabelText('Other domain')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Domain checks' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Filtering resolvers' })).toBeInTheDocument();
  });

  it("says 'Failed to load admin settings.' with the reason, and loads on Try again", async () => {
    let fail = true;
    const server = makeServer();
    openPage(server, {
      'GET /api/admin/domain-settings': () =>
        fail ? refusal(500, 'internal_error', 'boom') : { status: 200, body: server.domains },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load admin settings.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.queryByRole('form', { name: 'Brand settings' })).not.toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await form()).toBeInTheDocument();
  });
});

describe('/admin/domain-brand: saving', () => {
  it('sends only what changed, each to its own API, and says it is saved', async () => {
    const server = makeServer();
    const { api } = openPage(server);
    const user = userEvent.setup();
    await form();

    await user.clear(screen.getByLabelText('Brand name'));
    await user.type(screen.getByLabelText('Brand name'), 'Acme Links');
    await user.clear(screen.getByLabelText('Trial period (days)'));
    await user.type(screen.getByLabelText('Trial period (days)'), '30');
    await user.click(screen.getByRole('switch', { name: 'Show pricing plans' }));
    await user.type(screen.getByLabelText('Other domain'), 'go.acme.example');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/brand')).toEqual([
      { brand_name: 'Acme Links', trial_period: 30, show_pricing_plans: false },
    ]);
    expect(api.bodiesOf('PUT /api/admin/domain-settings')).toEqual([{ other_domain: 'go.acme.example' }]);

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed since the last save.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/brand')).toHaveLength(1);
  });

  it("says 'Failed to update admin settings.' and puts each server error under its field", async () => {
    const server = makeServer();
    openPage(server, {
      'PUT /api/admin/brand': refusal(400, 'validation_failed', 'Some fields are invalid.', {
        brand_accent_color: 'Enter a colour such as #2563eb.',
        contact_link: 'Enter an http(s) URL.',
      }),
      'PUT /api/admin/domain-settings': refusal(400, 'validation_failed', 'Some fields are invalid.', {
        base_domain: 'Enter a domain name such as links.example.com.',
      }),
    });
    const user = userEvent.setup();
    await form();

    const accent = screen.getByLabelText('Accent colour');
    await user.clear(accent);
    await user.type(accent, 'blue');
    await user.type(screen.getByLabelText('Contact link'), 'acme.example');
    await user.clear(screen.getByLabelText('Base domain'));
    await user.type(screen.getByLabelText('Base domain'), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const failed = await screen.findByText('Failed to update admin settings.');
    expect(failed.closest('[role="alert"]')).toHaveTextContent(
      'Some fields need a change. Please check the messages next to them.',
    );
    expect(accent).toHaveAccessibleDescription(expect.stringContaining('Enter a colour such as #2563eb.'));
    expect(accent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contact link')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an http(s) URL.'),
    );
    expect(screen.getByLabelText('Base domain')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a domain name such as links.example.com.'),
    );
    // The first field refused, in the page's order, has focus.
    expect(accent).toHaveFocus();
    // Nothing was stored, so what was typed stays.
    expect(screen.getByLabelText('Base domain')).toHaveValue('not a domain');
    expect(server.brand.contact_link).toBe('');
  });

  it('asks for a whole number of trial days before sending anything', async () => {
    const { api } = openPage(makeServer());
    const user = userEvent.setup();
    await form();
    const trial = screen.getByLabelText('Trial period (days)');
    await user.clear(trial);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(trial).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of days, such as 7.'),
    );
    expect(trial).toHaveFocus();
    expect(api.bodiesOf('PUT /api/admin/brand')).toEqual([]);
  });
});

describe('/admin/domain-brand: accent colour', () => {
  it('says how well the accent reads in each theme, and names the theme where it is below 4.5:1', async () => {
    openPage(makeServer());
    const user = userEvent.setup();
    await form();
    const accent = screen.getByLabelText('Accent colour');
    // The default blue: white text reads on it, but on the dark page it is too dark.
    expect(accent).toHaveAccessibleDescription(
      expect.stringContaining('Light theme: White text on this colour has a contrast ratio of 5.1:1'),
    );
    expect(screen.queryByTestId('contrast-warning-light')).not.toBeInTheDocument();
    expect(screen.getByTestId('contrast-warning-dark')).toHaveTextContent(
      'Dark theme: This colour is hard to read on the dark background: a contrast ratio of 3.2:1, below 4.5:1. The dark theme shows a lighter shade of it instead, #5c8af0 (5.1:1).',
    );

    await user.clear(accent);
    await user.type(accent, '#facc15');
    expect(screen.getByTestId('contrast-warning-light')).toHaveTextContent(
      'Light theme: White text is hard to read on this colour: a contrast ratio of 1.5:1, below 4.5:1. Buttons will use dark text instead',
    );
    expect(screen.queryByTestId('contrast-warning-dark')).not.toBeInTheDocument();
    expect(accent).toHaveAccessibleDescription(
      expect.stringContaining(
        'Dark theme: This colour on the dark background has a contrast ratio of 11.1:1.',
      ),
    );

    await user.clear(accent);
    await user.type(accent, '#777777');
    expect(screen.getByTestId('contrast-warning-light')).toHaveTextContent(
      'Text is hard to read on this colour: a contrast ratio of 4.4:1 with white text and 3.9:1 with dark text',
    );
    expect(screen.getByTestId('contrast-warning-dark')).toHaveTextContent('#929292');
    expect(accent).toHaveAccessibleDescription(
      expect.stringContaining('Choose a darker or a lighter colour.'),
    );

    // The picker sets the same value; a light green reads in both themes.
    fireEvent.change(screen.getByLabelText('Pick the accent colour'), { target: { value: '#16a34a' } });
    expect(accent).toHaveValue('#16a34a');
    expect(screen.queryByTestId('contrast-warning-dark')).not.toBeInTheDocument();
  });
});

describe('/admin/domain-brand: logo and favicon', () => {
  const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('uploads a chosen logo at once, then shows its URL', async () => {
    const server = makeServer();
    const { api } = openPage(server, {
      'PUT /api/admin/brand/assets/logo': () => {
        server.brand = { ...server.brand, brand_logo: '/api/brand/assets/logo?v=0123456789abcdef' };
        return { status: 200, body: server.brand };
      },
    });
    const user = userEvent.setup();
    await form();

    await user.upload(
      screen.getByTestId('brand_logo-file'),
      new File([pngBytes], 'logo.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Uploaded and saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/brand/assets/logo')).toEqual([
      { content_type: 'image/png', data_base64: btoa(String.fromCharCode(...pngBytes)) },
    ]);
    expect(screen.getByLabelText('Logo')).toHaveValue('/api/brand/assets/logo?v=0123456789abcdef');
    // Saved already: Save has nothing left to send.
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed since the last save.')).toBeInTheDocument();
  });

  it("shows the server's reason under the field when it refuses a file", async () => {
    openPage(makeServer(), {
      'PUT /api/admin/brand/assets/favicon': refusal(400, 'validation_failed', 'Some fields are invalid.', {
        data_base64: 'This SVG contains a script. Remove it and upload it again.',
      }),
    });
    const user = userEvent.setup();
    await form();
    await user.upload(
      screen.getByTestId('favicon_url-file'),
      new File(['<svg><script>alert(1)</script></svg>'], 'icon.svg', { type: 'image/svg+xml' }),
    );
    expect(
      await screen.findByText('This SVG contains a script. Remove it and upload it again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Favicon')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Uploaded and saved.')).not.toBeInTheDocument();
  });

  it('refuses a file over 512 KB or of another type without sending it', async () => {
    const { api } = openPage(makeServer());
    const user = userEvent.setup({ applyAccept: false });
    await form();
    await user.upload(
      screen.getByTestId('brand_logo-file'),
      new File([new Uint8Array(512 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Use a file of at most 512 KB.')).toBeInTheDocument();
    await user.upload(
      screen.getByTestId('brand_logo-file'),
      new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText('Use a PNG, JPEG, WebP, ICO or SVG image.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/brand/assets/logo')).toEqual([]);
  });

  it('removes an image on Save when asked', async () => {
    const server = makeServer({ brand_logo: 'https://cdn.acme.example/logo.png' });
    const { api } = openPage(server);
    const user = userEvent.setup();
    await form();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByLabelText('Logo')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/brand')).toEqual([{ brand_logo: '' }]);
  });
});

describe('/admin/domain-brand: previews', () => {
  it('shows the sidebar header and the landing hero as typed', async () => {
    openPage(makeServer({ landing_page_title: 'Short links for Acme' }));
    const user = userEvent.setup();
    await form();
    const preview = screen.getByRole('region', { name: 'Preview' });
    const sidebar = within(preview).getByRole('figure', { name: 'Sidebar' });
    expect(sidebar).toHaveTextContent('Acme');
    const landing = within(preview).getByRole('figure', { name: 'Landing page' });
    expect(landing).toHaveTextContent('Short links for Acme');

    await user.clear(screen.getByLabelText('Brand name'));
    await user.type(screen.getByLabelText('Brand name'), 'Nusantara');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Links for every island');
    await waitFor(() => expect(sidebar).toHaveTextContent('Nusantara'));
    await waitFor(() => expect(landing).toHaveTextContent('Links for every island'));
    // Nothing in the preview can be clicked: it is a picture of the pages.
    expect(within(preview).queryAllByRole('button')).toEqual([]);
    expect(within(preview).queryAllByRole('link')).toEqual([]);
  });

  it('themes the preview with the typed accent', async () => {
    openPage(makeServer());
    const user = userEvent.setup();
    await form();
    const accent = screen.getByLabelText('Accent colour');
    await user.clear(accent);
    await user.type(accent, '#facc15');
    const preview = screen.getByRole('region', { name: 'Preview' });
    // The box whose tokens read its own accent (styles.css's `brand-themed`), in both themes.
    const themed = preview.querySelector<HTMLElement>('.brand-themed');
    await waitFor(() => expect(themed?.style.getPropertyValue('--brand-primary')).toBe('#facc15'));
    expect(themed?.style.getPropertyValue('--brand-primary-foreground')).toBe('#0f172a');
    expect(themed?.style.getPropertyValue('--brand-primary-dark')).toBe('#facc15');
    // The app itself keeps its theme until the colour is saved.
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).not.toBe('#facc15');
  });

  it('shows the features as the server will store them, never the typed HTML', async () => {
    const { api } = openPage(makeServer());
    await form();
    const group = screen.getByRole('group', { name: 'Features as they will be shown' });
    expect(group).toHaveTextContent('Empty: the landing page shows its built-in highlights.');

    const features = screen.getByLabelText('Features (HTML)');
    // user.type would read the brackets as key names.
    fireEvent.change(features, { target: { value: '<h3>Fast</h3><script>alert(1)</script>' } });
    expect(await within(group).findByRole('heading', { level: 3, name: 'Fast' })).toBeInTheDocument();
    expect(group.querySelector('script')).toBeNull();
    expect(api.bodiesOf('POST /api/admin/brand/features-preview')).toEqual([
      { landing_page_features: '<h3>Fast</h3><script>alert(1)</script>' },
    ]);
  });

  it('says when the preview could not be made', async () => {
    openPage(makeServer(), {
      'POST /api/admin/brand/features-preview': refusal(500, 'internal_error', 'boom'),
    });
    await form();
    fireEvent.change(screen.getByLabelText('Features (HTML)'), { target: { value: '<p>x</p>' } });
    expect(await screen.findByText('The preview could not be updated.')).toBeInTheDocument();
  });
});
