import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../../shared/account';
import { defaultPlans } from '../../../shared/plans';
import type { CreateWebhook, Delivery, UpdateWebhook, WebhookEndpoint } from '../../../shared/webhooks';
import { Toaster } from '../../components/feedback/toaster';
import { i18n } from '../../lib/i18n';
import { dismissToast } from '../../lib/toast';
import { storeWorkspaceId } from '../../lib/workspace';
import { deferred } from '../../test/deferred';
import { makeMe, refusal, type Handler, type Reply } from '../../test/fake-api';
import { makeTeamWorkspace } from '../../test/make-workspace';
import { makeDelivery, makeWebhook } from '../../test/make-webhook';
import { LandedAt, renderRoute } from '../../test/render-route';
import { roleTexts } from '../../test/texts';
import { Component as WebhooksPage } from './settings-webhooks';

afterEach(() => {
  dismissToast();
});

const path = '/settings/webhooks';
const routes = [
  {
    path,
    element: (
      <>
        <WebhooksPage />
        <Toaster />
      </>
    ),
  },
  { path: '*', Component: LandedAt },
];

/** An account whose workspace's plan has webhooks (or not). */
function meWith(webhooks: boolean): Me {
  const me = makeMe();
  return { ...me, entitlements: { ...me.entitlements, webhooks } };
}

/** What the fake server holds: the endpoints, and each one's log (newest first). */
interface Server {
  endpoints: WebhookEndpoint[];
  logs: Record<string, Delivery[]>;
}

const newSecret = 'whsec_NewlyMadeSecretShownOnceOnly0123456789abcdefgh=';
const rotatedSecret = 'whsec_RotatedSecretShownOnceOnly0123456789abcdeZZZZ=';

function endpointRoutes(server: Server, id: string): Record<string, Handler | Reply> {
  const replace = (changes: Partial<WebhookEndpoint>) => {
    server.endpoints = server.endpoints.map((item) => (item.id === id ? { ...item, ...changes } : item));
    return server.endpoints.find((item) => item.id === id)!;
  };
  return {
    [`PATCH /api/webhooks/${id}`]: ({ body }) => {
      const changes = body as UpdateWebhook;
      return {
        status: 200,
        body: replace({
          ...changes,
          ...(changes.enabled ? { disabled_reason: null, consecutive_failures: 0 } : {}),
        }),
      };
    },
    [`DELETE /api/webhooks/${id}`]: () => {
      server.endpoints = server.endpoints.filter((item) => item.id !== id);
      return { status: 204 };
    },
    [`POST /api/webhooks/${id}/rotate-secret`]: () => ({
      status: 200,
      body: { ...replace({ secret_hint: rotatedSecret.slice(-4) }), secret: rotatedSecret },
    }),
    [`POST /api/webhooks/${id}/test`]: () => {
      server.logs[id] = [
        makeDelivery({ event: 'webhook.test', outcome: 'delivered' }),
        ...(server.logs[id] ?? []),
      ];
      return { status: 202 };
    },
    [`GET /api/webhooks/${id}/deliveries`]: ({ url }) => {
      const event = url.searchParams.get('event');
      const outcome = url.searchParams.get('outcome');
      const items = (server.logs[id] ?? []).filter(
        (delivery) => (!event || delivery.event === event) && (!outcome || delivery.outcome === outcome),
      );
      return { status: 200, body: { items, page: 1, page_size: 50, has_more: false } };
    },
  };
}

