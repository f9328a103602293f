import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiScopes,
  maxApiKeysPerAccount,
  type ApiKey,
  type CreateApiKeyInput,
} from '../../../../shared/api-keys';
import { Toaster } from '../../../components/feedback/toaster';
import { dismissToast } from '../../../lib/toast';
import { deferred } from '../../../test/deferred';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { ApiKeysSection } from './api-keys-section';
import { roleTexts } from '../../../test/texts';
import { makeTeamWorkspace } from '../../../test/make-workspace';
import { storeWorkspaceId } from '../../../lib/workspace';

afterEach(() => {
  dismissToast();
});

let counter = 0;
function makeApiKey(changes: Partial<ApiKey> = {}): ApiKey {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `Key ${counter}`,
    prefix: `rk_${String(counter).padStart(8, 'x')}`,
    scopes: ['links:read'],
    role: 'owner',
    created_at: '2026-03-01T02:30:00.000Z',
    expires_at: null,
    last_used_at: null,
    ...changes,
  };
}

/** A fake server that keeps its keys: creating adds one (newest first), revoking removes it. */
function openSection(keys: ApiKey[], more: Record<string, Handler | Reply> = {}) {
  const server = { keys: [...keys] };
  const rendered = renderRoute(
    [
      {
        path: '/settings',
        element: (
          <>
            <ApiKeysSection timeZone="Asia/Jakarta" />
            <Toaster />
          </>
        ),
      },
    ],
    '/settings',
    {
      me: makeMe(),
      api: {
        'GET /api/api-keys': () => ({
          status: 200,
          body: { items: server.keys, limit: maxApiKeysPerAccount },
        }),
        'POST /api/api-keys': ({ body }) => {
          const input = body as CreateApiKeyInput;
          const created = makeApiKey({
            id: 'new-key',
            name: input.name,
            prefix: 'rk_3fA9c2Lq',
            scopes: input.scopes,
            role: input.role ?? 'admin',
            expires_at: input.expires_at ? new Date(input.expires_at).toISOString() : null,
            created_at: new Date().toISOString(),
          });
          server.keys = [created, ...server.keys];
          return {
            status: 201,
            body: { ...created, key: 'rk_3fA9c2LqSecretPartOfTheKeyThatIsShownOnce0123' },
          };
        },
        ...more,
      },
    },
  );
  for (const key of keys) {
    rendered.api.set({
      [`DELETE /api/api-keys/${key.id}`]: () => {
        server.keys = server.keys.filter((item) => item.id !== key.id);
        return { status: 204 };
      },
    });
  }
  return { ...rendered, server };
}

async function section() {
  return screen.findByRole('region', { name: 'API keys' });
}

async function keyRow(name: string) {
  const list = await screen.findByRole('list', { name: 'Your API keys' });
  const heading = await within(list).findByRole('heading', { name });
  return heading.closest('li')!;
}

