import type { ChatKind } from '../../../shared/telegram';
import { escapeHtml } from './message-html';
import { telegramText } from './texts-id';

// What the bot says, in the user's language (their profile's; for someone not yet connected, the
// language their Telegram app reports). Indonesian and English; anything else gets English.
// The brand is escaped here: the texts are Telegram HTML.

export type BotLanguage = 'en' | 'id';

export function botLanguage(code: string | null | undefined): BotLanguage {
  return code?.toLowerCase().startsWith('id') ? 'id' : 'en';
}

/** What the bot says, by name: English templates (Telegram's catalogue has the Indonesian). */
const texts = {
  connected: 'Connected. {brand} notifications you choose in Bot Notifications will arrive in this chat.',
  groupConnected:
    'This group is connected. {brand} notifications you choose in Bot Notifications will arrive here.',
  tokenRefused:
    'This link has expired or was already used. Open Bot Notifications in {brand} and choose "Connect Telegram" again.',
  groupRefused:
    'Only an owner or admin of the workspace can connect a group to it. Ask one of them for the command.',
  startWithoutToken:
    'To get {brand} notifications here, open Bot Notifications in {brand} and choose "Connect Telegram".',
  stopped: 'Disconnected. {brand} will not send messages to this chat until you connect it again.',
  notConnected: 'This chat is not connected to any account.',
  test: 'Test message from {brand}: this chat receives your notifications.',
  adminTest: 'Test message from the {brand} bot settings.',
  open: 'Open in {brand}',
};

export type BotText = keyof typeof texts;

/** The text in that language with the brand name escaped in (Telegram HTML). */
export function botText(language: BotLanguage, key: BotText, brand: string): string {
  return telegramText.say(language, texts[key], { brand: escapeHtml(brand) });
}

/** The same, as plain text (for a message built by renderMessage, which escapes). */
export function botPlainText(language: BotLanguage, key: BotText, brand: string): string {
  return telegramText.say(language, texts[key], { brand });
}

/** A chat's name in the app's words (notices and refusals). */
export const chatNames: Record<ChatKind, string> = {
  private: 'Your Telegram chat',
  group: "The workspace's Telegram group",
};

/** The notice (in the app, in the account's language) that Telegram dropped a connected chat. */
export function disconnectedNotice(
  language: BotLanguage,
  kind: ChatKind,
  why: string,
): { title: string; body: string } {
  const chat = telegramText.say(language, chatNames[kind]);
  return {
    title: telegramText.say(language, '{chat} was disconnected', { chat }),
    body: telegramText.say(
      language,
      'Telegram said: {why}. Connect it again in Bot Notifications to get messages there.',
      { why },
    ),
  };
}
