// Indonesian for every message the shared schemas write in English (their field reasons), and
// the few other texts of src/shared that the product shows (API key scopes, targeting features).
// The English text is the key; {name} stands for a value the text carries (a number, a list), kept
// in place (numbers written 1,000 become 1.000). An exact text wins over a pattern.
// messages-id.test.ts reads every schema in src/shared and fails when a message is missing here.

export const messagesId: Readonly<Record<string, string>> = {
  // Lengths and counts (text.ts, and most schemas).
  'Use at least {min} characters.': 'Gunakan minimal {min} karakter.',
  'Use at most {max} characters.': 'Gunakan maksimal {max} karakter.',
  'Write at least {min} characters.': 'Tulis minimal {min} karakter.',
  'At most {max} characters.': 'Maksimal {max} karakter.',
  'Paste at most {max} characters.': 'Tempel maksimal {max} karakter.',
  'Use one line: no line breaks or tabs.': 'Gunakan satu baris: tanpa baris baru atau tab.',
  'This field is required.': 'Kolom ini wajib diisi.',
  'Enter 0 or more.': 'Masukkan 0 atau lebih.',
  'Enter a whole number.': 'Masukkan bilangan bulat.',
  'Enter a whole number from {min} to {max}.': 'Masukkan bilangan bulat dari {min} sampai {max}.',
  'Enter a date and time.': 'Masukkan tanggal dan waktu.',
  'Use true or false.': 'Gunakan true atau false.',

  // Account (account.ts).
  'Use letters, digits, dots, dashes and underscores only.':
    'Gunakan hanya huruf, angka, titik, tanda hubung, dan garis bawah.',
  'Enter a name.': 'Masukkan nama.',
  'Choose a time zone such as Asia/Jakarta.': 'Pilih zona waktu, misalnya Asia/Jakarta.',

  // Workspaces (workspaces.ts).
  'Choose owner, admin, member or viewer.': 'Pilih owner, admin, member, atau viewer.',
  'Use lower-case letters, digits and dashes, starting and ending with a letter or digit.':
    'Gunakan huruf kecil, angka, dan tanda hubung, diawali dan diakhiri huruf atau angka.',
  'Choose an image of at most 100 KB.': 'Pilih gambar berukuran maksimal 100 KB.',
  'Choose a PNG, JPEG or WebP image.': 'Pilih gambar PNG, JPEG, atau WebP.',
  'Change the name, the slug or the logo.': 'Ubah nama, slug, atau logo.',
  'Enter an email address such as name@example.com.': 'Masukkan alamat email, misalnya nama@example.com.',

  // Tags and folders (link-tags.ts), and the links list's filter (links.ts).
  'Choose one of the tags of this workspace.': 'Pilih salah satu tag di ruang kerja ini.',
  'Choose one of the folders of this workspace.': 'Pilih salah satu folder di ruang kerja ini.',
  'Enter a name for the tag.': 'Masukkan nama untuk tag ini.',
  'Leave commas out: they separate tags in CSV files.':
    'Jangan gunakan koma: koma memisahkan tag dalam berkas CSV.',
  'Enter a name for the folder.': 'Masukkan nama untuk folder ini.',
  'Choose one of {list}.': 'Pilih salah satu dari {list}.',
  'Enter an image URL starting with https://, or upload one.':
    'Masukkan URL gambar yang diawali https://, atau unggah gambar.',
  'Use a PNG, JPEG, WebP or GIF image.': 'Gunakan gambar PNG, JPEG, WebP, atau GIF.',
  'Use an image of at most 5 MB.': 'Gunakan gambar berukuran maksimal 5 MB.',
  'Enter a whole number of clicks.': 'Masukkan jumlah klik berupa bilangan bulat.',
  'Allow at least 1 click.': 'Izinkan minimal 1 klik.',
  'Use at most {max} clicks.': 'Gunakan maksimal {max} klik.',
  'Use at most {max} tags on a link.': 'Gunakan maksimal {max} tag pada satu tautan.',
  'Name each tag once.': 'Sebutkan setiap tag sekali saja.',
  'Use any or all.': 'Gunakan any atau all.',
  'Use active, disabled or expired.': 'Gunakan active, disabled, atau expired.',
  'Choose links of this workspace.': 'Pilih tautan di ruang kerja ini.',
  'Choose at least one link.': 'Pilih minimal satu tautan.',
  'Choose at most {max} links, or act on the filter.':
    'Pilih maksimal {max} tautan, atau terapkan pada filter.',
  'Choose at least one tag.': 'Pilih minimal satu tag.',
  'Choose links, or act on the filter.': 'Pilih tautan, atau terapkan pada filter.',
  'Choose a folder, or no folder.': 'Pilih folder, atau tanpa folder.',

  // UTM (utm.ts).
  'Enter a name for the template.': 'Masukkan nama untuk template ini.',
  'Fill in at least one of source, medium, campaign, term and content.':
    'Isi minimal salah satu dari source, medium, campaign, term, dan content.',

  // User management (admin-users.ts).
  'Sort by created_at, email, name or expires.': 'Urutkan menurut created_at, email, name, atau expires.',
  'Use asc or desc.': 'Gunakan asc atau desc.',
  'Use a whole page number.': 'Gunakan nomor halaman berupa bilangan bulat.',
  'Pages start at 1.': 'Halaman dimulai dari 1.',
  'Use 25, 50 or 100.': 'Gunakan 25, 50, atau 100.',
  'Choose a plan.': 'Pilih paket.',
  'Enter when the plan ends.': 'Masukkan kapan paket berakhir.',
  'Enter a number of days.': 'Masukkan jumlah hari.',
  'Enter whole days.': 'Masukkan jumlah hari dalam bilangan bulat.',
  'Enter at least 1 day.': 'Masukkan minimal 1 hari.',
  'Enter at most {max} days.': 'Masukkan maksimal {max} hari.',

  // Analytics (analytics.ts).
  'Enter a date as YYYY-MM-DD.': 'Masukkan tanggal dengan format YYYY-MM-DD.',
  'Choose one of your links.': 'Pilih salah satu tautan Anda.',
  'Choose both dates for a custom range.': 'Pilih kedua tanggal untuk rentang kustom.',
  "A link's report takes no link filter: choose all links, or clear the filters.":
    'Laporan satu tautan tidak memakai filter tautan: pilih semua tautan, atau hapus filternya.',
  'The end date must not be before the start date.': 'Tanggal akhir tidak boleh sebelum tanggal mulai.',
  'The end date must be at most {days} days after the start date.':
    'Tanggal akhir paling lambat {days} hari setelah tanggal mulai.',

  // API keys (api-keys.ts): the form's reasons and what each scope opens.
  'Enter a name for the key.': 'Masukkan nama untuk kunci ini.',
  'Choose from {list}.': 'Pilih dari {list}.',
  'Choose at least one scope.': 'Pilih minimal satu cakupan.',
  'Name each scope once.': 'Sebutkan setiap cakupan sekali saja.',
  'Choose a time in the future.': 'Pilih waktu di masa mendatang.',
  'List and read links, their rules and the domains links may use':
    'Melihat dan membaca tautan, aturannya, serta domain yang dapat dipakai tautan',
  'Create, edit, import and delete links and their rules':
    'Membuat, mengubah, mengimpor, dan menghapus tautan beserta aturannya',
  'Read click reports and export them': 'Membaca laporan klik dan mengekspornya',
  'List custom domains': 'Melihat daftar domain kustom',
  'Add, verify, change and remove custom domains':
    'Menambah, memverifikasi, mengubah, dan menghapus domain kustom',
  'Read domain checks and their history': 'Membaca pemeriksaan domain dan riwayatnya',
  'Watch domains, run checks and change their schedules':
    'Memantau domain, menjalankan pemeriksaan, dan mengubah jadwalnya',
  'Read the workspace, its members and its open invitations':
    'Membaca ruang kerja, anggotanya, dan undangannya yang masih terbuka',
  "Rename the workspace, change members' roles, remove members and invite":
    'Mengganti nama ruang kerja, mengubah peran anggota, mengeluarkan anggota, dan mengundang',

  // Billing (billing.ts).
  'Enter the bank.': 'Masukkan nama bank.',
  'Enter the account number: digits, spaces or dashes.':
    'Masukkan nomor rekening: angka, spasi, atau tanda hubung.',
  "Enter the account holder's name.": 'Masukkan nama pemilik rekening.',
  'Choose how to pay.': 'Pilih cara pembayaran.',
  'Enter the bank you paid from.': 'Masukkan bank asal pembayaran Anda.',
  'Enter the name on the account you paid from.': 'Masukkan nama pemilik rekening asal pembayaran Anda.',
  'Enter when you made the transfer.': 'Masukkan kapan Anda melakukan transfer.',
  'Enter a whole number, or leave empty for unlimited.':
    'Masukkan bilangan bulat, atau kosongkan untuk tanpa batas.',
  'Enter at most 1,000,000.': 'Masukkan maksimal 1.000.000.',
  'Use 2-30 lowercase letters, digits or underscores, starting with a letter.':
    'Gunakan 2-30 huruf kecil, angka, atau garis bawah, diawali dengan huruf.',
  'Enter the price in whole rupiah.': 'Masukkan harga dalam rupiah, tanpa desimal.',
  'Enter at most Rp1,000,000,000.': 'Masukkan maksimal Rp1.000.000.000.',
  'Enter the list price in whole rupiah.': 'Masukkan harga normal dalam rupiah, tanpa desimal.',
  'Enter the days one purchase lasts.': 'Masukkan berapa hari satu pembelian berlaku.',
  'Enter minutes, or leave empty for no automatic checks.':
    'Masukkan jumlah menit, atau kosongkan jika tanpa pemeriksaan otomatis.',
  'Enter whole minutes.': 'Masukkan jumlah menit dalam bilangan bulat.',
  'Enter at least 1 minute.': 'Masukkan minimal 1 menit.',
  'Enter at most 10,080 minutes (a week).': 'Masukkan maksimal 10.080 menit (satu minggu).',
  'Enter a discount from 0 to 100.': 'Masukkan diskon dari 0 sampai 100.',
  'Enter a whole percentage.': 'Masukkan persentase dalam bilangan bulat.',
  'Enter the name in English.': 'Masukkan nama dalam bahasa Inggris.',
  'Enter the name in Indonesian.': 'Masukkan nama dalam bahasa Indonesia.',
  'Write this line in English.': 'Tuliskan baris ini dalam bahasa Inggris.',
  'Write this line in Indonesian.': 'Tuliskan baris ini dalam bahasa Indonesia.',
  'List at most {max} features.': 'Cantumkan maksimal {max} fitur.',
  'The list price cannot be below the price.': 'Harga normal tidak boleh lebih rendah dari harga.',
  'Enter the shortest interval, or set Automatic checks to 0.':
    'Masukkan interval terpendek, atau atur Pemeriksaan otomatis ke 0.',
  'Enter the server key from the Midtrans dashboard.': 'Masukkan server key dari dasbor Midtrans.',
  'Enter the client key from the Midtrans dashboard.': 'Masukkan client key dari dasbor Midtrans.',
  'List at most {max} accounts.': 'Cantumkan maksimal {max} rekening.',
  'Say why the transfer is rejected.': 'Tuliskan alasan transfer ditolak.',

  // Brand images (brand-assets.ts).
  'Use a PNG, JPEG, WebP, ICO or SVG image.': 'Gunakan gambar PNG, JPEG, WebP, ICO, atau SVG.',
  'Choose a file: this one is empty.': 'Pilih file lain: file ini kosong.',
  'Use a file of at most {size}.': 'Gunakan file berukuran maksimal {size}.',
  'Send the file as base64.': 'Kirim file dalam format base64.',

  // Domain checks (checks.ts).
  'Enter the interval in whole minutes.': 'Masukkan interval dalam menit (bilangan bulat).',
  'The longest interval is 10,080 minutes (one week).':
    'Interval terpanjang adalah 10.080 menit (satu minggu).',
  'Enter an IP address, optionally with a port: 180.131.144.144, 127.0.0.1:5353 or [2001:db8::1]:53.':
    'Masukkan alamat IP, boleh dengan port: 180.131.144.144, 127.0.0.1:5353, atau [2001:db8::1]:53.',
  'Give the resolver a name.': 'Beri nama resolver ini.',
  'At most {max} resolvers.': 'Maksimal {max} resolver.',
  'Enter an IP address or a CIDR range.': 'Masukkan alamat IP atau rentang CIDR.',
  'Give the probe a name.': 'Beri nama probe ini.',
  'Name a filtering resolver.': 'Sebutkan resolver penyaring.',
  'Choose at least one filtering resolver.': 'Pilih minimal satu resolver penyaring.',
  'Name the host.': 'Sebutkan nama host.',
  'At most {max} records.': 'Maksimal {max} record.',
  'Send at most {max} answers at once.': 'Kirim maksimal {max} jawaban sekaligus.',

  // Domains (domains.ts).
  'A domain name has at most {max} characters.': 'Nama domain maksimal {max} karakter.',
  'Enter a domain name such as links.example.com.': 'Masukkan nama domain, misalnya links.example.com.',
  'Enter a domain name.': 'Masukkan nama domain.',
  'Enter only the domain name, such as links.example.com, without http:// or a path.':
    'Masukkan nama domainnya saja, misalnya links.example.com, tanpa http:// atau path.',
  'An IP address cannot be a custom domain: enter a domain name.':
    'Alamat IP tidak dapat dijadikan domain kustom: masukkan nama domain.',
  'Leave out the port: enter only the domain name.': 'Hapus port-nya: masukkan nama domainnya saja.',
  'This is not a valid domain name.': 'Ini bukan nama domain yang valid.',
  'Each part between dots may have 1 to 63 letters, digits or dashes, and cannot start or end with a dash.':
    'Setiap bagian di antara titik berisi 1 sampai 63 huruf, angka, atau tanda hubung, dan tidak boleh diawali atau diakhiri tanda hubung.',
  'Enter a full domain name, such as links.example.com.':
    'Masukkan nama domain lengkap, misalnya links.example.com.',
  // The same refusals for a domain to watch (/check-domains).
  'Enter only the domain name, such as shop.example.com, without a path.':
    'Masukkan nama domainnya saja, misalnya shop.example.com, tanpa path.',
  'Domain checks watch domain names, not IP addresses: enter a domain name.':
    'Pemeriksaan domain memantau nama domain, bukan alamat IP: masukkan nama domain.',
  'Enter a full domain name to watch, such as shop.example.com.':
    'Masukkan nama domain lengkap yang ingin dipantau, misalnya shop.example.com.',
  'Choose a domain.': 'Pilih domain.',

  // Feedback (feedback.ts).
  'Choose a category.': 'Pilih kategori.',
  'Choose a rating from 1 to 5.': 'Pilih nilai dari 1 sampai 5.',
  'Give an in-app path such as /analytics.': 'Masukkan alamat halaman di aplikasi, misalnya /analytics.',
  'Write a reply.': 'Tulis balasan.',

  // Links (links.ts).
  'Remove line breaks, tabs and other control characters.':
    'Hapus baris baru, tab, dan karakter kontrol lainnya.',
  'Enter a full URL starting with http:// or https://.':
    'Masukkan URL lengkap yang diawali http:// atau https://.',
  'Remove the spaces: a URL cannot contain them (write %20).':
    'Hapus spasinya: URL tidak boleh berisi spasi (tulis %20).',
  'Enter the destination URL.': 'Masukkan URL tujuan.',
  'Use 3 to 64 letters, digits, dashes or underscores.':
    'Gunakan 3 sampai 64 huruf, angka, tanda hubung, atau garis bawah.',

  // Notifications (notifications.ts).
  'Send the ids of notifications.': 'Kirim ID notifikasi.',
  'Send at most {max} ids at once.': 'Kirim maksimal {max} ID sekaligus.',
  'Use lowercase letters, digits and underscores.': 'Gunakan huruf kecil, angka, dan garis bawah.',
  'Enter an in-app path such as /check-domains.':
    'Masukkan alamat halaman di aplikasi, misalnya /check-domains.',

  // Search (search.ts).
  'Enter something to search for.': 'Masukkan kata kunci pencarian.',

  // Targeting (targeting.ts).
  'Use an id of 1 to 32 letters, digits, dashes or underscores.':
    'Gunakan ID berisi 1 sampai 32 huruf, angka, tanda hubung, atau garis bawah.',
  'Choose at least one country.': 'Pilih minimal satu negara.',
  'Choose at most {max} countries.': 'Pilih maksimal {max} negara.',
  'Choose at least one device type.': 'Pilih minimal satu jenis perangkat.',
  'Choose at most {max} device types.': 'Pilih maksimal {max} jenis perangkat.',
  'Choose at least one operating system.': 'Pilih minimal satu sistem operasi.',
  'Choose at most {max} operating systems.': 'Pilih maksimal {max} sistem operasi.',
  'Choose at least one language.': 'Pilih minimal satu bahasa.',
  'Choose at most {max} languages.': 'Pilih maksimal {max} bahasa.',
  '{value} is not a country code (ISO 3166-1 alpha-2, like ID or US).':
    '{value} bukan kode negara (ISO 3166-1 alpha-2, seperti ID atau US).',
  'Choose mobile, tablet or desktop.': 'Pilih ponsel, tablet, atau desktop.',
  'Choose iOS, Android, Windows, macOS or Linux.': 'Pilih iOS, Android, Windows, macOS, atau Linux.',
  'Use a language code like id or en.': 'Gunakan kode bahasa seperti id atau en.',
  'Choose a condition: country, device, os, language, browser, query, ip, date or schedule.':
    'Pilih kondisi: negara, perangkat, OS, bahasa, peramban, parameter kueri, alamat IP, tanggal, atau jadwal.',
  'Choose Chrome, Safari, Firefox, Edge, Opera, Samsung Internet, UC Browser or In-app.':
    'Pilih Chrome, Safari, Firefox, Edge, Opera, Samsung Internet, UC Browser, atau In-app.',
  'Choose at least one browser.': 'Pilih minimal satu peramban.',
  'Choose at most {max} browsers.': 'Pilih maksimal {max} peramban.',
  "Enter the parameter's name.": 'Masukkan nama parameternya.',
  'Use a name without spaces, &, =, # or ?.': 'Gunakan nama tanpa spasi, &, =, #, atau ?.',
  'Choose equals or present.': 'Pilih equals atau present.',
  'Enter at most {max} values.': 'Masukkan maksimal {max} nilai.',
  'Enter at least one value.': 'Masukkan minimal satu nilai.',
  'Leave the values empty: "present" matches any value.':
    'Kosongkan nilainya: "present" cocok dengan nilai apa pun.',
  '{value} is not an IP address or range (like 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32).':
    '{value} bukan alamat atau rentang IP (seperti 203.0.113.7, 203.0.113.0/24, atau 2001:db8::/32).',
  'Enter at least one address or range.': 'Masukkan minimal satu alamat atau rentang.',
  'Enter at most {max} addresses or ranges.': 'Masukkan maksimal {max} alamat atau rentang.',
  'Enter a start, an end, or both.': 'Masukkan waktu mulai, waktu akhir, atau keduanya.',
  'Choose an end after the start.': 'Pilih waktu akhir setelah waktu mulai.',
  'Choose days from mon to sun.': 'Pilih hari dari mon sampai sun.',
  'Choose at least one day.': 'Pilih minimal satu hari.',
  'Choose at most 7 days.': 'Pilih maksimal 7 hari.',
  'Use a time like 09:00.': 'Gunakan waktu seperti 09:00.',
  'Use a time like 17:00, or 24:00.': 'Gunakan waktu seperti 17:00, atau 24:00.',
  'Choose an end other than the start.': 'Pilih waktu akhir yang berbeda dari waktu mulai.',
  'Enter an IPv4 or IPv6 address.': 'Masukkan alamat IPv4 atau IPv6.',
  'Use a weight of at least {min}.': 'Gunakan bobot minimal {min}.',
  'Use a weight of at most {max}.': 'Gunakan bobot maksimal {max}.',
  'Use at most {max} rules.': 'Gunakan maksimal {max} aturan.',
  'Use at most {max} rotator destinations.': 'Gunakan maksimal {max} tujuan rotator.',
  'A rotator needs at least {min} destinations (or none).':
    'Rotator memerlukan minimal {min} tujuan (atau tidak sama sekali).',
  'Country rules': 'Aturan negara',
  'Device, OS and language rules': 'Aturan perangkat, OS, dan bahasa',
  'Browser, address, parameter and time rules': 'Aturan peramban, alamat, parameter, dan waktu',
  'The rotator': 'Rotator',
  'The fallback URL': 'URL cadangan',

  // Telegram (telegram.ts).
  'Enter the token BotFather gave you, such as 123456789:AAE…':
    'Masukkan token dari BotFather, misalnya 123456789:AAE…',
  'Enter a chat id such as 123456789 or -1001234567890.':
    'Masukkan ID obrolan, misalnya 123456789 atau -1001234567890.',
  'Enter the group id: a negative number such as -1001234567890.':
    'Masukkan ID grup: angka negatif, misalnya -1001234567890.',
  'Enter a title.': 'Masukkan judul.',
  'Enter the message.': 'Masukkan pesan.',

  // Domain checks' evidence (each resolver's, the DNS error): written in English by the server's
  // checker (block-verdict.ts, probe-verdict.ts, domain-checker.ts), stored with each check, and
  // shown by the web (the check's page) and in the server's notices. A technical detail inside (a
  // DNS code, an error from the network) stays as it came. A check's reasons are codes, worded by
  // each side itself (shared/checks.ts checkReasonSchema).
  'No answer: {why}': 'Tidak ada jawaban: {why}',
  'the resolver did not answer': 'resolver tidak menjawab',
  'the resolver answered {rcode}': 'resolver menjawab {rcode}',
  'No such domain (NXDOMAIN)': 'Domain tidak ada (NXDOMAIN)',
  'No A or AAAA record': 'Tidak ada record A atau AAAA',
  'Extended DNS Error {code} ({text})': 'Extended DNS Error {code} ({text})',
  'CNAME {name} is a block page ({target})': 'CNAME {name} adalah halaman blokir ({target})',
  "{type} {address} is a block page's address": '{type} {address} adalah alamat halaman blokir',
  'The resolver answered {rcode}': 'Resolver menjawab {rcode}',
  'No block signature in the answer': 'Tidak ada tanda blokir dalam jawaban',
  'No address in the answer': 'Tidak ada alamat dalam jawaban',
  'Not a resolver address': 'Bukan alamat resolver',
  'Probe {probe} has not reported on this domain yet': 'Probe {probe} belum melaporkan domain ini',
  "Probe {probe}'s last answer is {minutes} minutes old":
    'Jawaban terakhir probe {probe} berumur {minutes} menit',
  'No answer at probe {probe}: {why}': 'Tidak ada jawaban di probe {probe}: {why}',
  'the probe reported no answer': 'probe tidak melaporkan jawaban',

  // QR codes (qr-code.ts).
  'Enter a colour as #rrggbb.': 'Masukkan warna sebagai #rrggbb.',
  'Make the foreground darker than the background: many readers cannot read a light code on a dark ground.':
    'Buat latar depan lebih gelap daripada latar belakang: banyak pembaca tidak dapat membaca kode terang di atas dasar gelap.',
  'These colours are too close for a reader: make the foreground darker or the background lighter (a contrast of at least 3:1).':
    'Warna-warna ini terlalu mirip untuk pembaca: buat latar depan lebih gelap atau latar belakang lebih terang (kontras minimal 3:1).',
  "Choose the workspace's logo or upload one.": 'Pilih logo ruang kerja atau unggah logo.',
  'Enter a size in pixels.': 'Masukkan ukuran dalam piksel.',
  'Enter a whole number of pixels.': 'Masukkan jumlah piksel berupa bilangan bulat.',
  'Use at least {min} pixels.': 'Gunakan minimal {min} piksel.',
  'Use at most {max} pixels.': 'Gunakan maksimal {max} piksel.',
  'Enter a margin in modules.': 'Masukkan margin dalam modul.',
  'Enter a whole number of modules.': 'Masukkan jumlah modul berupa bilangan bulat.',
  'Use a margin of 0 or more.': 'Gunakan margin 0 atau lebih.',
  'Use a margin of at most {max} modules.': 'Gunakan margin maksimal {max} modul.',
  'Choose svg or png.': 'Pilih svg atau png.',
  'Use a PNG, JPEG or WebP image.': 'Gunakan gambar PNG, JPEG, atau WebP.',
  'Use an image of at most 1 MB.': 'Gunakan gambar berukuran maksimal 1 MB.',

  // Webhooks (webhooks.ts).
  'Enter the URL that receives the events.': 'Masukkan URL yang menerima peristiwa.',
  'Choose events from the list.': 'Pilih peristiwa dari daftar.',
  'Choose at least one event.': 'Pilih minimal satu peristiwa.',
  'Name each event once.': 'Sebut setiap peristiwa sekali saja.',
  'Change the URL, the events, the description or whether it is on.':
    'Ubah URL, peristiwa, deskripsi, atau status aktifnya.',
  'Choose pending, delivered or failed.': 'Pilih tertunda, terkirim, atau gagal.',
  'Enter a URL starting with https://.': 'Masukkan URL yang diawali https://.',
};