describe('ApiKeysSection: the list', () => {
  it('shows each key with its visible start, scopes and dates in the account time zone', async () => {
    openSection([
      makeApiKey({
        name: 'Zapier',
        prefix: 'rk_3fA9c2Lq',
        scopes: ['links:read', 'links:write'],
        created_at: '2026-03-01T02:30:00.000Z',
        last_used_at: '2026-03-05T17:10:00.000Z',
        expires_at: '2099-12-31T16:59:59.000Z',
      }),
      makeApiKey({ name: 'Build server', scopes: ['analytics:read'] }),
    ]);

    const region = await section();
    expect(within(region).getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(await within(region).findByText('2 of 20 keys')).toBeInTheDocument();

    const zapier = await keyRow('Zapier');
    expect(within(zapier).getByText('rk_3fA9c2Lq…')).toBeInTheDocument();
    expect(roleTexts(within(zapier).getByRole('list', { name: 'Scopes' }), 'listitem')).toEqual([
      'links:read',
      'links:write',
    ]);
    // 02:30 UTC is 09:30 in Jakarta; 17:10 UTC is past midnight there.
    expect(within(zapier).getByText('Mar 1, 2026, 9:30 AM')).toHaveAttribute(
      'datetime',
      '2026-03-01T02:30:00.000Z',
    );
    expect(within(zapier).getByText('Mar 6, 2026, 12:10 AM')).toBeInTheDocument();
    expect(within(zapier).getByText('Dec 31, 2099, 11:59 PM')).toBeInTheDocument();

    const build = await keyRow('Build server');
    expect(within(build).getByText('Never used')).toBeInTheDocument();
    expect(within(build).getByText('Never')).toBeInTheDocument();
    expect(within(build).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('marks a key whose time has passed as expired', async () => {
    openSection([makeApiKey({ name: 'Old', expires_at: '2020-01-01T00:00:00.000Z' })]);
    expect(within(await keyRow('Old')).getByText('Expired')).toBeInTheDocument();
  });

  it('shows a loading placeholder, then says what keys are for when there are none', async () => {
    const answer = deferred<Reply>();
    openSection([], { 'GET /api/api-keys': () => answer.promise });

    const region = await section();
    expect(within(region).getByRole('status')).toHaveTextContent('Loading API keys…');
    answer.resolve({ status: 200, body: { items: [], limit: 20 } });

    expect(await within(region).findByRole('heading', { name: 'No API keys yet' })).toBeInTheDocument();
    expect(within(region).getByText('0 of 20 keys')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Create key' })).toBeEnabled();
  });

  it('says when the list cannot be loaded, and Try again loads it', async () => {
    const { api } = openSection([], {
      'GET /api/api-keys': refusal(503, 'service_unavailable', 'Down'),
    });
    const user = userEvent.setup();

    const region = await section();
    expect(await within(region).findByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
    api.set({
      'GET /api/api-keys': { status: 200, body: { items: [makeApiKey({ name: 'Back' })], limit: 20 } },
    });
    await user.click(within(region).getByRole('button', { name: 'Try again' }));

    expect(await keyRow('Back')).toBeInTheDocument();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns Create key off, with the reason, when the account holds the most keys it may', async () => {
    const keys = Array.from({ length: maxApiKeysPerAccount }, () => makeApiKey());
    openSection(keys);

    const region = await section();
    const create = await within(region).findByRole('button', { name: 'Create key' });
    await waitFor(() => expect(create).toBeDisabled());
    expect(create).toHaveAccessibleDescription(
      'You hold the 20 keys an account may have. Revoke one you no longer use to create another.',
    );
    expect(within(region).getByText('20 of 20 keys')).toBeInTheDocument();
  });
});

describe('ApiKeysSection: creating a key', () => {
  it('checks the form as the server does before sending anything', async () => {
    const { api } = openSection([]);
    const user = userEvent.setup();

    await user.click(await within(await section()).findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(/Enter a name for the key\./);
    expect(name).toHaveFocus();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();

    await user.type(name, 'Old');
    await user.click(within(dialog).getByRole('checkbox', { name: 'links:read' }));
    fireEvent.change(within(dialog).getByLabelText(/Expires/), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(within(dialog).getByLabelText(/Expires/)).toHaveAccessibleDescription(
      /Choose a time in the future\./,
    );
    expect(within(dialog).queryByText('Choose at least one scope.')).not.toBeInTheDocument();
    expect(api.bodiesOf('POST /api/api-keys')).toEqual([]);
  });

  it('sends the name, the scopes in order and the end of the expiry day, then shows the key once', async () => {
    const { api } = openSection([makeApiKey({ name: 'Older' })]);
    const user = userEvent.setup();

    const region = await section();
    await keyRow('Older');
    const create = within(region).getByRole('button', { name: 'Create key' });
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });

    // Every scope is offered, with what it opens.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(apiScopes.length);
    expect(within(dialog).getByRole('checkbox', { name: 'checks:write' })).toHaveAccessibleDescription(
      'Watch domains, run checks and change their schedules',
    );
    expect(within(dialog).getByRole('group', { name: 'Links' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), '  Zapier  ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'links:write' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'links:read' }));
    const expires = within(dialog).getByLabelText(/Expires/);
    expect(expires).toHaveAccessibleDescription(/end of this day, Asia\/Jakarta time/);
    fireEvent.change(expires, { target: { value: '2099-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Key “Zapier” created' });
    expect(api.bodiesOf('POST /api/api-keys')).toEqual([
      { name: 'Zapier', scopes: ['links:read', 'links:write'], expires_at: '2099-12-31T23:59:59+07:00' },
    ]);
    expect(within(shown).getByRole('heading', { name: 'Key “Zapier” created' })).toHaveFocus();
    expect(within(shown).getByText(/It will not be shown again\./)).toBeInTheDocument();
    const field = within(shown).getByLabelText('Your new API key');
    expect(field).toHaveValue('rk_3fA9c2LqSecretPartOfTheKeyThatIsShownOnce0123');
    expect(field).toHaveAttribute('readonly');

    await user.click(within(shown).getByRole('button', { name: 'Copy the API key' }));
    expect(await navigator.clipboard.readText()).toBe('rk_3fA9c2LqSecretPartOfTheKeyThatIsShownOnce0123');
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // The list behind the dialog has the new key already, newest first, without its secret.
    const list = screen.getByRole('list', { name: 'Your API keys', hidden: true });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { hidden: true })
          .map((h) => h.textContent),
      ).toEqual(['Zapier', 'Older']),
    );
    expect(list).not.toHaveTextContent('SecretPart');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(create).toHaveFocus();
    expect(within(region).getByText('2 of 20 keys')).toBeInTheDocument();
    expect(screen.queryByText(/SecretPart/)).not.toBeInTheDocument();
  });

  it("shows the server's field errors under their fields and its limit refusal in the dialog", async () => {
    const { api } = openSection([], {
      'POST /api/api-keys': refusal(400, 'validation_failed', 'Some fields are invalid.', {
        name: 'use at most 100 characters.',
        expires_at: 'choose a time in the future.',
      }),
    });
    const user = userEvent.setup();

    await user.click(await within(await section()).findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Scripts');
    await user.click(within(dialog).getByRole('button', { name: 'Select all' }));
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(apiScopes.length);
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Use at most 100 characters\./));
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText(/Expires/)).toHaveAccessibleDescription(
      /Choose a time in the future\./,
    );
    expect(api.bodiesOf('POST /api/api-keys')).toEqual([
      { name: 'Scripts', scopes: [...apiScopes], expires_at: null },
    ]);

    api.set({
      'POST /api/api-keys': refusal(
        409,
        'limit_reached',
        'An account can hold at most 20 API keys. Revoke one you no longer use.',
      ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account can hold at most 20 API keys. Revoke one you no longer use.',
    );
  });
});

describe('ApiKeysSection: revoking a key', () => {
  it('asks first; Cancel goes back to the row, Revoke key removes it and says so', async () => {
    const keep = makeApiKey({ name: 'Keep me' });
    const gone = makeApiKey({ name: 'Zapier', prefix: 'rk_3fA9c2Lq' });
    const { api } = openSection([gone, keep]);
    const user = userEvent.setup();

    const row = await keyRow('Zapier');
    const revoke = within(row).getByRole('button', { name: 'Revoke the key “Zapier”' });
    await user.click(revoke);
    let confirm = await screen.findByRole('alertdialog', { name: 'Revoke the key “Zapier”?' });
    expect(confirm).toHaveTextContent('the key starting rk_3fA9c2Lq… stop working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(revoke).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(revoke);
    confirm = await screen.findByRole('alertdialog', { name: 'Revoke the key “Zapier”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/api-keys/${gone.id}`,
    ]);
    const list = screen.getByRole('list', { name: 'Your API keys' });
    expect(within(list).queryByRole('heading', { name: 'Zapier' })).not.toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Keep me' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'API keys' })).toHaveFocus();
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Key “Zapier” revoked')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the revocation fails', async () => {
    const key = makeApiKey({ name: 'Zapier' });
    const { api } = openSection([key]);
    api.set({ [`DELETE /api/api-keys/${key.id}`]: refusal(503, 'service_unavailable', 'Down') });
    const user = userEvent.setup();

    await user.click(within(await keyRow('Zapier')).getByRole('button', { name: 'Revoke the key “Zapier”' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));

    expect(await within(confirm).findByRole('alert')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Revoke key' })).toBeEnabled();
    // Still listed behind the dialog.
    expect(screen.getByRole('heading', { name: 'Zapier', hidden: true })).toBeInTheDocument();
  });
});

describe('ApiKeysSection: the key’s role in the workspace', () => {
  it('shows each key’s role', async () => {
    openSection([makeApiKey({ name: 'Reader', role: 'viewer' })]);
    const row = await keyRow('Reader');
    expect(within(row).getByText('Role')).toBeInTheDocument();
    expect(within(row).getByText('Viewer')).toBeInTheDocument();
  });

  it('offers the roles up to the maker’s own, and sends one only when it is lesser', async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    const { api } = openSection([], {
      'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'admin' }) },
    });
    const user = userEvent.setup();

    await user.click(await within(await section()).findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    const role = await within(dialog).findByLabelText('Role');
    expect(role).toHaveValue('admin');
    expect(role).toHaveAccessibleDescription(/at most your own \(Admin\)/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Viewer', 'Member', 'Admin']);

    await user.type(within(dialog).getByLabelText('Name'), 'Reports');
    await user.click(within(dialog).getByRole('checkbox', { name: 'analytics:read' }));
    await user.selectOptions(role, 'Viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    await screen.findByRole('dialog', { name: 'Key “Reports” created' });
    expect(api.bodiesOf('POST /api/api-keys')).toEqual([
      { name: 'Reports', scopes: ['analytics:read'], role: 'viewer', expires_at: null },
    ]);
    expect(api.workspacesOf('POST /api/api-keys')).toEqual([makeTeamWorkspace().id]);
  });
});
