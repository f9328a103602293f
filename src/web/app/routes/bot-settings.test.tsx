import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TelegramEvent, TelegramState } from '../../../shared/telegram';
import { deferred } from '../../test/deferred';
import { makeMe, type Handler, type Reply, refusal } from '../../test/fake-api';
import { makeConnectLink, makeTelegramState } from '../../test/make-telegram';
import { pageRoutes, renderRoute } from '../../test/render-route';
import { Component as BotSettingsPage } from './bot-settings';

const routes = pageRoutes('/bot-settings', BotSettingsPage);

interface Server {
  state: TelegramState;
}

function openPage(server: Server, more: Record<string, Handler | Reply> = {}) {
  return renderRoute(routes, '/bot-settings', {
    me: makeMe(),
    api: { 'GET /api/telegram': () => ({ status: 200, body: server.state }), ...more },
  });
}

/** PUT /api/telegram/events as the server does it: the changed events stored, the state after. */
function eventsRoute(server: Server): Handler {
  return ({ body }) => {
    const { events } = body as { events: Partial<Record<TelegramEvent, boolean>> };
    server.state = { ...server.state, events: { ...server.state.events, ...events } };
    return { status: 200, body: server.state };
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/bot-settings', () => {
  it('says the administrator has not set up the bot yet, and offers nothing to press', async () => {
    openPage({ state: makeTelegramState({ bot_available: false, bot_username: null }) });

    expect(await screen.findByRole('heading', { name: 'Telegram is not set up yet' })).toBeInTheDocument();
    expect(screen.getByText(/The administrator has not set up the Telegram bot yet\./)).toBeInTheDocument();
    const main = screen.getByRole('heading', { level: 1, name: 'Bot Notifications' }).parentElement!
      .parentElement!;
    expect(within(main).queryAllByRole('button')).toEqual([]);
    expect(within(main).queryAllByRole('switch')).toEqual([]);
    expect(
      screen.getByText('Connect Telegram and choose which events send you a message.'),
    ).toBeInTheDocument();
  });

  it('connects the private chat: opens the bot, shows the link, and says Connected once the bot has it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const link = makeConnectLink();
    const server = { state: makeTelegramState() };
    const { api } = openPage(server, { 'POST /api/telegram/connect': { status: 200, body: link } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const section = await screen.findByRole('region', { name: 'Your Telegram chat' });
    expect(within(section).getByText('Not connected')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Connect Telegram' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith(link.url, '_blank', 'noopener,noreferrer'));
    const shown = within(section).getByRole('link', { name: link.url });
    expect(shown).toHaveAttribute('href', link.url);
    expect(shown).toHaveAttribute('target', '_blank');
    expect(within(section).getByText(/^It works once, until /)).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Waiting for Telegram');

    // The user presses Start in Telegram; the page asks again within 3 s.
    const asked = api.calls.filter((call) => call.path === '/api/telegram').length;
    server.state = { ...server.state, private_chat: { id: '42' } };
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(
      await within(section).findByText('Connected. Your Telegram chat now gets the events you choose below.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/telegram').length).toBeGreaterThan(asked);
    expect(within(section).getByText('Connected')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: link.url })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();

    // Connected: no more asking.
    const after = api.calls.filter((call) => call.path === '/api/telegram').length;
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.calls.filter((call) => call.path === '/api/telegram')).toHaveLength(after);
  });

  it('stops waiting when the link expires, and offers a new one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const server = { state: makeTelegramState() };
    const { api } = openPage(server, {
      'POST /api/telegram/connect': () => ({ status: 200, body: makeConnectLink() }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const section = await screen.findByRole('region', { name: 'Your Telegram chat' });

    await user.click(within(section).getByRole('button', { name: 'Connect Telegram' }));
    await within(section).findByText(/^It works once, until /);
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000 + 3_000));
    expect(await within(section).findByText(/The link has expired/)).toBeInTheDocument();

    const asked = api.calls.filter((call) => call.path === '/api/telegram').length;
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.calls.filter((call) => call.path === '/api/telegram')).toHaveLength(asked);

    await user.click(within(section).getByRole('button', { name: 'Get a new link' }));
    expect(await within(section).findByText(/^It works once, until /)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/telegram/connect')).toHaveLength(2);
  });

  it('disconnects the private chat', async () => {
    const server = { state: makeTelegramState({ private_chat: { id: '42' } }) };
    const { api } = openPage(server, {
      'DELETE /api/telegram/chats/private': () => {
        server.state = { ...server.state, private_chat: null };
        return { status: 200, body: server.state };
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Your Telegram chat' });
    expect(within(section).getByText('Messages go to your chat with @ringkas_bot.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Disconnect' }));

    expect(await within(section).findByRole('button', { name: 'Connect Telegram' })).toBeInTheDocument();
    expect(within(section).getByText('Not connected')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/telegram/chats/private',
    ]);
    expect(within(section).getByRole('heading', { name: 'Your Telegram chat' })).toHaveFocus();
  });
});

describe('/bot-settings: a group', () => {
  it('links a group by its id, showing a bad id under the field', async () => {
    const server = { state: makeTelegramState() };
    const { api } = openPage(server, {
      'PUT /api/telegram/group': ({ body }) => {
        const { group_id } = body as { group_id: string };
        if (group_id === '-100111') {
          return refusal(400, 'validation_failed', 'Some fields are invalid.', {
            group_id: 'The bot is not in this group: add it first.',
          });
        }
        server.state = { ...server.state, group_chat: { id: group_id, connected_by_you: true } };
        return { status: 200, body: server.state };
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: "The workspace's Telegram group" });
    expect(within(section).getByText('Add @ringkas_bot to the group.')).toBeInTheDocument();
    const input = within(section).getByRole('textbox', { name: 'Group id' });

    await user.type(input, '12345');
    await user.click(within(section).getByRole('button', { name: 'Link group' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Enter the group id: a negative number such as -1001234567890.',
    );
    expect(api.bodiesOf('PUT /api/telegram/group')).toEqual([]);

    await user.clear(input);
    await user.type(input, '-100111');
    await user.click(within(section).getByRole('button', { name: 'Link group' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/The bot is not in this group: add it first\./),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '-100222');
    await user.click(within(section).getByRole('button', { name: 'Link group' }));
    expect(await within(section).findByText('-100222')).toBeInTheDocument();
    expect(within(section).getByText('Connected')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/telegram/group')).toEqual([
      { group_id: '-100111' },
      { group_id: '-100222' },
    ]);
  });

  it('gives the /link command to send in the group, notices the group, and disconnects it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const link = makeConnectLink();
    const server = { state: makeTelegramState() };
    const { api } = openPage(server, {
      'POST /api/telegram/connect': { status: 200, body: link },
      'DELETE /api/telegram/chats/group': () => {
        server.state = { ...server.state, group_chat: null };
        return { status: 200, body: server.state };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const section = await screen.findByRole('region', { name: "The workspace's Telegram group" });

    await user.click(within(section).getByRole('button', { name: 'Get a /link command' }));
    expect(await within(section).findByText(link.group_command)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Copy the /link command' })).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Waiting for the group');

    // The command was sent in the group; the next look, within 3 s, finds it connected.
    server.state = { ...server.state, group_chat: { id: '-100333', connected_by_you: true } };
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await within(section).findByText('-100333')).toBeInTheDocument();
    expect(
      within(section).getByText('Connected. The group now gets the events you choose below.'),
    ).toBeInTheDocument();
    expect(within(section).queryByText(link.group_command)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Disconnect the group' }));
    expect(await within(section).findByRole('textbox', { name: 'Group id' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/telegram/chats/group',
    ]);
  });
});

describe('/bot-settings: the group of a workspace where one only reads', () => {
  it('says an owner or admin connects it, and offers no way to', async () => {
    openPage({ state: makeTelegramState({ manage_group: false }) });
    const section = await screen.findByRole('region', { name: "The workspace's Telegram group" });
    expect(
      within(section).getByText('No group yet. An owner or admin of this workspace can connect one.'),
    ).toBeInTheDocument();
    expect(within(section).queryAllByRole('button')).toEqual([]);
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the group another member connected, without Disconnect', async () => {
    openPage({
      state: makeTelegramState({
        manage_group: false,
        group_chat: { id: '-100777', connected_by_you: false },
      }),
    });
    const section = await screen.findByRole('region', { name: "The workspace's Telegram group" });
    expect(await within(section).findByText('-100777')).toBeInTheDocument();
    expect(
      within(section).getByText(/Another member connected it: it gets the events they chose\./),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Disconnect the group' })).not.toBeInTheDocument();
  });
});

describe('/bot-settings: events', () => {
  it('lists every event with its switch', async () => {
    openPage({ state: makeTelegramState({ private_chat: { id: '42' } }) });
    const list = await screen.findByRole('list', { name: 'Events that send a Telegram message' });
    expect(
      within(list)
        .getAllByRole('switch')
        .map((item) => item.getAttribute('aria-checked')),
    ).toHaveLength(11);
    for (const name of [
      'Domain down or back up',
      'Domain blocked',
      'Certificate expiring',
      'Custom domain verified or failed',
      'Link limit reached',
      'Plan expiring in 3 days',
      'Plan expired',
      'Payment received',
      'Plan changed by an administrator',
      'Webhook deliveries failing',
      'Announcements',
    ]) {
      expect(within(list).getByRole('switch', { name })).toBeChecked();
    }
  });

  it('sends only the changed event, moving the switch at once', async () => {
    const server = { state: makeTelegramState({ private_chat: { id: '42' } }) };
    const held = deferred<void>();
    const route = eventsRoute(server);
    const { api } = openPage(server, {
      'PUT /api/telegram/events': async (request) => {
        await held.promise;
        return route(request);
      },
    });
    const user = userEvent.setup();
    const blocked = await screen.findByRole('switch', { name: 'Domain blocked' });

    await user.click(blocked);
    expect(blocked).not.toBeChecked();
    held.resolve();
    await waitFor(() => expect(blocked).toBeEnabled());
    expect(blocked).not.toBeChecked();
    expect(api.bodiesOf('PUT /api/telegram/events')).toEqual([{ events: { domain_blocked: false } }]);
    expect(server.state.events.domain_blocked).toBe(false);
    expect(screen.getByRole('switch', { name: 'Payment received' })).toBeChecked();
  });

  it('puts the switch back when the server refuses the change', async () => {
    const server = { state: makeTelegramState({ private_chat: { id: '42' } }) };
    const held = deferred<void>();
    openPage(server, {
      'PUT /api/telegram/events': async () => {
        await held.promise;
        return refusal(500, 'internal_error', 'Boom.');
      },
    });
    const user = userEvent.setup();
    const expiring = await screen.findByRole('switch', { name: 'Plan expiring in 3 days' });

    await user.click(expiring);
    expect(expiring).not.toBeChecked();
    held.resolve();

    const row = expiring.closest('li')!;
    expect(await within(row as HTMLElement).findByRole('alert')).toHaveTextContent(
      'Not saved: Something went wrong on our side. Please try again.',
    );
    expect(expiring).toBeChecked();
  });
});

describe('/bot-settings: send test', () => {
  it('says which chats the test reached', async () => {
    const { api } = openPage(
      {
        state: makeTelegramState({
          private_chat: { id: '42' },
          group_chat: { id: '-100333', connected_by_you: true },
        }),
      },
      { 'POST /api/telegram/test': { status: 200, body: { sent: ['private', 'group'] } } },
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Send a test' });

    await user.click(within(section).getByRole('button', { name: 'Send test' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Test message sent to your chat and your group.',
    );
    expect(api.calls.filter((call) => call.path === '/api/telegram/test')).toHaveLength(1);
  });

  it("shows the server's refusal as it words it", async () => {
    openPage(
      { state: makeTelegramState({ private_chat: { id: '42' } }) },
      {
        'POST /api/telegram/test': refusal(
          409,
          'conflict',
          'Telegram says you blocked the bot: unblock it and try again.',
        ),
      },
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Send a test' });
    await user.click(within(section).getByRole('button', { name: 'Send test' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Telegram says you blocked the bot: unblock it and try again.',
    );
  });

  it('waits for a connected chat before offering the test', async () => {
    openPage({ state: makeTelegramState() });
    const section = await screen.findByRole('region', { name: 'Send a test' });
    expect(within(section).getByRole('button', { name: 'Send test' })).toBeDisabled();
    expect(within(section).getByText(/Connect a chat first/)).toBeInTheDocument();
  });
});
