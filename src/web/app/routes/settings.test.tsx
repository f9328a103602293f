import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe, stubApi, refusal } from '../../test/fake-api';
import { renderRoute } from '../../test/render-route';
import { Component as SettingsPage } from './settings';

const noApiKeys = { status: 200, body: { items: [], limit: 20 } };

function setUp(adminDomains: string[], me = makeMe()) {
  const api = stubApi({
    'GET /api/me': { status: 200, body: me },
    'GET /api/links/domains': {
      status: 200,
      body: {
        domains: [...adminDomains, 'localhost'],
        default: adminDomains[0] ?? 'localhost',
        own: 'localhost',
      },
    },
    'PATCH /api/me': ({ body }) => ({
      status: 200,
      body: makeMe({ ...me.profile, ...(body as object) }),
    }),
    'GET /api/api-keys': noApiKeys,
  });
  renderRoute([{ path: '/settings', Component: SettingsPage }], '/settings');
  return api;
}

describe('/settings', () => {
  it('saves a time zone found with the filter, a brand domain and the language', async () => {
    const api = setUp(['rk.example', 'go.example']);
    const user = userEvent.setup();

    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Asia/Jakarta');
    await user.type(screen.getByLabelText('Filter time zones'), 'makas');
    expect(screen.getAllByRole('option', { name: /Makassar|Jakarta/ }).map((o) => o.textContent)).toEqual([
      'Asia/Jakarta',
      'Asia/Makassar',
    ]);
    await user.selectOptions(zone, 'Asia/Makassar');

    await user.click(await screen.findByLabelText('go.example'));
    expect(screen.getByLabelText("This server's own domain")).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText('Language'), 'Bahasa Indonesia');

    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/me')).toEqual([
      { timezone: 'Asia/Makassar', default_domain: 'go.example', language: 'id' },
    ]);
  });

  it("offers only the server's own domain (stored as null) when the admin set none", async () => {
    const api = setUp([]);
    const user = userEvent.setup();
    const own = await screen.findByLabelText("This server's own domain");
    expect(own).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Settings saved.');
    expect(api.bodiesOf('PATCH /api/me')).toEqual([
      { timezone: 'Asia/Jakarta', default_domain: null, language: 'en' },
    ]);
  });

  it('says so when no time zone matches the filter', async () => {
    setUp([]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Filter time zones'), 'Atlantis');
    expect(screen.getByText('No time zone matches “Atlantis”.')).toBeInTheDocument();
  });

  it('shows a server field error next to the field', async () => {
    const api = setUp([]);
    api.set({
      'PATCH /api/me': refusal(400, 'validation_failed', 'Some fields are invalid.', {
        timezone: 'must be an IANA time zone such as Asia/Jakarta',
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be an IANA time zone such as Asia/Jakarta')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the short domains cannot be loaded, instead of a form that would lose the choice', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: makeMe() },
      'GET /api/links/domains': refusal(503, 'unavailable', 'Down'),
      'GET /api/api-keys': noApiKeys,
    });
    renderRoute([{ path: '/settings', Component: SettingsPage }], '/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('The short domains could not be loaded');
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });

  it('holds the API keys below the settings, as a titled section', async () => {
    setUp([]);
    const keys = await screen.findByRole('region', { name: 'API keys' });
    expect(await within(keys).findByRole('heading', { name: 'No API keys yet' })).toBeInTheDocument();
    expect(within(keys).getByRole('button', { name: 'Create key' })).toBeEnabled();
    const save = await screen.findByRole('button', { name: 'Save settings' });
    expect(save.compareDocumentPosition(keys) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
