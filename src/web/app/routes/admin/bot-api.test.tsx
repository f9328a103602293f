import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPlans } from '../../../../shared/plans';
import type { Announcement, BotSettings } from '../../../../shared/telegram';
import { makeMe, type Handler, type Reply, refusal } from '../../../test/fake-api';
import {
  makeAnnouncement,
  makeBotSettings,
  makePreview,
  makeUnconfiguredBot,
} from '../../../test/make-telegram';
import { pageRoutes, renderRoute } from '../../../test/render-route';
import { Component as AdminBotApiPage } from './bot-api';
import { roleTexts } from '../../../test/texts';

const routes = pageRoutes('/admin/bot-api', AdminBotApiPage);

/** A token as BotFather gives one: what the page must never show once it is saved. */
const newToken = '987654321:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-9o';

interface Server {
  bot: BotSettings;
  announcements: Announcement[];
}

function openPage(server: Server, more: Record<string, Handler | Reply> = {}) {
  return renderRoute(routes, '/admin/bot-api', {
    me: makeMe({ is_admin: true }),
    api: {
      'GET /api/admin/telegram': () => ({ status: 200, body: server.bot }),
      'GET /api/admin/announcements': () => ({ status: 200, body: { items: server.announcements } }),
      'GET /api/plans': { status: 200, body: defaultPlans },
      ...more,
    },
  });
}

