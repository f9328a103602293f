import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockSettings, CreateProbe, Probe } from '../../../../shared/checks';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import { makeBlockSettings, makeProbe, makeProbeToken } from '../../../test/make-admin-checks';
import { renderRoute } from '../../../test/render-route';
import { CheckSettingsView } from './check-settings-view';
import { roleTexts } from '../../../test/texts';

interface Server {
  settings: BlockSettings;
  probes: Probe[];
}

/** The view as /admin/domain-brand holds it, over a fake server that keeps what is saved. */
function openView(server: Server, more: Record<string, Handler | Reply> = {}) {
  return renderRoute([{ path: '/admin/domain-brand', Component: CheckSettingsView }], '/admin/domain-brand', {
    me: makeMe({ is_admin: true }),
    api: {
      'GET /api/admin/check-settings': () => ({ status: 200, body: server.settings }),
      'PUT /api/admin/check-settings': ({ body }) => {
        server.settings = body as BlockSettings;
        return { status: 200, body: server.settings };
      },
      'GET /api/admin/probes': () => ({ status: 200, body: { probes: server.probes } }),
      ...more,
    },
  });
}

async function resolversSection() {
  return screen.findByRole('region', { name: 'Filtering resolvers' });
}

function resolverRow(section: HTMLElement, number: number) {
  return within(section).getByRole('group', { name: `Resolver ${number}` });
}

async function probesSection() {
  return screen.findByRole('region', { name: 'Remote probes' });
}

