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

  // The commands' answers (commands/replies.ts).
  'This workspace has no links yet. Create one in {brand}.':
    'Ruang kerja ini belum punya tautan. Buat tautan di {brand}.',
  ' (disabled)': ' (nonaktif)',
  ' (expired)': ' (kedaluwarsa)',
  '1 click': '1 klik',
  '{count} clicks': '{count} klik',
  '<b>Links</b>, newest first (page {page} of {pages}, {total} in all)':
    '<b>Tautan</b>, terbaru lebih dulu (halaman {page} dari {pages}, total {total})',
  '« Previous': '« Sebelumnya',
  'Next »': 'Berikutnya »',
  '<b>{link}</b>: clicks': '<b>{link}</b>: klik',
  'Today: {count}': 'Hari ini: {count}',
  'Last 7 days: {count}': '7 hari terakhir: {count}',
  'Last 30 days: {count}': '30 hari terakhir: {count}',
  'All time: {count}': 'Sepanjang waktu: {count}',
  'Days are counted in {zone} time; bots are not counted.':
    'Hari dihitung menurut zona waktu {zone}; kunjungan bot tidak dihitung.',
  // A domain's check state, as Check Domains words it.
  up: 'aktif',
  down: 'mati',
  blocked: 'diblokir',
  'certificate expiring': 'sertifikat hampir kedaluwarsa',
  unknown: 'tidak diketahui',
  'not checked yet': 'belum diperiksa',
  'not watched on Check Domains': 'tidak dipantau di Periksa Domain',
  ' (checked {when})': ' (diperiksa {when})',
  'This workspace has no domains yet. Add them on Check Domains in {brand}.':
    'Ruang kerja ini belum punya domain. Tambahkan di Periksa Domain pada {brand}.',
  'And {count} more: see Check Domains in {brand}.': 'Dan {count} lainnya: lihat Periksa Domain di {brand}.',
  '<b>Domains</b> and their last checks': '<b>Domain</b> dan hasil pemeriksaan terakhirnya',
  '<b>{brand} bot</b>: what you can ask here': '<b>Bot {brand}</b>: yang dapat Anda minta di sini',
  '/links: the newest links, a page at a time': '/links: tautan terbaru, per halaman',
  "/stats &lt;code&gt;: a link's clicks today and in the last 7 and 30 days":
    '/stats &lt;kode&gt;: jumlah klik sebuah tautan hari ini, dalam 7 hari terakhir, dan dalam 30 hari terakhir',
  '/domains: your domains and their checks': '/domains: domain Anda dan hasil pemeriksaannya',
  '/disable &lt;code&gt; and /enable &lt;code&gt;: turn a link off or on, after you confirm':
    '/disable &lt;kode&gt; dan /enable &lt;kode&gt;: menonaktifkan atau mengaktifkan tautan, setelah Anda konfirmasi',
  '/stop: disconnect this chat': '/stop: memutuskan obrolan ini',
  '/help: this list': '/help: daftar ini',
  'A code may be written with its domain (go.example.com/abc). In a group, only members of its workspace can ask; disabling and enabling needs the member role or above.':
    'Kode dapat ditulis beserta domainnya (go.example.com/abc). Di grup, hanya anggota ruang kerjanya yang dapat meminta; menonaktifkan dan mengaktifkan tautan memerlukan peran anggota atau yang lebih tinggi.',
  'This chat is not connected yet. Open Bot Notifications in {brand} and choose "Connect Telegram".':
    'Obrolan ini belum terhubung. Buka Notifikasi Bot di {brand} lalu pilih "Hubungkan Telegram".',
  'Disable <b>{link}</b>? Visitors will get "not found" until it is enabled again.':
    'Nonaktifkan <b>{link}</b>? Pengunjung akan mendapat "tidak ditemukan" sampai tautan diaktifkan lagi.',
  'Enable <b>{link}</b>? It will send visitors on again.':
    'Aktifkan <b>{link}</b>? Tautan akan kembali meneruskan pengunjung.',
  'Only you can press the button, within {minutes} minutes.':
    'Hanya Anda yang dapat menekan tombolnya, dalam {minutes} menit.',
  Disable: 'Nonaktifkan',
  Enable: 'Aktifkan',
  Cancel: 'Batal',
  '<b>{link}</b> is disabled: visitors now get "not found".':
    '<b>{link}</b> dinonaktifkan: pengunjung kini mendapat "tidak ditemukan".',
  '<b>{link}</b> is enabled: it sends visitors on again.':
    '<b>{link}</b> diaktifkan: tautan kembali meneruskan pengunjung.',
  '<b>{link}</b> is already disabled. Nothing changed.':
    '<b>{link}</b> sudah nonaktif. Tidak ada yang berubah.',
  '<b>{link}</b> is already enabled. Nothing changed.': '<b>{link}</b> sudah aktif. Tidak ada yang berubah.',
  'Cancelled. <b>{link}</b> stays as it was.': 'Dibatalkan. <b>{link}</b> tetap seperti semula.',
  // The commands' refusals and short answers (commands/command-texts.ts).
  'This chat is not connected to any account. Open Bot Notifications in {brand} and choose "Connect Telegram".':
    'Obrolan ini tidak terhubung ke akun mana pun. Buka Notifikasi Bot di {brand} lalu pilih "Hubungkan Telegram".',
  'This group is connected to more than one workspace, so commands here would be ambiguous. Disconnect it from all but one in Bot Notifications.':
    'Grup ini terhubung ke lebih dari satu ruang kerja, sehingga tujuan perintah di sini tidak jelas. Putuskan grup ini dari semua ruang kerja kecuali satu di Notifikasi Bot.',
  'Only members of this workspace can use commands here, from a Telegram account connected to {brand}: connect yours first in a private chat with the bot (Bot Notifications, "Connect Telegram").':
    'Hanya anggota ruang kerja ini yang dapat memakai perintah di sini, dari akun Telegram yang terhubung ke {brand}: hubungkan akun Anda terlebih dahulu dalam obrolan pribadi dengan bot (Notifikasi Bot, "Hubungkan Telegram").',
  'This account is disabled. Contact the site administrator.':
    'Akun ini dinonaktifkan. Hubungi administrator situs.',
  'Your role in this workspace lets you read, not change: disabling and enabling links needs the member role or above.':
    'Peran Anda di ruang kerja ini hanya untuk melihat, bukan mengubah: menonaktifkan dan mengaktifkan tautan memerlukan peran anggota atau yang lebih tinggi.',
  'Write the link after the command, as in {example}.':
    'Tulis tautannya setelah perintah, misalnya {example}.',
  'No link {link} in this workspace.': 'Tidak ada tautan {link} di ruang kerja ini.',
  'Several links have the code {code}: {links}. Write it with its domain, as in {example}.':
    'Beberapa tautan memakai kode {code}: {links}. Tulis kodenya beserta domain, misalnya {example}.',
  'I do not know that command. /help lists what I can do.':
    'Saya tidak mengenal perintah itu. /help menampilkan apa saja yang dapat saya lakukan.',
  'Something went wrong on our side. Try again in a moment.':
    'Terjadi kesalahan di pihak kami. Coba lagi sebentar lagi.',
  'Only the person who asked can press this.': 'Hanya orang yang meminta yang dapat menekan tombol ini.',
  'This confirmation has expired or was already used.':
    'Konfirmasi ini sudah kedaluwarsa atau sudah dipakai.',
  'This link no longer exists.': 'Tautan ini sudah tidak ada.',
  'Done.': 'Selesai.',
  'Cancelled.': 'Dibatalkan.',
  // The command menu Telegram's apps show (commands/bot-commands.ts).
  'Your newest links': 'Tautan terbaru Anda',
  "A link's clicks: /stats code": 'Jumlah klik tautan: /stats kode',
  'Your domains and their checks': 'Domain Anda dan hasil pemeriksaannya',
  'Disable a link: /disable code': 'Nonaktifkan tautan: /disable kode',
  'Enable a link: /enable code': 'Aktifkan tautan: /enable kode',
  'What this bot can do': 'Apa saja yang dapat dilakukan bot ini',
  'Disconnect this chat': 'Putuskan obrolan ini',
};

/** This module's texts in a reader's language. */
export const telegramText = textsOf(telegramTextsId);
