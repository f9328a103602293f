import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomDomain, UpdateCustomDomain } from '../../../shared/domains';
import { deferred } from '../../test/deferred';
import { makePaidMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { makeDomain, verified } from '../../test/make-domain';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as DomainsPage } from './domains';
import { roleTexts } from '../../test/texts';
import { makeTeamWorkspace } from '../../test/make-workspace';
import { storeWorkspaceId } from '../../lib/workspace';

const routes = pageRoutes('/domains', DomainsPage);

/** What the fake server holds: the account's domains and its plan's limit (null: unlimited). */
interface Server {
  domains: CustomDomain[];
  limit: number | null;
}

function openPage(server: Server, more: Record<string, Handler | Reply> = {}) {
  return renderRoute(routes, '/domains', {
    me: makePaidMe(),
    api: {
      'GET /api/domains': () => ({
        status: 200,
        body: { domains: server.domains, limit: server.limit, used: server.domains.length },
      }),
      ...more,
    },
  });
}

function replace(server: Server, domain: CustomDomain) {
  server.domains = server.domains.map((item) => (item.id === domain.id ? domain : item));
  return domain;
}

async function itemOf(name: string) {
  const list = await screen.findByRole('list', { name: 'Your custom domains' });
  return within(list).getByRole('listitem', { name });
}

