import { z } from 'zod';
import { singleLine } from './text';

// Telegram: the bot an admin configures (/admin/bot-api), the chats a user connects and the
// events they choose (/bot-settings), and admin announcements. The API's shapes, shared by the
// server and the web app.
//
// Admin (403 for everyone else):
//   GET    /api/admin/telegram                 the bot's settings (the token only as a hint)
//   PUT    /api/admin/telegram                 { token?, mode? } -> settings; a token is tested
//                                              with getMe before it is stored (400 names `token`)
//   DELETE /api/admin/telegram                 forget the token (the bot stops) -> settings
//   POST   /api/admin/telegram/test            { token? } getMe with the given or stored token
//                                              -> { bot }
//   POST   /api/admin/telegram/test-message    { chat_id } -> { message_id }
//   POST   /api/admin/announcements/preview    { audience_plan, title, body } -> preview
//   POST   /api/admin/announcements            the same -> 202 announcement (sending)
//   GET    /api/admin/announcements            the latest 20 with their progress
//   GET    /api/admin/announcements/:id        one, with its progress
//
// Signed-in user:
//   GET    /api/telegram                       the bot, the connected chats, the event choices
//   POST   /api/telegram/connect               a one-time token (15 minutes, single use)
//                                              -> { url: https://t.me/<bot>?start=<token>, ... }
//   PUT    /api/telegram/group                 { group_id } link the workspace's group (the bot
//                                              confirms there; owners and admins)
//   DELETE /api/telegram/chats/:kind           disconnect `private` or the workspace's `group` -> state
//   PUT    /api/telegram/events                { events: { <event>: boolean } } -> state
//   POST   /api/telegram/test                  send a test message to the connected chats
//
// Telegram itself:
//   POST   /api/telegram/webhook               updates, with X-Telegram-Bot-Api-Secret-Token

/** What a user can choose to receive on Telegram; each notification type belongs to one. */
export const telegramEvents = [
  'domain_down_up',
  'domain_blocked',
  'certificate_expiring',
  'custom_domain',
  'link_limit',
  'plan_expiring',
  'plan_expired',
  'payment_received',
  'plan_changed',
  'webhooks_failing',
  'announcements',
] as const;
export type TelegramEvent = (typeof telegramEvents)[number];

/** The in-app notification types each event sends (a type not listed here stays in-app only). */
export const telegramEventTypes: Record<TelegramEvent, readonly string[]> = {
  domain_down_up: ['domain_down', 'domain_up'],
  domain_blocked: ['domain_blocked'],
  certificate_expiring: ['domain_expiring'],
  custom_domain: ['domain_verified', 'domain_failed'],
  link_limit: ['link_limit_reached'],
  plan_expiring: ['plan_expiring'],
  plan_expired: ['plan_expired'],
  payment_received: ['payment_received'],
  plan_changed: ['plan_changed'],
  webhooks_failing: ['webhook_failing', 'webhook_disabled'],
  announcements: ['announcement'],
};

/** The event a notification type belongs to, or null when it is never sent to Telegram. */
export function telegramEventOf(type: string): TelegramEvent | null {
  for (const event of telegramEvents) {
    if (telegramEventTypes[event].includes(type)) return event;
  }
  return null;
}

/** How long a connect token (deep link or /link) stays valid. */
export const connectTokenMinutes = 15;

export const updateModes = ['polling', 'webhook'] as const;
export type UpdateMode = (typeof updateModes)[number];

export const botIdentitySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
});
export type BotIdentity = z.infer<typeof botIdentitySchema>;

