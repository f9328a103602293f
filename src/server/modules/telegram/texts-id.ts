import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English Telegram writes: the admin's and the user's refusals, notices and the
// bot's messages. English is the key; {name} stands for a value kept in place
// (platform/text/i18n.ts). src/server/texts.test.ts fails when a sentence of this module's code is
// missing here.

export const telegramTextsId: Catalogue = {
  // What notFound() names.
  'Announcement not found.': 'Pengumuman tidak ditemukan.',
  // Ids in paths.
  'Use private or group.': 'Gunakan private atau group.',

  // An announcement's audience.
  'There is no plan named "{plan}".': 'Tidak ada paket bernama "{plan}".',
  // Telegram.
  'Telegram did not answer: {why}. Try again.': 'Telegram tidak menjawab: {why}. Coba lagi.',
  'Telegram asks to wait {seconds} s. Try again then.':
    'Telegram meminta menunggu {seconds} detik. Coba lagi setelah itu.',
  'Telegram refused it: {why}': 'Telegram menolaknya: {why}',
  'Telegram does not know this token. Copy it again from BotFather.':
    'Telegram tidak mengenali token ini. Salin lagi dari BotFather.',
  'A webhook needs PUBLIC_URL to be an https:// address. Use long polling.':
    'Webhook memerlukan PUBLIC_URL berupa alamat https://. Gunakan long polling.',
  'Enter the bot token first.': 'Masukkan token bot terlebih dahulu.',
  'Enter a token to test, or save one first.': 'Masukkan token untuk diuji, atau simpan terlebih dahulu.',
  'Telegram no longer accepts the saved token. Enter a new one.':
    'Telegram tidak lagi menerima token yang tersimpan. Masukkan token baru.',
  'Set the bot token first.': 'Atur token bot terlebih dahulu.',
  'The bot cannot write to this chat ({why}). Start a chat with the bot, or add it to the group, first.':
    'Bot tidak dapat menulis ke obrolan ini ({why}). Mulai obrolan dengan bot, atau tambahkan bot ke grup, terlebih dahulu.',
  'The administrator has not set up the Telegram bot yet.': 'Administrator belum menyiapkan bot Telegram.',
  'Connect a Telegram chat or group first.': 'Hubungkan obrolan atau grup Telegram terlebih dahulu.',
  '{chat} was disconnected: Telegram said "{why}".': '{chat} terputus: Telegram mengatakan "{why}".',
  '{chat}: Telegram did not take the message ({why}).': '{chat}: Telegram tidak menerima pesan ({why}).',
  'Your Telegram chat': 'Obrolan Telegram Anda',
  "The workspace's Telegram group": 'Grup Telegram ruang kerja',
  'Only an owner or admin of the workspace can connect its group.':
    'Hanya pemilik atau admin ruang kerja yang dapat menghubungkan grupnya.',

  // What the bot says (bot-texts.ts).
  'Connected. {brand} notifications you choose in Bot Notifications will arrive in this chat.':
    'Terhubung. Notifikasi {brand} yang Anda pilih di Notifikasi Bot akan dikirim ke obrolan ini.',
  'This group is connected. {brand} notifications you choose in Bot Notifications will arrive here.':
    'Grup ini terhubung. Notifikasi {brand} yang Anda pilih di Notifikasi Bot akan dikirim ke sini.',
  'This link has expired or was already used. Open Bot Notifications in {brand} and choose "Connect Telegram" again.':
    'Tautan ini sudah kedaluwarsa atau sudah dipakai. Buka Notifikasi Bot di {brand} lalu pilih "Hubungkan Telegram" lagi.',
  'To get {brand} notifications here, open Bot Notifications in {brand} and choose "Connect Telegram".':
    'Untuk menerima notifikasi {brand} di sini, buka Notifikasi Bot di {brand} lalu pilih "Hubungkan Telegram".',
  'Disconnected. {brand} will not send messages to this chat until you connect it again.':
    'Terputus. {brand} tidak akan mengirim pesan ke obrolan ini sampai Anda menghubungkannya lagi.',
  'Only an owner or admin of the workspace can connect a group to it. Ask one of them for the command.':
    'Hanya pemilik atau admin ruang kerja yang dapat menghubungkan grup. Minta perintahnya kepada salah satu dari mereka.',
  'This chat is not connected to any account.': 'Obrolan ini tidak terhubung ke akun mana pun.',
  'Test message from {brand}: this chat receives your notifications.':
    'Pesan uji dari {brand}: obrolan ini menerima notifikasi Anda.',
  'Test message from the {brand} bot settings.': 'Pesan uji dari pengaturan bot {brand}.',
  'Open in {brand}': 'Buka di {brand}',
  // The notice that Telegram dropped a connected chat.
  '{chat} was disconnected': '{chat} terputus',
  'Telegram said: {why}. Connect it again in Bot Notifications to get messages there.':
    'Telegram mengatakan: {why}. Hubungkan lagi di Notifikasi Bot untuk menerima pesan di sana.',
};

/** This module's texts in a reader's language. */
export const telegramText = textsOf(telegramTextsId);