function openPage(
  server: Server,
  {
    me = meWith(true),
    at = path,
    more = {},
  }: { me?: Me; at?: string; more?: Record<string, Handler | Reply> } = {},
) {
  const rendered = renderRoute(routes, at, {
    me,
    api: {
      'GET /api/webhooks': () => ({ status: 200, body: { items: server.endpoints } }),
      'POST /api/webhooks': ({ body }) => {
        const input = body as CreateWebhook;
        const made = makeWebhook({
          url: input.url,
          events: input.events,
          description: input.description ?? '',
          secret_hint: newSecret.slice(-4),
        });
        server.endpoints = [...server.endpoints, made];
        rendered.api.set(endpointRoutes(server, made.id));
        return { status: 201, body: { ...made, secret: newSecret } };
      },
      'GET /api/plans': { status: 200, body: defaultPlans },
      ...more,
    },
  });
  for (const endpoint of server.endpoints) rendered.api.set(endpointRoutes(server, endpoint.id));
  for (const [id, log] of Object.entries(server.logs)) {
    for (const delivery of log) {
      rendered.api.set({
        [`POST /api/webhooks/deliveries/${delivery.id}/resend`]: () => {
          const again = makeDelivery({
            message_id: delivery.message_id,
            event: delivery.event,
            outcome: 'pending',
            attempts: 0,
            status_code: null,
            latency_ms: null,
            response_excerpt: null,
            attempted_at: null,
            next_attempt_at: null,
          });
          server.logs[id] = [again, ...(server.logs[id] ?? [])];
          return { status: 202, body: again };
        },
      });
    }
  }
  // The test's own answers win over the fake's, the routes set just above included.
  rendered.api.set(more);
  return { ...rendered, user: userEvent.setup() };
}

async function endpointItem(url: string) {
  const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
  return within(list).getByRole('listitem', { name: url });
}