export const botSettingsSchema = z.object({
  configured: z.boolean(),
  /** The stored token cut to its ends (`123456:AB…yz`); never the whole token. */
  token_hint: z.string().nullable(),
  /** The bot the stored token belongs to (from getMe when it was saved). */
  bot: botIdentitySchema.nullable(),
  mode: z.enum(updateModes),
  /** A webhook needs PUBLIC_URL to be HTTPS. */
  webhook_available: z.boolean(),
  /** Where Telegram posts updates in webhook mode. */
  webhook_url: z.string().nullable(),
  /** The last failure to receive updates (polling or setting the webhook), if the latest try failed. */
  updates_error: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BotSettings = z.infer<typeof botSettingsSchema>;

/** A bot token as BotFather gives it: the bot's id, a colon, 35 characters. */
export const botTokenSchema = z
  .string()
  .trim()
  .regex(/^\d{5,15}:[A-Za-z0-9_-]{30,50}$/, 'Enter the token BotFather gave you, such as 123456789:AAE…');

export const updateBotSettingsSchema = z
  .object({ token: botTokenSchema.optional(), mode: z.enum(updateModes).optional() })
  .strict();
export type UpdateBotSettings = z.infer<typeof updateBotSettingsSchema>;

export const testBotSchema = z.object({ token: botTokenSchema.optional() }).strict();
export const testBotResultSchema = z.object({ bot: botIdentitySchema });

/** A chat id: a user's (positive) or a group's (negative, supergroups -100…), or a @channel name. */
export const chatIdSchema = z
  .string()
  .trim()
  .regex(
    /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/,
    'Enter a chat id such as 123456789 or -1001234567890.',
  );

export const testMessageSchema = z.object({ chat_id: chatIdSchema }).strict();
export const testMessageResultSchema = z.object({ message_id: z.number().int() });

export const telegramStateSchema = z.object({
  /** False until an admin sets a bot token: the page then says so. */
  bot_available: z.boolean(),
  bot_username: z.string().nullable(),
  /** The user's own chat with the bot, connected through /start. */
  private_chat: z.object({ id: z.string() }).nullable(),
  /** The group of the request's workspace: its notices go there once. */
  group_chat: z.object({ id: z.string(), connected_by_you: z.boolean() }).nullable(),
  /** Whether the reader may connect or disconnect the group (an owner or admin). */
  manage_group: z.boolean(),
  events: z.record(z.enum(telegramEvents), z.boolean()),
});
export type TelegramState = z.infer<typeof telegramStateSchema>;

export const connectLinkSchema = z.object({
  /** Opens the bot with `/start <token>`. */
  url: z.string(),
  /** What to send in a group instead: `/link <token>`. */
  group_command: z.string(),
  expires_at: z.string(),
});
export type ConnectLink = z.infer<typeof connectLinkSchema>;

export const linkGroupSchema = z
  .object({
    group_id: z
      .string()
      .trim()
      .regex(/^-\d{1,20}$/, 'Enter the group id: a negative number such as -1001234567890.'),
  })
  .strict();

export const chatKinds = ['private', 'group'] as const;
export type ChatKind = (typeof chatKinds)[number];

export const updateEventsSchema = z
  .object({ events: z.partialRecord(z.enum(telegramEvents), z.boolean()) })
  .strict();

export const sendTestResultSchema = z.object({
  /** The chats the test reached. */
  sent: z.array(z.enum(chatKinds)),
});

// Announcements

export const announcementTitleMax = 120;
export const announcementBodyMax = 2000;

export const announcementInputSchema = z
  .object({
    /** null: every user; else the users of this plan. */
    audience_plan: z.string().trim().min(1).max(40).nullable(),
    title: singleLine(announcementTitleMax).pipe(z.string().min(1, 'Enter a title.')),
    body: z
      .string()
      .trim()
      .max(announcementBodyMax, `Use at most ${announcementBodyMax.toLocaleString('en')} characters.`)
      .pipe(z.string().min(1, 'Enter the message.')),
  })
  .strict();
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const announcementPreviewSchema = z.object({
  recipients: z.number().int(),
  /** Of those, how many have a Telegram chat that takes announcements. */
  telegram_recipients: z.number().int(),
  in_app: z.object({ title: z.string(), body: z.string() }),
  /** The message as Telegram shows it (HTML mode). */
  telegram_html: z.string(),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  audience_plan: z.string().nullable(),
  state: z.enum(['sending', 'done']),
  recipients: z.number().int(),
  /** In-app notifications written so far. */
  delivered_in_app: z.number().int(),
  telegram: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export const announcementListSchema = z.object({ items: z.array(announcementSchema) });
