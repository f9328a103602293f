import type { ChatKind } from '../../../shared/telegram';
import { escapeHtml } from './message-html';

// What the bot says, in the user's language (their profile's; for someone not yet connected, the
// language their Telegram app reports). Indonesian and English; anything else gets English.
// Every argument is escaped here: the texts are Telegram HTML.

export type BotLanguage = 'en' | 'id';

export function botLanguage(code: string | null | undefined): BotLanguage {
  return code?.toLowerCase().startsWith('id') ? 'id' : 'en';
}

const texts = {
  en: {
    connected: (brand: string) =>
      `Connected. ${brand} notifications you choose in Bot Notifications will arrive in this chat.`,
    groupConnected: (brand: string) =>
      `This group is connected. ${brand} notifications you choose in Bot Notifications will arrive here.`,
    tokenRefused: (brand: string) =>
      `This link has expired or was already used. Open Bot Notifications in ${brand} and choose "Connect Telegram" again.`,
    startWithoutToken: (brand: string) =>
      `To get ${brand} notifications here, open Bot Notifications in ${brand} and choose "Connect Telegram".`,
    stopped: (brand: string) =>
      `Disconnected. ${brand} will not send messages to this chat until you connect it again.`,
    notConnected: () => 'This chat is not connected to any account.',
    test: (brand: string) => `Test message from ${brand}: this chat receives your notifications.`,
    adminTest: (brand: string) => `Test message from the ${brand} bot settings.`,
    open: (brand: string) => `Open in ${brand}`,
  },
  id: {
    connected: (brand: string) =>
      `Terhubung. Notifikasi ${brand} yang Anda pilih di Notifikasi Bot akan dikirim ke obrolan ini.`,
    groupConnected: (brand: string) =>
      `Grup ini terhubung. Notifikasi ${brand} yang Anda pilih di Notifikasi Bot akan dikirim ke sini.`,
    tokenRefused: (brand: string) =>
      `Tautan ini sudah kedaluwarsa atau sudah dipakai. Buka Notifikasi Bot di ${brand} lalu pilih "Hubungkan Telegram" lagi.`,
    startWithoutToken: (brand: string) =>
      `Untuk menerima notifikasi ${brand} di sini, buka Notifikasi Bot di ${brand} lalu pilih "Hubungkan Telegram".`,
    stopped: (brand: string) =>
      `Terputus. ${brand} tidak akan mengirim pesan ke obrolan ini sampai Anda menghubungkannya lagi.`,
    notConnected: () => 'Obrolan ini tidak terhubung ke akun mana pun.',
    test: (brand: string) => `Pesan uji dari ${brand}: obrolan ini menerima notifikasi Anda.`,
    adminTest: (brand: string) => `Pesan uji dari pengaturan bot ${brand}.`,
    open: (brand: string) => `Buka di ${brand}`,
  },
} satisfies Record<BotLanguage, Record<string, (brand: string) => string>>;

export type BotText = keyof (typeof texts)['en'];

/** The text in that language with the brand name escaped in (Telegram HTML). */
export function botText(language: BotLanguage, key: BotText, brand: string): string {
  return texts[language][key](escapeHtml(brand));
}

/** The same, as plain text (for a message built by renderMessage, which escapes). */
export function botPlainText(language: BotLanguage, key: BotText, brand: string): string {
  return texts[language][key](brand);
}

/** A chat's name in the app's words (notices and refusals), per language. */
const chatNames = {
  en: { private: 'Your Telegram chat', group: 'Your Telegram group' },
  id: { private: 'Obrolan Telegram Anda', group: 'Grup Telegram Anda' },
} satisfies Record<BotLanguage, Record<ChatKind, string>>;

/** The notice (in the app, in the account's language) that Telegram dropped a connected chat. */
export function disconnectedNotice(
  language: BotLanguage,
  kind: ChatKind,
  why: string,
): { title: string; body: string } {
  const chat = chatNames[language][kind];
  return language === 'id'
    ? {
        title: `${chat} terputus`,
        body: `Telegram mengatakan: ${why}. Hubungkan lagi di Notifikasi Bot untuk menerima pesan di sana.`,
      }
    : {
        title: `${chat} was disconnected`,
        body: `Telegram said: ${why}. Connect it again in Bot Notifications to get messages there.`,
      };
}
