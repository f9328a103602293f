import {
  telegramEvents,
  type Announcement,
  type AnnouncementPreview,
  type BotSettings,
  type ConnectLink,
  type TelegramEvent,
  type TelegramState,
} from '../../shared/telegram';

// The Telegram API's answers (src/shared/telegram.ts), for component tests only.

let sequence = 0;

/** The admin's view of a bot that is set up: a token hint, never the token, and long polling. */
export function makeBotSettings(overrides: Partial<BotSettings> = {}): BotSettings {
  return {
    configured: true,
    token_hint: '123456:AB…yz',
    bot: { id: 123456, username: 'ringkas_bot', first_name: 'Ringkas' },
    mode: 'polling',
    webhook_available: false,
    webhook_url: null,
    updates_error: null,
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

/** Before any token is saved. */
export function makeUnconfiguredBot(overrides: Partial<BotSettings> = {}): BotSettings {
  return makeBotSettings({ configured: false, token_hint: null, bot: null, updated_at: null, ...overrides });
}

/** Every event switched on, as a new account starts. */
export function allEvents(on = true): Record<TelegramEvent, boolean> {
  return Object.fromEntries(telegramEvents.map((event) => [event, on])) as Record<TelegramEvent, boolean>;
}

/** A user's state with the bot set up and no chat connected yet. */
export function makeTelegramState(overrides: Partial<TelegramState> = {}): TelegramState {
  return {
    bot_available: true,
    bot_username: 'ringkas_bot',
    private_chat: null,
    group_chat: null,
    manage_group: true,
    events: allEvents(),
    ...overrides,
  };
}

/** A connect link valid for 15 minutes from now. */
export function makeConnectLink(overrides: Partial<ConnectLink> = {}): ConnectLink {
  sequence += 1;
  const token = `tok${sequence}`;
  return {
    url: `https://t.me/ringkas_bot?start=${token}`,
    group_command: `/link ${token}`,
    expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makePreview(overrides: Partial<AnnouncementPreview> = {}): AnnouncementPreview {
  return {
    recipients: 12,
    telegram_recipients: 5,
    in_app: { title: 'Maintenance tonight', body: 'Links keep working.' },
    telegram_html: '<b>Maintenance tonight</b>\n\nLinks keep working.',
    ...overrides,
  };
}

/** An announcement sent to everyone, by default done. */
export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  sequence += 1;
  return {
    id: `announcement-${sequence}`,
    title: 'Maintenance tonight',
    body: 'Links keep working.',
    audience_plan: null,
    state: 'done',
    recipients: 10,
    delivered_in_app: 10,
    telegram: { queued: 0, sent: 4, failed: 0 },
    created_at: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}