describe('/domains: the list', () => {
  it('shows each domain with its state, and for unproven ones the records, the last check and the next', async () => {
    const pending = makeDomain({
      hostname: 'links.example.com',
      last_error: 'No TXT record found at _ringkas.links.example.com.',
      checked_at: '2026-11-24T16:00:00.000Z',
      next_check_at: '2026-11-24T16:05:00.000Z',
    });
    const failed = makeDomain({
      hostname: 'xn--bcher-kva.example',
      status: 'failed',
      last_error: 'The TXT record was not found within 7 days.',
      next_check_at: null,
    });
    const working = verified(makeDomain({ hostname: 'go.example.com' }), { link_count: 3 });
    openPage({ domains: [pending, failed, working], limit: 3 });

    const first = await itemOf('links.example.com');
    expect(first).toHaveTextContent('Status: Pending');
    const table = within(first).getByRole('table', { name: 'DNS records for links.example.com' });
    const [txt, cname] = within(table).getAllByRole('row').slice(1);
    expect(within(txt!).getByRole('rowheader')).toHaveTextContent('TXTProves you own the domain');
    expect(txt).toHaveTextContent('_ringkas.links.example.com');
    expect(txt).toHaveTextContent(pending.records[0]!.value);
    expect(within(cname!).getByRole('rowheader')).toHaveTextContent('CNAMEPoints the domain at this service');
    expect(cname).toHaveTextContent('ringkas.test');
    expect(first).toHaveTextContent('Last check: No TXT record found at _ringkas.links.example.com.');
    expect(first).toHaveTextContent(/Last checked .*2026/);
    expect(first).toHaveTextContent(/Next automatic check .*2026/);
    expect(within(first).getByRole('button', { name: 'Verify now' })).toBeEnabled();

    // Internationalised names are shown as people read them, with the stored form beside.
    const second = await itemOf('bücher.example');
    expect(second).toHaveTextContent('Status: Failed');
    expect(second).toHaveTextContent('Stored as xn--bcher-kva.example');
    expect(second).toHaveTextContent('Last check: The TXT record was not found within 7 days.');
    expect(second).toHaveTextContent('No more automatic checks. Fix the records, then choose Verify now.');
    expect(within(second).getByRole('table')).toBeVisible();

    // A working domain keeps its details closed until asked, the records it still needs included.
    const third = await itemOf('go.example.com');
    expect(third).toHaveTextContent('Status: Verified');
    expect(third).toHaveTextContent('3 links use this domain');
    expect(within(third).queryByRole('table')).not.toBeInTheDocument();
    const toggle = within(third).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    const records = within(third).getByRole('table', { name: 'DNS records for go.example.com' });
    expect(records).toHaveTextContent('CNAME');
    expect(records).toHaveTextContent('_ringkas.go.example.com');
    expect(within(third).queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();

    expect(screen.getByText('3 of 3 custom domains')).toBeInTheDocument();
  });

  it('copies a record to the clipboard and says so', async () => {
    const domain = makeDomain({ hostname: 'links.example.com' });
    openPage({ domains: [domain], limit: 1 });
    const user = userEvent.setup();

    const item = await itemOf('links.example.com');
    await user.click(within(item).getByRole('button', { name: 'Copy the value of the TXT record' }));
    expect(await navigator.clipboard.readText()).toBe(domain.records[0]!.value);
    expect(within(item).getByRole('button', { name: 'Copied' })).toBeVisible();

    await user.click(within(item).getByRole('button', { name: 'Copy the name of the TXT record' }));
    expect(await navigator.clipboard.readText()).toBe('_ringkas.links.example.com');
  });

  it('says what custom domains are for when there are none', async () => {
    openPage({ domains: [], limit: 1 });

    expect(await screen.findByRole('heading', { name: 'No custom domains yet' })).toBeInTheDocument();
    expect(screen.getByText(/puts your short links on your brand's own address/)).toBeInTheDocument();
    expect(screen.getByText('0 of 1 custom domain')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain name' })).toBeInTheDocument();
  });

  it('shows a placeholder while loading', async () => {
    const answer = deferred<Reply>();
    openPage({ domains: [], limit: 1 }, { 'GET /api/domains': () => answer.promise });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your domains');
    expect(screen.queryByRole('textbox', { name: 'Domain name' })).not.toBeInTheDocument();
    answer.resolve({ status: 200, body: { domains: [], limit: 1, used: 0 } });
    expect(await screen.findByRole('heading', { name: 'No custom domains yet' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your domains')).not.toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    let failing = true;
    openPage(
      { domains: [], limit: 1 },
      {
        'GET /api/domains': () =>
          failing
            ? refusal(500, 'internal_error', 'boom')
            : { status: 200, body: { domains: [], limit: 1, used: 0 } },
      },
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No custom domains yet' })).toBeInTheDocument();
  });
});

describe('/domains: the plan limit', () => {
  it('offers a free trial (limit 0) the way to a paid plan instead of the form', async () => {
    openPage({ domains: [], limit: 0 });

    const prompt = await screen.findByRole('region', { name: 'Custom domains come with a paid plan' });
    expect(prompt).toHaveTextContent('Your plan does not include custom domains.');
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('textbox', { name: 'Domain name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No custom domains yet' })).toBeInTheDocument();
  });

  it('shows the way to more domains instead of the form at the limit', async () => {
    openPage({ domains: [makeDomain(), makeDomain()], limit: 2 });

    expect(await screen.findByText('2 of 2 custom domains')).toBeInTheDocument();
    const prompt = screen.getByRole('region', {
      name: 'You are using all 2 custom domains your plan allows',
    });
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('textbox', { name: 'Domain name' })).not.toBeInTheDocument();
  });

  it('counts without a limit on an unlimited plan', async () => {
    openPage({ domains: [makeDomain(), makeDomain()], limit: null });

    expect(await screen.findByText('2 custom domains, no limit on your plan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain name' })).toBeInTheDocument();
  });
});

describe('/domains: adding', () => {
  it('sends the name, waits, then shows the new domain open with its records', async () => {
    const server: Server = { domains: [], limit: 1 };
    const added = makeDomain({ hostname: 'links.example.com' });
    const answer = deferred<void>();
    const { api } = openPage(server, {
      'POST /api/domains': async () => {
        await answer.promise;
        server.domains = [added];
        return { status: 201, body: added };
      },
    });

    await userEvent.type(await screen.findByRole('textbox', { name: 'Domain name' }), ' Links.Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    expect(api.bodiesOf('POST /api/domains')).toEqual([{ hostname: 'links.example.com' }]);

    answer.resolve();
    const item = await itemOf('links.example.com');
    expect(within(item).getByRole('table', { name: 'DNS records for links.example.com' })).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() =>
      expect(within(item).getByRole('heading', { name: 'links.example.com' })).toHaveFocus(),
    );
    // That was the plan's one domain: the form makes way for the way to more.
    expect(
      await screen.findByRole('region', { name: 'You are using the 1 custom domain your plan allows' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Domain name' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the name under the field and announces it", async () => {
    const why = "This is one of this site's own domains: enter a domain of yours.";
    openPage(
      { domains: [], limit: 1 },
      { 'POST /api/domains': refusal(400, 'validation_failed', 'Invalid.', { hostname: why }) },
    );

    const input = await screen.findByRole('textbox', { name: 'Domain name' });
    await userEvent.type(input, 'ringkas.test{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/own domains: enter a domain of yours\./);
    expect(input).toHaveFocus();
    expect(input).toHaveValue('ringkas.test');
    expect(screen.getByRole('button', { name: 'Add domain' })).toBeEnabled();
  });

  it('names the plan limit when the server refuses for it', async () => {
    const { api } = openPage(
      { domains: [makeDomain({ hostname: 'one.example.com' })], limit: 2 },
      {
        'POST /api/domains': refusal(
          403,
          'limit_reached',
          'Your plan allows 2 custom domains. Remove one or upgrade your plan.',
        ),
      },
    );

    await userEvent.type(await screen.findByRole('textbox', { name: 'Domain name' }), 'two.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your plan allows 2 custom domains. Remove one or choose a plan with more.',
    );
    expect(api.bodiesOf('POST /api/domains')).toEqual([{ hostname: 'two.example.com' }]);
  });

  it('checks the name by the shared rules before asking the server', async () => {
    const { api } = openPage({ domains: [], limit: 1 });

    const input = await screen.findByRole('textbox', { name: 'Domain name' });
    await userEvent.type(input, 'https://links.example.com/path{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter only the domain name, such as links.example.com, without http:// or a path.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('POST /api/domains')).toEqual([]);
  });
});

describe('/domains: Verify now', () => {
  it('turns the row verified when the record is found, and says so', async () => {
    const server: Server = { domains: [makeDomain({ hostname: 'links.example.com' })], limit: 1 };
    const answer = deferred<void>();
    const { api } = openPage(server, {
      [`POST /api/domains/${server.domains[0]!.id}/verify`]: async () => {
        await answer.promise;
        return { status: 200, body: replace(server, verified(server.domains[0]!)) };
      },
    });

    const item = await itemOf('links.example.com');
    await userEvent.click(within(item).getByRole('button', { name: 'Verify now' }));
    expect(within(item).getByRole('button', { name: 'Checking…' })).toBeDisabled();

    answer.resolve();
    const outcome = await within(item).findByText(
      'links.example.com is verified: your links can use it now.',
    );
    expect(outcome.closest('[role="status"]')).not.toBeNull();
    expect(item).toHaveTextContent('Status: Verified');
    expect(within(item).getByRole('textbox', { name: 'Root URL' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/verify'))).toHaveLength(1);
  });

  it('shows why it is not verified yet', async () => {
    const server: Server = { domains: [makeDomain({ hostname: 'links.example.com' })], limit: 1 };
    const why = 'The TXT record at _ringkas.links.example.com holds another value.';
    openPage(server, {
      [`POST /api/domains/${server.domains[0]!.id}/verify`]: () => ({
        status: 200,
        body: replace(server, {
          ...server.domains[0]!,
          last_error: why,
          checked_at: '2026-11-24T16:03:00.000Z',
        }),
      }),
    });

    const item = await itemOf('links.example.com');
    await userEvent.click(within(item).getByRole('button', { name: 'Verify now' }));

    expect(await within(item).findByText(`Not verified yet. ${why}`)).toBeInTheDocument();
    expect(item).toHaveTextContent(`Last check: ${why}`);
    expect(item).toHaveTextContent('Status: Pending');
    expect(within(item).getByRole('button', { name: 'Verify now' })).toBeEnabled();
  });
});

describe('/domains: root and not-found URLs', () => {
  it('saves both, shows a field the server refuses, and clears one left empty', async () => {
    const server: Server = {
      domains: [verified(makeDomain({ hostname: 'go.example.com' }), { link_count: 2 })],
      limit: 1,
    };
    const id = server.domains[0]!.id;
    const loop = 'This URL leads back to this site: visitors would go round in a loop.';
    const { api } = openPage(server, {
      [`PATCH /api/domains/${id}`]: ({ body }) => {
        const changes = body as UpdateCustomDomain;
        if (changes.not_found_url?.includes('go.example.com'))
          return refusal(400, 'validation_failed', 'Invalid.', { not_found_url: loop });
        return { status: 200, body: replace(server, { ...server.domains[0]!, ...changes }) };
      },
    });

    const item = await itemOf('go.example.com');
    await userEvent.click(within(item).getByRole('button', { name: 'Show details' }));
    const root = within(item).getByRole('textbox', { name: 'Root URL' });
    const notFound = within(item).getByRole('textbox', { name: 'Not-found URL' });
    expect(root).toHaveAccessibleDescription(
      'Where a visit to go.example.com itself goes. Leave empty for the not-found page.',
    );
    await userEvent.type(root, 'https://www.example.com');
    await userEvent.type(notFound, 'https://go.example.com/missing');
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));

    expect(await within(item).findByRole('alert')).toHaveTextContent(loop);
    expect(notFound).toHaveAttribute('aria-invalid', 'true');
    expect(root).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(notFound);
    await userEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(item).getByText('Saved.')).toBeInTheDocument());
    expect(notFound).not.toHaveAttribute('aria-invalid');
    expect(api.bodiesOf(`PATCH /api/domains/${id}`)).toEqual([
      {
        root_url: 'https://www.example.com',
        not_found_url: 'https://go.example.com/missing',
        expired_url: null,
      },
      { root_url: 'https://www.example.com', not_found_url: null, expired_url: null },
    ]);
    expect(server.domains[0]!.root_url).toBe('https://www.example.com');
  });
});

describe('/domains: removing', () => {
  it('asks first, then removes a domain no link uses', async () => {
    const server: Server = { domains: [makeDomain({ hostname: 'links.example.com' })], limit: 1 };
    const id = server.domains[0]!.id;
    const { api } = openPage(server, {
      [`DELETE /api/domains/${id}`]: () => {
        server.domains = [];
        return { status: 204 };
      },
    });

    const item = await itemOf('links.example.com');
    await userEvent.click(within(item).getByRole('button', { name: 'Remove links.example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove links.example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'Remove links.example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove domain' }));

    expect(await screen.findByRole('heading', { name: 'No custom domains yet' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('offers to move the links that keep a domain, then removes it', async () => {
    const domain = verified(makeDomain({ hostname: 'go.example.com' }), { link_count: 2 });
    const other = verified(makeDomain({ hostname: 'other.example' }));
    const server: Server = { domains: [domain, other], limit: 3 };
    let links = 2;
    const { api } = openPage(server, {
      'GET /api/links/domains': {
        status: 200,
        body: {
          domains: ['sho.rt', 'ringkas.test', 'go.example.com', 'other.example'],
          default: 'sho.rt',
          own: 'ringkas.test',
        },
      },
      [`POST /api/domains/${domain.id}/move-links`]: ({ body }) => {
        const { to_domain } = body as { to_domain: string };
        if (to_domain === 'sho.rt')
          return refusal(409, 'conflict', '1 of these links has a code already used on sho.rt.', {
            to_domain: '1 code is already used on sho.rt.',
          });
        links = 0;
        return { status: 200, body: { moved: 2 } };
      },
      [`DELETE /api/domains/${domain.id}`]: () => {
        if (links > 0)
          return refusal(
            409,
            'conflict',
            `${links} links use this domain. Move them to another domain first.`,
            {
              links: String(links),
            },
          );
        server.domains = [other];
        return { status: 204 };
      },
    });

    const item = await itemOf('go.example.com');
    await userEvent.click(within(item).getByRole('button', { name: 'Remove go.example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove go.example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));

    expect(
      await within(dialog).findByText('2 links use this domain. Move them to another domain first.'),
    ).toBeVisible();
    const choice = await within(dialog).findByRole('combobox', { name: 'Move the links to' });
    expect(roleTexts(choice, 'option')).toEqual(['sho.rt', 'ringkas.test', 'other.example']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 2 links and remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('1 code is already used on sho.rt.');
    expect(choice).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(choice, 'other.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move 2 links and remove' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const list = screen.getByRole('list', { name: 'Your custom domains' });
    await waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'go.example.com' })).not.toBeInTheDocument(),
    );
    expect(within(list).getByRole('listitem', { name: 'other.example' })).toBeInTheDocument();
    expect(api.bodiesOf(`POST /api/domains/${domain.id}/move-links`)).toEqual([
      { to_domain: 'sho.rt' },
      { to_domain: 'other.example' },
    ]);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});

describe('/domains below admin', () => {
  it.each(['viewer', 'member'] as const)(
    'shows a %s the domains, with nothing to add, verify, change or remove',
    async (role) => {
      storeWorkspaceId(makeTeamWorkspace().id);
      const pending = makeDomain({ hostname: 'links.example.com' });
      const working = verified(makeDomain({ hostname: 'go.example.com' }));
      openPage(
        { domains: [pending, working], limit: 3 },
        { 'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role }) } },
      );

      const item = await itemOf('links.example.com');
      expect(screen.getByText(/admins and owners add, verify, change and remove them/)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Add a domain' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Verify now' })).not.toBeInTheDocument();
      const go = await itemOf('go.example.com');
      await userEvent.setup().click(within(go).getByRole('button', { name: 'Show details' }));
      expect(within(go).getByLabelText('Root URL')).toHaveAttribute('readonly');
      expect(within(go).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    },
  );
});