describe('CheckSettingsView: resolvers and signatures', () => {
  it('lists each resolver and the signatures, under level 3 headings and no page title', async () => {
    openView({
      settings: makeBlockSettings(),
      probes: [makeProbe({ name: 'Jakarta', resolvers: ['Telkom'] })],
    });

    const section = await resolversSection();
    const rows = within(within(section).getByRole('list', { name: 'Filtering resolvers' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    const first = resolverRow(section, 1);
    expect(within(first).getByLabelText('Name')).toHaveValue('Nawala');
    expect(within(first).getByLabelText('Address')).toHaveValue('180.131.144.144');
    expect(within(first).getByLabelText('Protocol')).toHaveValue('udp');
    const second = resolverRow(section, 2);
    expect(within(second).getByLabelText('Address')).toHaveValue('203.0.113.53:5353');
    expect(within(second).getByLabelText('Protocol')).toHaveValue('tcp');
    expect(
      await within(second).findByText('Asked from the remote probe “Jakarta”, not from this server.'),
    ).toBeInTheDocument();

    const signatures = screen.getByRole('region', { name: 'Block signatures' });
    expect(within(signatures).getByLabelText('Block-page addresses')).toHaveValue('36.86.63.185');
    expect(within(signatures).getByLabelText('Block-page names')).toHaveValue(
      'internetpositif.id\ntrustpositif.komdigi.go.id',
    );
    expect(within(signatures).getByLabelText('Extended DNS Error codes')).toHaveValue('15, 16, 17');
    expect(within(signatures).getByLabelText('Extended DNS Error codes')).toHaveAccessibleDescription(
      /15 Blocked, 16 Censored, 17 Filtered/,
    );
    const meanings = within(signatures).getByRole('list', { name: 'What these codes mean' });
    expect(roleTexts(meanings, 'listitem')).toEqual([
      "15: Blocked (by the resolver's own policy)",
      '16: Censored (by an outside requirement, such as a court order)',
      "17: Filtered (at the request of the resolver's user)",
    ]);

    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Filtering resolvers',
      'Block signatures',
      'Remote probes',
    ]);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('adds a resolver: refused first by the shared schema, then by the server under its field', async () => {
    const server = { settings: makeBlockSettings(), probes: [] };
    let refused = false;
    const { api } = openView(server, {
      'PUT /api/admin/check-settings': ({ body }) => {
        if (!refused) {
          refused = true;
          return refusal(400, 'validation_failed', 'Some fields are invalid.', {
            'resolvers.2.address': 'this address is already Nawala’s.',
          });
        }
        server.settings = body as BlockSettings;
        return { status: 200, body: server.settings };
      },
    });
    const user = userEvent.setup();
    const section = await resolversSection();

    await user.click(within(section).getByRole('button', { name: 'Add resolver' }));
    const third = resolverRow(section, 3);
    const name = within(third).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(third).getByLabelText('Protocol')).toHaveValue('udp');
    await user.type(name, 'Indosat');
    const address = within(third).getByLabelText('Address');
    await user.type(address, 'dns.indosat.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some settings need fixing');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(/Enter an IP address, optionally with a port/),
    );
    await waitFor(() => expect(address).toHaveFocus());
    expect(within(third).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(api.bodiesOf('PUT /api/admin/check-settings')).toEqual([]);

    await user.clear(address);
    expect(address).not.toHaveAttribute('aria-invalid');
    await user.type(address, ' 180.131.144.144 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(address).toHaveAccessibleDescription(/This address is already Nawala’s\./));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Some settings need fixing');

    await user.clear(address);
    // user-event reads "[[" as a typed "[".
    await user.type(address, '[[2001:db8::53]:53');
    await user.selectOptions(within(third).getByLabelText('Protocol'), 'tcp');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    const sent = api.bodiesOf('PUT /api/admin/check-settings') as BlockSettings[];
    expect(sent).toHaveLength(2);
    // Sent trimmed, as the schema leaves it.
    expect(sent[0]?.resolvers[2]).toEqual({ name: 'Indosat', address: '180.131.144.144', protocol: 'udp' });
    expect(sent[1]?.resolvers).toEqual([
      ...makeBlockSettings().resolvers,
      { name: 'Indosat', address: '[2001:db8::53]:53', protocol: 'tcp' },
    ]);
    expect(address).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('removes a resolver, and Save sends the rest', async () => {
    const { api } = openView({ settings: makeBlockSettings(), probes: [] });
    const user = userEvent.setup();
    const section = await resolversSection();

    await user.click(within(section).getByRole('button', { name: 'Remove resolver 1' }));
    expect(within(section).getAllByRole('group', { name: /^Resolver / })).toHaveLength(1);
    const remaining = resolverRow(section, 1);
    expect(within(remaining).getByLabelText('Name')).toHaveValue('Telkom');
    await waitFor(() => expect(within(remaining).getByLabelText('Name')).toHaveFocus());
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(api.bodiesOf('PUT /api/admin/check-settings')).toEqual([
      { ...makeBlockSettings(), resolvers: [makeBlockSettings().resolvers[1]] },
    ]);
  });

  it('Discard changes puts back what is saved', async () => {
    openView({ settings: makeBlockSettings(), probes: [] });
    const user = userEvent.setup();
    const section = await resolversSection();

    await user.click(within(section).getByRole('button', { name: 'Remove resolver 2' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(within(section).getAllByRole('group', { name: /^Resolver / })).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });

  it('saves the signatures as arrays: one entry a line, codes as numbers', async () => {
    const { api } = openView({ settings: makeBlockSettings(), probes: [] });
    const user = userEvent.setup();
    const signatures = await screen.findByRole('region', { name: 'Block signatures' });
    const ips = within(signatures).getByLabelText('Block-page addresses');
    const names = within(signatures).getByLabelText('Block-page names');
    const codes = within(signatures).getByLabelText('Extended DNS Error codes');

    await user.clear(ips);
    await user.type(ips, '36.86.63.185\n\n  203.0.113.0/24 \n');
    await user.clear(names);
    await user.type(names, 'InternetPositif.id\nblock.isp.example');
    await user.clear(codes);
    await user.type(codes, '15, sixteen 17');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some settings need fixing');
    await waitFor(() =>
      expect(codes).toHaveAccessibleDescription(/Enter whole numbers: “sixteen” is not one\./),
    );
    await waitFor(() => expect(codes).toHaveFocus());
    expect(api.bodiesOf('PUT /api/admin/check-settings')).toEqual([]);

    await user.clear(codes);
    await user.type(codes, '15,16 17;18');
    const meanings = within(signatures).getByRole('list', { name: 'What these codes mean' });
    expect(within(meanings).getByText('18: Prohibited')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(api.bodiesOf('PUT /api/admin/check-settings')).toEqual([
      {
        resolvers: makeBlockSettings().resolvers,
        signatures: {
          block_ips: ['36.86.63.185', '203.0.113.0/24'],
          block_cnames: ['internetpositif.id', 'block.isp.example'],
          ede_codes: [15, 16, 17, 18],
        },
      },
    ]);
    // The form now shows what the server kept.
    expect(ips).toHaveValue('36.86.63.185\n203.0.113.0/24');
    expect(codes).toHaveValue('15, 16, 17, 18');
  });

  it('names each block-page address the server refuses, with the entry it is about', async () => {
    openView(
      { settings: makeBlockSettings(), probes: [] },
      {
        'PUT /api/admin/check-settings': refusal(400, 'validation_failed', 'Some fields are invalid.', {
          'signatures.block_ips.1': 'Enter an IP address or a CIDR range.',
        }),
      },
    );
    const user = userEvent.setup();
    const signatures = await screen.findByRole('region', { name: 'Block signatures' });
    const ips = within(signatures).getByLabelText('Block-page addresses');
    await user.type(ips, '\n198.51.100.7');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(ips).toHaveAccessibleDescription(/198\.51\.100\.7: Enter an IP address or a CIDR range\./),
    );
    await waitFor(() => expect(ips).toHaveFocus());
  });

  it('says when the settings cannot be loaded, and Try again loads them', async () => {
    const server = { settings: makeBlockSettings(), probes: [] };
    const { api } = openView(server, {
      // A proxy's answer, not the API's error shape: the view's own sentence.
      'GET /api/admin/check-settings': { status: 502, body: { message: 'Bad gateway' } },
    });
    const user = userEvent.setup();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The domain check settings could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Filtering resolvers' })).not.toBeInTheDocument();
    // The probes load on their own.
    expect(await within(await probesSection()).findByText('No remote probes')).toBeInTheDocument();

    api.set({ 'GET /api/admin/check-settings': () => ({ status: 200, body: server.settings }) });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await resolversSection()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the probes cannot be loaded, beside the settings', async () => {
    openView(
      { settings: makeBlockSettings(), probes: [] },
      { 'GET /api/admin/probes': refusal(500, 'internal_error', 'Something failed.') },
    );
    const probes = await probesSection();
    const alert = await within(probes).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await resolversSection()).toBeInTheDocument();
  });
});

describe('CheckSettingsView: remote probes', () => {
  it('lists each probe with when it was last seen and the resolvers it asks', async () => {
    openView({
      settings: makeBlockSettings(),
      probes: [
        makeProbe({ name: 'Jakarta', resolvers: ['Telkom', 'Nawala'] }),
        makeProbe({ name: 'Surabaya', last_seen_at: null }),
        makeProbe({
          name: 'Medan',
          resolvers: ['Indihome'],
          last_seen_at: new Date(Date.now() - 40 * 60_000).toISOString(),
        }),
      ],
    });
    const section = await probesSection();
    const items = within(await within(section).findByRole('list', { name: 'Remote probes' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Remote probes');
    expect(items).toHaveLength(3);

    const [jakarta, surabaya, medan] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(jakarta).getByRole('heading', { level: 4, name: 'Jakarta' })).toBeInTheDocument();
    expect(within(jakarta).getByText('2 minutes ago')).toBeInTheDocument();
    expect(within(jakarta).getByText('Telkom')).toBeInTheDocument();
    expect(within(jakarta).getByText('Nawala')).toBeInTheDocument();
    expect(within(surabaya).getByText('Never: it has not asked for work yet.')).toBeInTheDocument();
    expect(within(medan).getByText('40 minutes ago')).toBeInTheDocument();
    expect(within(medan).getByText(/Not heard from for over 15 minutes/)).toBeInTheDocument();
    expect(
      await within(medan).findByText(/No filtering resolver is called “Indihome” any more/),
    ).toBeInTheDocument();
  });

  it('adds a probe: its token shown once, with the command that runs it', async () => {
    const server: Server = { settings: makeBlockSettings(), probes: [] };
    const token = makeProbeToken();
    const { api, queryClient } = openView(server, {
      'POST /api/admin/probes': ({ body }) => {
        const probe = makeProbe({ ...(body as CreateProbe), last_seen_at: null });
        server.probes = [...server.probes, probe];
        return { status: 201, body: { probe, token } };
      },
    });
    const user = userEvent.setup();
    const section = await probesSection();
    expect(await within(section).findByText('No remote probes')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add probe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a remote probe' });
    await user.click(within(dialog).getByRole('button', { name: 'Create probe' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(/Give the probe a name\./),
    );
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    expect(within(dialog).getByRole('group', { name: 'Resolvers it asks' })).toHaveAccessibleDescription(
      /Choose at least one filtering resolver\./,
    );
    expect(api.bodiesOf('POST /api/admin/probes')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Jakarta, Telkomsel');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Telkom' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create probe' }));

    const created = await screen.findByRole('dialog', { name: 'Probe “Jakarta, Telkomsel” created' });
    expect(api.bodiesOf('POST /api/admin/probes')).toEqual([
      { name: 'Jakarta, Telkomsel', resolvers: ['Telkom'] },
    ]);
    expect(within(created).getByText(/it is shown only this once/)).toBeInTheDocument();
    expect(within(created).getByRole('group', { name: 'Token' })).toHaveTextContent(token);
    const command = `npm run cli -- probe --server ${window.location.origin} --token ${token}`;
    expect(within(created).getByRole('group', { name: 'Command' })).toHaveTextContent(command);

    await user.click(within(created).getByRole('button', { name: 'Copy the token' }));
    expect(await navigator.clipboard.readText()).toBe(token);
    await user.click(within(created).getByRole('button', { name: 'Copy the command' }));
    expect(await navigator.clipboard.readText()).toBe(command);

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.innerHTML).not.toContain(token);
    expect(
      await within(section).findByRole('heading', { level: 4, name: 'Jakarta, Telkomsel' }),
    ).toBeInTheDocument();
    // Not kept in the query client either, once nothing shows it.
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state.data),
        ),
      ).not.toContain(token),
    );

    await user.click(within(section).getByRole('button', { name: 'Add probe' }));
    const again = await screen.findByRole('dialog', { name: 'Add a remote probe' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(document.body.innerHTML).not.toContain(token);
  });

  it("shows the server's refusal of a resolver under the resolvers", async () => {
    openView(
      { settings: makeBlockSettings(), probes: [] },
      {
        'POST /api/admin/probes': refusal(400, 'validation_failed', 'Some fields are invalid.', {
          'resolvers.0': 'Nawala is not one of the filtering resolvers in the check settings.',
        }),
      },
    );
    const user = userEvent.setup();
    const section = await probesSection();
    await user.click(await within(section).findByRole('button', { name: 'Add probe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a remote probe' });
    await user.type(within(dialog).getByLabelText('Name'), 'Bandung');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Nawala' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create probe' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Resolvers it asks' })).toHaveAccessibleDescription(
        /Nawala is not one of the filtering resolvers/,
      ),
    );
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Nawala' })).toHaveFocus());
  });

  it('removes a probe only once the removal is confirmed', async () => {
    const jakarta = makeProbe({ name: 'Jakarta' });
    const server: Server = {
      settings: makeBlockSettings(),
      probes: [jakarta, makeProbe({ name: 'Bandung' })],
    };
    const { api } = openView(server, {
      [`DELETE /api/admin/probes/${jakarta.id}`]: () => {
        server.probes = server.probes.filter((probe) => probe.id !== jakarta.id);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const section = await probesSection();

    await user.click(await within(section).findByRole('button', { name: 'Remove the probe Jakarta' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove the probe “Jakarta”?' });
    expect(confirm).toHaveAccessibleDescription(
      /Its token stops working at once.*Checks ask Telkom from this server again\./,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(within(section).getByRole('heading', { name: 'Jakarta' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove the probe Jakarta' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove the probe “Jakarta”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove probe' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'The probe “Jakarta” was removed: its token no longer works.',
    );
    expect(within(section).queryByRole('heading', { name: 'Jakarta' })).not.toBeInTheDocument();
    expect(within(section).getByRole('heading', { name: 'Bandung' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/admin/probes/${jakarta.id}`,
    ]);
    await waitFor(() =>
      expect(within(section).getByRole('heading', { name: 'Remote probes' })).toHaveFocus(),
    );
  });
});