describe('/settings/webhooks: the endpoints', () => {
  it('shows each endpoint with its state, events, secret, failures, and why the server turned one off', async () => {
    const crm = makeWebhook({
      url: 'https://crm.example.com/hooks/ringkas',
      description: 'CRM',
      events: ['link.created', 'link.deleted'],
      consecutive_failures: 3,
    });
    const dead = makeWebhook({
      url: 'https://old.example.com/in',
      enabled: false,
      disabled_reason: '20 deliveries in a row failed.',
      consecutive_failures: 20,
      secret_hint: '',
    });
    openPage({ endpoints: [crm, dead], logs: {} });

    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const first = await endpointItem(crm.url);
    expect(first).toHaveTextContent('Status: On');
    expect(first).toHaveTextContent('CRM');
    expect(roleTexts(within(first).getByRole('list', { name: 'Events' }), 'listitem')).toEqual([
      'link.created',
      'link.deleted',
    ]);
    expect(first).toHaveTextContent('Ends in x9Qk');
    expect(first).toHaveTextContent('Failures in a row3 of 20');
    expect(within(first).getByRole('button', { name: `Turn off ${crm.url}` })).toBeEnabled();
    expect(within(first).getByRole('button', { name: `Send a test event to ${crm.url}` })).toBeEnabled();
    expect(within(first).getByRole('link', { name: `Delivery log of ${crm.url}` })).toHaveAttribute(
      'href',
      `${path}?endpoint=${crm.id}`,
    );

    const second = await endpointItem(dead.url);
    expect(second).toHaveTextContent('Status: Turned off by the server');
    expect(within(second).getByRole('status')).toHaveTextContent(
      '20 deliveries in a row failed. Fix the receiver, then turn the endpoint on again.',
    );
    expect(second).toHaveTextContent('Cannot be read: rotate it');
    expect(within(second).getByRole('button', { name: `Send a test event to ${dead.url}` })).toBeDisabled();
    expect(within(second).getByRole('button', { name: `Turn on ${dead.url}` })).toBeEnabled();

    expect(screen.getByText('2 of 10 endpoints')).toBeInTheDocument();
  });

  it('says in Indonesian why the server turned an endpoint off', async () => {
    await i18n.changeLanguage('id');
    openPage({
      endpoints: [makeWebhook({ enabled: false, disabled_reason: 'The endpoint answered 410 Gone.' })],
      logs: {},
    });
    const list = await screen.findByRole('list', { name: 'Endpoint webhook' });
    expect(within(list).getByRole('status')).toHaveTextContent(
      'Endpoint menjawab 410 Gone. Perbaiki penerimanya, lalu aktifkan kembali endpoint ini.',
    );
    expect(list).toHaveTextContent('Status: Dinonaktifkan oleh server');
  });

  it('shows a placeholder while loading, then the empty state', async () => {
    const answer = deferred<Reply>();
    openPage({ endpoints: [], logs: {} }, { more: { 'GET /api/webhooks': () => answer.promise } });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading webhooks');
    answer.resolve({ status: 200, body: { items: [] } });
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeInTheDocument();
    expect(screen.getByText('0 of 10 endpoints')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded, and tries again', async () => {
    let failing = true;
    const { user } = openPage(
      { endpoints: [], logs: {} },
      {
        more: {
          'GET /api/webhooks': () =>
            failing ? refusal(500, 'internal_error', 'boom') : { status: 200, body: { items: [] } },
        },
      },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeInTheDocument();
  });

  it('tells a member that only admins and owners see webhooks, without asking the server', async () => {
    storeWorkspaceId(makeTeamWorkspace().id);
    const { api } = openPage(
      { endpoints: [], logs: {} },
      { more: { 'GET /api/workspace': { status: 200, body: makeTeamWorkspace({ role: 'member' }) } } },
    );

    expect(
      await screen.findByText(
        "Only the workspace's admins and owners can see and manage its webhooks. Your role here is Member.",
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/webhooks')).toEqual([]);
  });
});

describe('/settings/webhooks: adding an endpoint', () => {
  it('checks the form, then shows the secret once; Done leaves the new endpoint in the list', async () => {
    const { user, api } = openPage({ endpoints: [], logs: {} });
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an endpoint' });

    // Nothing typed or ticked: each field says what it needs, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Enter the URL that receives the events.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Endpoint URL' })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'http://crm.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Enter a URL starting with https://.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/webhooks')).toEqual([]);

    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/hooks/ringkas');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'CRM');
    // Each event with what it means; ticked in any order, sent in the server's.
    const links = within(dialog).getByRole('group', { name: 'Links' });
    expect(within(links).getByRole('checkbox', { name: 'link.deleted' })).toHaveAccessibleDescription(
      'A short link was deleted.',
    );
    await user.click(within(links).getByRole('checkbox', { name: 'link.deleted' }));
    await user.click(within(links).getByRole('checkbox', { name: 'link.created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(api.bodiesOf('POST /api/webhooks')).toEqual([
      {
        url: 'https://crm.example.com/hooks/ringkas',
        events: ['link.created', 'link.deleted'],
        description: 'CRM',
      },
    ]);
    expect(within(shown).getByRole('heading', { name: 'Endpoint added' })).toHaveFocus();
    expect(within(shown).getByText(/It will not be shown again/)).toBeInTheDocument();
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(newSecret);
    await user.click(within(shown).getByRole('button', { name: 'Copy the signing secret' }));
    expect(await navigator.clipboard.readText()).toBe(newSecret);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(newSecret);
    const item = await endpointItem('https://crm.example.com/hooks/ringkas');
    expect(item).toHaveTextContent(`Ends in ${newSecret.slice(-4)}`);
  });

  it('puts the server’s refusal of the address under its field', async () => {
    const { user } = openPage(
      { endpoints: [], logs: {} },
      {
        more: {
          'POST /api/webhooks': refusal(400, 'validation_failed', 'Some fields are invalid.', {
            url: '10.0.0.5 is a private address.',
          }),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'https://10.0.0.5/in');
    await user.click(within(dialog).getByRole('checkbox', { name: 'link.updated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    await waitFor(() => expect(url).toHaveAccessibleDescription(/10\.0\.0\.5 is a private address\./));
    expect(url).toHaveFocus();
  });

  it('shows the plan’s refusal in the server’s words, naming the plans that have webhooks', async () => {
    const { user } = openPage(
      { endpoints: [], logs: {} },
      {
        more: {
          'POST /api/webhooks': refusal(
            403,
            'forbidden',
            'Webhooks are not included in your plan. They come with VIP and VIP Max.',
            { url: 'Webhooks are not included in your plan.' },
          ),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an endpoint' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Endpoint URL' }),
      'https://crm.example.com/in',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'link.created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Webhooks are not included in your plan. They come with VIP and VIP Max.',
    );
  });
});

describe('/settings/webhooks: a plan without webhooks', () => {
  it('names the plans that have them, offers no new endpoint, and still lets one be turned off or deleted', async () => {
    const on = makeWebhook({ url: 'https://on.example.com/in' });
    const off = makeWebhook({ url: 'https://off.example.com/in', enabled: false });
    openPage({ endpoints: [on, off], logs: {} }, { me: meWith(false) });

    const prompt = await screen.findByRole('region', { name: 'Webhooks are not included in your plan' });
    expect(prompt).toHaveTextContent('Webhooks come with VIP and VIP Max.');
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();

    const first = await endpointItem(on.url);
    expect(within(first).getByRole('button', { name: `Turn off ${on.url}` })).toBeEnabled();
    expect(within(first).getByRole('button', { name: `Delete ${on.url}` })).toBeEnabled();
    expect(within(first).getByRole('link', { name: `Delivery log of ${on.url}` })).toBeInTheDocument();
    for (const name of ['Send a test event to', 'Edit', 'Rotate the secret of'])
      expect(within(first).queryByRole('button', { name: `${name} ${on.url}` })).not.toBeInTheDocument();
    const second = await endpointItem(off.url);
    expect(within(second).queryByRole('button', { name: `Turn on ${off.url}` })).not.toBeInTheDocument();
  });
});

describe('/settings/webhooks: changing an endpoint', () => {
  it('turns an endpoint off and on again', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const { user, api } = openPage({ endpoints: [hook], logs: {} });

    await user.click(
      within(await endpointItem(hook.url)).getByRole('button', { name: `Turn off ${hook.url}` }),
    );
    expect(await screen.findByText('Endpoint turned off')).toBeInTheDocument();
    const item = await endpointItem(hook.url);
    await waitFor(() => expect(item).toHaveTextContent('Status: Off'));
    await user.click(within(item).getByRole('button', { name: `Turn on ${hook.url}` }));
    await waitFor(() => expect(item).toHaveTextContent('Status: On'));
    expect(api.bodiesOf(`PATCH /api/webhooks/${hook.id}`)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('edits the address, events and description', async () => {
    const hook = makeWebhook({
      url: 'https://crm.example.com/in',
      events: ['link.created'],
      description: 'CRM',
    });
    const { user, api } = openPage({ endpoints: [hook], logs: {} });

    await user.click(within(await endpointItem(hook.url)).getByRole('button', { name: `Edit ${hook.url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect(within(dialog).getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(hook.url);
    expect(within(dialog).getByRole('checkbox', { name: 'link.created' })).toBeChecked();
    const description = within(dialog).getByRole('textbox', { name: /Description/ });
    await user.clear(description);
    await user.type(description, 'Sales CRM');
    await user.click(within(dialog).getByRole('checkbox', { name: 'link.updated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Endpoint saved')).toBeInTheDocument();
    expect(api.bodiesOf(`PATCH /api/webhooks/${hook.id}`)).toEqual([
      { url: hook.url, events: ['link.created', 'link.updated'], description: 'Sales CRM' },
    ]);
    expect(await endpointItem(hook.url)).toHaveTextContent('Sales CRM');
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const { user, api } = openPage({ endpoints: [hook], logs: {} });

    await user.click(
      within(await endpointItem(hook.url)).getByRole('button', { name: `Rotate the secret of ${hook.url}` }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(ask).toHaveTextContent('the old secret too');
    await user.click(within(ask).getByRole('button', { name: 'Rotate secret' }));

    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(rotatedSecret);
    expect(api.calls.filter((call) => call.path.endsWith('/rotate-secret'))).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveTextContent(rotatedSecret);
    expect(await endpointItem(hook.url)).toHaveTextContent(`Ends in ${rotatedSecret.slice(-4)}`);
  });

  it('deletes an endpoint after asking, and puts focus on the list’s heading', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const { user, api } = openPage({ endpoints: [hook], logs: {} });

    await user.click(
      within(await endpointItem(hook.url)).getByRole('button', { name: `Delete ${hook.url}` }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this endpoint?' });
    expect(ask).toHaveTextContent(`${hook.url} stops receiving events at once`);
    await user.click(within(ask).getByRole('button', { name: 'Delete endpoint' }));

    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeInTheDocument();
    expect(screen.getByText('Endpoint deleted')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Endpoints' })).toHaveFocus());
  });

  it('sends a test event and says it is queued', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const { user, api } = openPage({ endpoints: [hook], logs: {} });

    await user.click(
      within(await endpointItem(hook.url)).getByRole('button', { name: `Send a test event to ${hook.url}` }),
    );
    expect(await screen.findByText('Test event queued')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === `/api/webhooks/${hook.id}/test`)).toHaveLength(1);
  });
});

describe('/settings/webhooks?endpoint=: the delivery log', () => {
  const logOf = (id: string) => `${path}?endpoint=${id}`;

  async function deliveries() {
    return within(await screen.findByRole('list', { name: 'Deliveries' }));
  }

  it('shows each delivery with its time, status, latency and tries, and the answer as text', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const html = '<b>thanks</b><script>window.pwned = true</script>';
    const delivered = makeDelivery({ status_code: 200, latency_ms: 1234, response_excerpt: html });
    const failed = makeDelivery({
      event: 'link.deleted',
      outcome: 'failed',
      attempts: 7,
      status_code: null,
      latency_ms: null,
      response_excerpt: 'connect ECONNREFUSED 203.0.113.7:443',
      attempted_at: '2026-12-01T09:00:00.000Z',
    });
    const waiting = makeDelivery({
      event: 'link.updated',
      outcome: 'pending',
      attempts: 2,
      status_code: 500,
      next_attempt_at: '2099-12-01T10:00:00.000Z',
    });
    const { user } = openPage(
      { endpoints: [hook], logs: { [hook.id]: [waiting, failed, delivered] } },
      {
        at: logOf(hook.id),
      },
    );

    expect(await screen.findByRole('heading', { name: 'Delivery log' })).toBeInTheDocument();
    expect(
      screen.getByText(`Deliveries to ${hook.url} in the last 30 days, newest first.`),
    ).toBeInTheDocument();
    const list = await deliveries();
    const [first, second, third] = list.getAllByRole('listitem');
    expect(first).toHaveAccessibleName('link.updated');
    expect(first).toHaveTextContent('Outcome: Pending');
    expect(first).toHaveTextContent('HTTP status500');
    expect(first).toHaveTextContent('Tries2');
    expect(within(first!).getByText(/2099/).closest('time')).toHaveAttribute(
      'datetime',
      '2099-12-01T10:00:00.000Z',
    );
    expect(second).toHaveTextContent('Outcome: Failed');
    expect(second).toHaveTextContent('HTTP statusNo answer');
    expect(second).toHaveTextContent('LatencyNone');
    expect(second).toHaveTextContent('Tries7');
    expect(within(second!).getByText('connect ECONNREFUSED 203.0.113.7:443')).toBeInTheDocument();
    expect(third).toHaveTextContent('Outcome: Delivered');
    expect(third).toHaveTextContent('HTTP status200');
    expect(third).toHaveTextContent('Latency1,234 ms');
    expect(third).toHaveTextContent(delivered.message_id);

    // The receiver's answer is characters on the page, never its markup.
    await user.click(within(third!).getByText('Response'));
    const answer = within(third!).getByText(html);
    expect(answer.tagName).toBe('PRE');
    expect(third!.querySelector('b, script')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('filters by event and outcome, kept in the address', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const test = makeDelivery({ event: 'webhook.test' });
    const created = makeDelivery({ event: 'link.created' });
    const { user, api, router } = openPage(
      { endpoints: [hook], logs: { [hook.id]: [test, created] } },
      { at: logOf(hook.id) },
    );
    expect((await deliveries()).getAllByRole('listitem')).toHaveLength(2);

    const filters = screen.getByRole('group', { name: 'Filter deliveries' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Event' }), 'webhook.test');
    await waitFor(async () => expect((await deliveries()).getAllByRole('listitem')).toHaveLength(1));
    expect((await deliveries()).getByRole('listitem')).toHaveAccessibleName('webhook.test');
    expect(router.state.location.search).toBe(`?endpoint=${hook.id}&event=webhook.test`);
    const route = `GET /api/webhooks/${hook.id}/deliveries`;
    expect(api.queriesOf(route).at(-1)?.get('event')).toBe('webhook.test');

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Outcome' }), 'Failed');
    expect(
      await screen.findByRole('heading', { name: 'No deliveries match these filters' }),
    ).toBeInTheDocument();
    expect(api.queriesOf(route).at(-1)?.toString()).toBe('event=webhook.test&outcome=failed');

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Event' }), 'Every event');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Outcome' }), 'Every outcome');
    await waitFor(async () => expect((await deliveries()).getAllByRole('listitem')).toHaveLength(2));
    expect(router.state.location.search).toBe(`?endpoint=${hook.id}`);
  });

  it('resends a delivery: the new one shows at the top', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const failed = makeDelivery({ event: 'link.deleted', outcome: 'failed', status_code: 500 });
    const { user, api } = openPage(
      { endpoints: [hook], logs: { [hook.id]: [failed] } },
      { at: logOf(hook.id) },
    );

    const [only] = (await deliveries()).getAllByRole('listitem');
    await user.click(within(only!).getByRole('button', { name: /^Resend link\.deleted of / }));

    expect(await screen.findByText('Delivery sent again')).toBeInTheDocument();
    await waitFor(async () => expect((await deliveries()).getAllByRole('listitem')).toHaveLength(2));
    const [top] = (await deliveries()).getAllByRole('listitem');
    expect(top).toHaveAccessibleName('link.deleted');
    expect(top).toHaveTextContent('Outcome: Pending');
    expect(top).toHaveTextContent(failed.message_id);
    expect(api.calls.filter((call) => call.path.endsWith('/resend'))).toHaveLength(1);
  });

  it('sends a test event from the log and shows its delivery', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const { user } = openPage({ endpoints: [hook], logs: {} }, { at: logOf(hook.id) });

    expect(await screen.findByRole('heading', { name: 'No deliveries yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event queued')).toBeInTheDocument();
    expect(await (await deliveries()).findByRole('listitem', { name: 'webhook.test' })).toBeInTheDocument();
  });

  it('offers no test or resend while the endpoint is off, and says why', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in', enabled: false });
    openPage({ endpoints: [hook], logs: { [hook.id]: [makeDelivery()] } }, { at: logOf(hook.id) });

    const [only] = (await deliveries()).getAllByRole('listitem');
    const why = 'This endpoint is off. Turn it on to send it a test event or resend a delivery.';
    expect(within(only!).getByRole('button', { name: /^Resend/ })).toBeDisabled();
    expect(within(only!).getByRole('button', { name: /^Resend/ })).toHaveAccessibleDescription(why);
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });

  it('shows the resend’s refusal by plan in the server’s words', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const delivery = makeDelivery();
    const { user } = openPage(
      { endpoints: [hook], logs: { [hook.id]: [delivery] } },
      {
        at: logOf(hook.id),
        more: {
          [`POST /api/webhooks/deliveries/${delivery.id}/resend`]: refusal(
            403,
            'forbidden',
            'Webhooks are not included in your plan. They come with VIP and VIP Max.',
          ),
        },
      },
    );
    const [only] = (await deliveries()).getAllByRole('listitem');
    await user.click(within(only!).getByRole('button', { name: /^Resend/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Webhooks are not included in your plan. They come with VIP and VIP Max.',
    );
  });

  it('says when the endpoint is not there, with the way back', async () => {
    openPage({ endpoints: [], logs: {} }, { at: logOf('7d0c5d9e-0000-4000-8000-000000000000') });

    expect(
      await screen.findByRole('heading', { name: 'This endpoint no longer exists' }),
    ).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'All endpoints' });
    expect(back.at(-1)).toHaveAttribute('href', path);
  });

  it('goes from an endpoint to its log and back, focus following', async () => {
    const hook = makeWebhook({ url: 'https://crm.example.com/in' });
    const { user } = openPage({ endpoints: [hook], logs: { [hook.id]: [makeDelivery()] } });

    await user.click(
      within(await endpointItem(hook.url)).getByRole('link', { name: `Delivery log of ${hook.url}` }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Delivery log' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'All endpoints' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Endpoints' })).toHaveFocus());
  });
});