async function sectionNamed(name: string) {
  return screen.findByRole('region', { name });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/admin/bot-api: the token', () => {
  it('shows the stored token only as its hint, and never the token just saved', async () => {
    const server = { bot: makeBotSettings(), announcements: [] };
    const { api } = openPage(server, {
      'PUT /api/admin/telegram': () => {
        server.bot = makeBotSettings({
          token_hint: '987654:AA…9o',
          bot: { id: 987654321, username: 'acme_links_bot', first_name: 'Acme' },
        });
        return { status: 200, body: server.bot };
      },
    });
    const user = userEvent.setup();

    const section = await sectionNamed('Bot token');
    expect(within(section).getByText('123456:AB…yz')).toBeInTheDocument();
    expect(within(section).getByText('@ringkas_bot (Ringkas)')).toBeInTheDocument();
    expect(within(section).getByText('Set')).toBeInTheDocument();
    const input = within(section).getByLabelText('New token');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('');

    await user.type(input, newToken);
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText('Token saved. The bot is @acme_links_bot.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/telegram')).toEqual([{ token: newToken }]);
    expect(input).toHaveValue('');
    expect(within(section).getByText('987654:AA…9o')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(newToken);
    expect(document.body.innerHTML).not.toContain(newToken);
  });

  it('says when no token is set, and offers no test of a token that is not there', async () => {
    openPage({ bot: makeUnconfiguredBot(), announcements: [] });
    const section = await sectionNamed('Bot token');
    expect(within(section).getByText('Not set')).toBeInTheDocument();
    expect(within(section).getByText(/No token is set/)).toBeInTheDocument();
    expect(within(section).getByLabelText('Token')).toHaveAttribute('type', 'password');
    expect(within(section).getByRole('button', { name: 'Test' })).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Remove token' })).not.toBeInTheDocument();
  });

  it('shows a bad token under the field: by the shared rule first, then as the server refuses it', async () => {
    const { api } = openPage(
      { bot: makeUnconfiguredBot(), announcements: [] },
      {
        'PUT /api/admin/telegram': refusal(400, 'validation_failed', 'Some fields are invalid.', {
          token: 'Telegram refused this token (401 Unauthorized).',
        }),
      },
    );
    const user = userEvent.setup();
    const section = await sectionNamed('Bot token');
    const input = within(section).getByLabelText('Token');

    await user.type(input, 'not-a-token');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Enter the token BotFather gave you, such as 123456789:AAE…',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodiesOf('PUT /api/admin/telegram')).toEqual([]);

    await user.clear(input);
    await user.type(input, newToken);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/Telegram refused this token \(401 Unauthorized\)\./),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(api.bodiesOf('PUT /api/admin/telegram')).toEqual([{ token: newToken }]);
  });

  it("Test shows the bot's name, for the stored token or the typed one", async () => {
    const { api } = openPage(
      { bot: makeBotSettings(), announcements: [] },
      {
        'POST /api/admin/telegram/test': ({ body }) =>
          (body as { token?: string }).token
            ? {
                status: 200,
                body: { bot: { id: 987654321, username: 'acme_links_bot', first_name: 'Acme' } },
              }
            : { status: 200, body: { bot: { id: 123456, username: 'ringkas_bot', first_name: 'Ringkas' } } },
      },
    );
    const user = userEvent.setup();
    const section = await sectionNamed('Bot token');

    await user.click(within(section).getByRole('button', { name: 'Test' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'The token works: the bot is @ringkas_bot (Ringkas).',
    );

    await user.type(within(section).getByLabelText('New token'), newToken);
    await user.click(within(section).getByRole('button', { name: 'Test' }));
    expect(
      await within(section).findByText('The token works: the bot is @acme_links_bot (Acme).'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/telegram/test')).toEqual([{}, { token: newToken }]);
    // A test saves nothing.
    expect(api.bodiesOf('PUT /api/admin/telegram')).toEqual([]);
  });

  it('shows why a test failed as the server words it', async () => {
    openPage(
      { bot: makeBotSettings(), announcements: [] },
      { 'POST /api/admin/telegram/test': refusal(409, 'conflict', 'Telegram answered: Unauthorized.') },
    );
    const user = userEvent.setup();
    const section = await sectionNamed('Bot token');
    await user.click(within(section).getByRole('button', { name: 'Test' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Telegram answered: Unauthorized.');
  });

  it('removes the token after a confirmation', async () => {
    const server = { bot: makeBotSettings(), announcements: [] };
    const { api } = openPage(server, {
      'DELETE /api/admin/telegram': () => {
        server.bot = makeUnconfiguredBot();
        return { status: 200, body: server.bot };
      },
    });
    const user = userEvent.setup();
    const section = await sectionNamed('Bot token');

    await user.click(within(section).getByRole('button', { name: 'Remove token' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the bot token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Remove token' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove the bot token?' });
    await user.click(within(again).getByRole('button', { name: 'Remove token' }));

    expect(
      await within(section).findByText('The token is removed; the bot has stopped.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(within(section).getByText('Not set')).toBeInTheDocument();
    expect(within(section).queryByText('123456:AB…yz')).not.toBeInTheDocument();
  });
});

describe('/admin/bot-api: the test message', () => {
  it('sends a test message to a chat id, and shows a refused chat under the field', async () => {
    const { api } = openPage(
      { bot: makeBotSettings(), announcements: [] },
      {
        'POST /api/admin/telegram/test-message': ({ body }) =>
          (body as { chat_id: string }).chat_id === '12345'
            ? { status: 200, body: { message_id: 77 } }
            : refusal(400, 'validation_failed', 'Some fields are invalid.', {
                chat_id: 'Telegram does not know this chat: send the bot a message first.',
              }),
      },
    );
    const user = userEvent.setup();
    const section = await sectionNamed('Send a test message');
    const input = within(section).getByRole('textbox', { name: 'Chat id' });

    await user.type(input, 'someone');
    await user.click(within(section).getByRole('button', { name: 'Send test message' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Enter a chat id such as 123456789 or -1001234567890.',
    );
    expect(api.bodiesOf('POST /api/admin/telegram/test-message')).toEqual([]);

    await user.clear(input);
    await user.type(input, '-100999');
    await user.click(within(section).getByRole('button', { name: 'Send test message' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        /Telegram does not know this chat: send the bot a message first\./,
      ),
    );

    await user.clear(input);
    await user.type(input, '12345');
    await user.click(within(section).getByRole('button', { name: 'Send test message' }));
    expect(await within(section).findByText('Test message sent (message 77).')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(api.bodiesOf('POST /api/admin/telegram/test-message')).toEqual([
      { chat_id: '-100999' },
      { chat_id: '12345' },
    ]);
  });

  it('needs a token first', async () => {
    openPage({ bot: makeUnconfiguredBot(), announcements: [] });
    const section = await sectionNamed('Send a test message');
    expect(within(section).getByText('Save a bot token first.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Send test message' })).toBeDisabled();
  });
});

describe('/admin/bot-api: how updates arrive', () => {
  it('offers the webhook only when PUBLIC_URL is HTTPS', async () => {
    openPage({
      bot: makeBotSettings({ webhook_available: false, updates_error: 'getUpdates: 409 Conflict' }),
      announcements: [],
    });
    const section = await sectionNamed('How updates arrive');
    expect(within(section).getByRole('radio', { name: 'Long polling' })).toBeChecked();
    const webhook = within(section).getByRole('radio', { name: 'Webhook' });
    expect(webhook).toBeDisabled();
    expect(webhook).toHaveAccessibleDescription('Needs PUBLIC_URL to be an HTTPS address.');
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Updates are not arriving: getUpdates: 409 Conflict',
    );
    expect(within(section).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('switches to the webhook and shows its address', async () => {
    const server = {
      bot: makeBotSettings({ webhook_available: true, webhook_url: null }),
      announcements: [],
    };
    const { api } = openPage(server, {
      'PUT /api/admin/telegram': ({ body }) => {
        server.bot = {
          ...server.bot,
          ...(body as Partial<BotSettings>),
          webhook_url: 'https://links.example.com/api/telegram/webhook',
        };
        return { status: 200, body: server.bot };
      },
    });
    const user = userEvent.setup();
    const section = await sectionNamed('How updates arrive');

    const webhook = within(section).getByRole('radio', { name: 'Webhook' });
    expect(webhook).toBeEnabled();
    await user.click(webhook);
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(
      await within(section).findByText('Saved: Telegram posts updates to the webhook.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/telegram')).toEqual([{ mode: 'webhook' }]);
    expect(within(section).getByText('https://links.example.com/api/telegram/webhook')).toBeInTheDocument();
    expect(webhook).toBeChecked();
  });
});

describe('/admin/bot-api: announcements', () => {
  it('previews the recipients and both texts, then sends to them after a confirmation', async () => {
    const server: Server = { bot: makeBotSettings(), announcements: [] };
    const { api } = openPage(server, {
      'POST /api/admin/announcements/preview': () => ({
        status: 200,
        body: makePreview({
          recipients: 12,
          telegram_recipients: 5,
          in_app: { title: 'Maintenance tonight', body: 'From 02:00 <b>for</b> an hour.' },
          telegram_html:
            '<b>Maintenance tonight</b>\n\nFrom 02:00 &lt;b&gt;for&lt;/b&gt; an hour. <script>alert(1)</script>',
        }),
      }),
      'POST /api/admin/announcements': ({ body }) => {
        const sent = makeAnnouncement({
          ...(body as object),
          state: 'sending',
          recipients: 12,
          delivered_in_app: 0,
          telegram: { queued: 5, sent: 0, failed: 0 },
        });
        server.announcements = [sent];
        return { status: 202, body: sent };
      },
    });
    const user = userEvent.setup();
    const section = await sectionNamed('Announcements');
    expect(await within(section).findByText('No announcements yet.')).toBeInTheDocument();

    const audience = within(section).getByRole('combobox', { name: 'Audience' });
    await waitFor(() =>
      expect(roleTexts(audience, 'option')).toEqual([
        'All users',
        'Users of the Free plan',
        'Users of the Medium plan',
        'Users of the VIP plan',
        'Users of the VIP Max plan',
      ]),
    );
    await user.selectOptions(audience, 'medium');
    await user.type(within(section).getByRole('textbox', { name: 'Title' }), 'Maintenance tonight');
    await user.type(
      within(section).getByRole('textbox', { name: 'Message' }),
      'From 02:00 <b>for</b> an hour.',
    );
    await user.click(within(section).getByRole('button', { name: 'Preview' }));

    const preview = await within(section).findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('12 users get it in the app; 5 of them on Telegram too.');
    expect(api.bodiesOf('POST /api/admin/announcements/preview')).toEqual([
      { audience_plan: 'medium', title: 'Maintenance tonight', body: 'From 02:00 <b>for</b> an hour.' },
    ]);
    // In the app: the text as typed. On Telegram: its bold as bold, the rest as text, no markup run.
    const inApp = within(preview).getByText('In the app').closest('figure')!;
    expect(inApp).toHaveTextContent('From 02:00 <b>for</b> an hour.');
    const telegram = within(preview).getByText('On Telegram').closest('figure')!;
    expect(telegram.querySelector('strong')).toHaveTextContent('Maintenance tonight');
    expect(telegram).toHaveTextContent('From 02:00 <b>for</b> an hour. <script>alert(1)</script>');
    expect(telegram.querySelector('script')).toBeNull();
    expect(telegram.querySelectorAll('strong')).toHaveLength(1);

    await user.click(within(preview).getByRole('button', { name: 'Send to 12 users' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this announcement to 12 users?' });
    expect(dialog).toHaveTextContent('goes to 5 Telegram chats');
    expect(api.bodiesOf('POST /api/admin/announcements')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send to 12 users' }));

    expect(
      await within(section).findByText('Sending to 12 users. Its progress shows below.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/announcements')).toEqual([
      { audience_plan: 'medium', title: 'Maintenance tonight', body: 'From 02:00 <b>for</b> an hour.' },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    const list = within(section).getByRole('list', { name: 'Recent announcements' });
    expect(within(list).getByRole('listitem', { name: 'Maintenance tonight' })).toHaveTextContent(
      'To the Medium plan',
    );
  });

  it('checks the fields before a preview, shows the server refusals under them, and drops a preview once edited', async () => {
    const { api } = openPage(
      { bot: makeBotSettings(), announcements: [] },
      {
        'POST /api/admin/announcements/preview': ({ body }) =>
          (body as { audience_plan: string | null }).audience_plan === 'vip'
            ? refusal(400, 'validation_failed', 'Some fields are invalid.', {
                audience_plan: 'No such plan.',
              })
            : { status: 200, body: makePreview({ recipients: 0, telegram_recipients: 0 }) },
      },
    );
    const user = userEvent.setup();
    const section = await sectionNamed('Announcements');

    await user.click(within(section).getByRole('button', { name: 'Preview' }));
    const title = within(section).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Enter a title.'));
    expect(within(section).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      /Enter the message\./,
    );
    expect(api.bodiesOf('POST /api/admin/announcements/preview')).toEqual([]);

    const audience = within(section).getByRole('combobox', { name: 'Audience' });
    await waitFor(() => expect(within(audience).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(audience, 'vip');
    await user.type(title, 'Hello');
    await user.type(within(section).getByRole('textbox', { name: 'Message' }), 'Hi all');
    await user.click(within(section).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(audience).toHaveAccessibleDescription('No such plan.'));

    // Nobody in the audience: nothing to send.
    await user.selectOptions(audience, '');
    await user.click(within(section).getByRole('button', { name: 'Preview' }));
    const preview = await within(section).findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('No user is in this audience');
    expect(within(preview).getByRole('button', { name: 'Send to 0 users' })).toBeDisabled();

    await user.type(title, '!');
    expect(within(section).queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('shows the progress of a sending announcement, asking again every 2 s until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sending = makeAnnouncement({
      title: 'Price change',
      audience_plan: 'vip',
      state: 'sending',
      recipients: 10,
      delivered_in_app: 4,
      telegram: { queued: 3, sent: 2, failed: 1 },
    });
    const earlier = makeAnnouncement({ title: 'Welcome' });
    const server: Server = { bot: makeBotSettings(), announcements: [sending, earlier] };
    const { api } = openPage(server);

    const list = await screen.findByRole('list', { name: 'Recent announcements' });
    const item = within(list).getByRole('listitem', { name: 'Price change' });
    expect(item).toHaveTextContent('Sending');
    expect(item).toHaveTextContent('To the VIP plan');
    const bar = within(item).getByRole('progressbar', { name: 'In the app Price change' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '4 of 10');
    expect(item).toHaveTextContent('Telegram: 2 sent, 1 failed, 3 queued');
    expect(within(list).getByRole('listitem', { name: 'Welcome' })).toHaveTextContent('Sent');

    server.announcements = [
      { ...sending, state: 'done', delivered_in_app: 10, telegram: { queued: 0, sent: 5, failed: 1 } },
      earlier,
    ];
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '10'));
    expect(item).toHaveTextContent('Telegram: 5 sent, 1 failed, 0 queued');
    expect(within(item).getByText('Sent')).toBeInTheDocument();

    // Done: no more asking.
    const asked = api.calls.filter((call) => call.path === '/api/admin/announcements').length;
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(api.calls.filter((call) => call.path === '/api/admin/announcements')).toHaveLength(asked);
  });
});

describe('/admin/bot-api: plans by their names', () => {
  it('offers and lists the audiences by each plan’s display name, not its key', async () => {
    const [free, medium] = defaultPlans;
    const business = { ...medium!, display_name: { en: 'Business', id: 'Bisnis' } };
    openPage(
      {
        bot: makeBotSettings(),
        announcements: [makeAnnouncement({ audience_plan: 'medium', title: 'For business' })],
      },
      { 'GET /api/plans': { status: 200, body: [free, business] } },
    );
    const section = await sectionNamed('Announcements');
    const audience = within(section).getByRole('combobox', { name: 'Audience' });
    await waitFor(() =>
      expect(within(audience).getByRole('option', { name: 'Users of the Business plan' })).toHaveValue(
        'medium',
      ),
    );
    const item = await within(section).findByRole('listitem', { name: 'For business' });
    expect(item).toHaveTextContent('To the Business plan');
  });
});

describe('/admin/bot-api: loading', () => {
  it("says so when the bot's settings cannot be loaded, and tries again", async () => {
    const server = { bot: makeBotSettings(), announcements: [] };
    let fail = true;
    openPage(server, {
      'GET /api/admin/telegram': () =>
        fail ? refusal(500, 'internal_error', 'Boom.') : { status: 200, body: server.bot },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await sectionNamed('Bot token')).toBeInTheDocument();
  });
});
