// Indonesian for the English texts the server's own code sends in API answers: the services'
// refusals and field reasons, the server-side schemas' messages, and the stored texts a route
// returns (an import's problems, "Test a visit"'s why, a domain's proof error, the checks' plan
// notice). Same form as src/shared/messages-id.ts (English is the key, {name} a value kept in
// place, a value that is itself a known text translated too); i18n.test.ts reads the server's
// sources and fails when one of their sentences is missing here. Texts put together from parts
// (plural forms, lists) are written per language in the modules' *-texts.ts files instead.

export const serverMessagesId: Readonly<Record<string, string>> = {
  // The platform: every answer's frame.
  'Some fields are invalid.': 'Beberapa isian tidak valid.',
  'This field is not known to the API.': 'Kolom ini tidak dikenal oleh API.',
  'This value is invalid.': 'Nilai ini tidak valid.',
  'Sign in to continue.': 'Masuk untuk melanjutkan.',
  'You do not have permission to do this.': 'Anda tidak memiliki izin untuk melakukan ini.',
  'Too many requests. Try again later.': 'Terlalu banyak permintaan. Coba lagi nanti.',
  '{what} not found.': '{what} tidak ditemukan.',
  'Send the body as valid JSON with Content-Type: application/json.':
    'Kirim isi permintaan sebagai JSON yang valid dengan Content-Type: application/json.',
  'Send the body as JSON with Content-Type: application/json.':
    'Kirim isi permintaan sebagai JSON dengan Content-Type: application/json.',
  'The request body is not valid JSON: {detail}': 'Isi permintaan bukan JSON yang valid: {detail}',
  'The request body nests deeper than {levels} levels.':
    'Isi permintaan bersarang lebih dari {levels} tingkat.',
  'Send JSON nested at most {levels} levels deep.': 'Kirim JSON dengan kedalaman maksimal {levels} tingkat.',
  'Remove the NUL character (U+0000): text cannot contain it.':
    'Hapus karakter NUL (U+0000): teks tidak boleh berisi karakter ini.',
  'Remove the control character ({code}): text cannot contain it.':
    'Hapus karakter kontrol ({code}): teks tidak boleh berisi karakter ini.',
  'A field name contains a control character ({code}).': 'Nama kolom berisi karakter kontrol ({code}).',
  'The database is unavailable right now. Try again in a few seconds.':
    'Basis data sedang tidak tersedia. Coba lagi dalam beberapa detik.',

  // What notFound() names.
  'Link not found.': 'Tautan tidak ditemukan.',
  'User not found.': 'Pengguna tidak ditemukan.',
  'Domain not found.': 'Domain tidak ditemukan.',
  'Watched domain not found.': 'Domain yang dipantau tidak ditemukan.',
  'Order not found.': 'Pesanan tidak ditemukan.',
  'Plan not found.': 'Paket tidak ditemukan.',
  'Feedback not found.': 'Masukan tidak ditemukan.',
  'Image not found.': 'Gambar tidak ditemukan.',
  'API key not found.': 'Kunci API tidak ditemukan.',
  'Probe not found.': 'Probe tidak ditemukan.',
  'Announcement not found.': 'Pengumuman tidak ditemukan.',
  'Import not found.': 'Impor tidak ditemukan.',
  'Resource not found.': 'Data tidak ditemukan.',

  // Ids in paths.
  'Not a domain id.': 'Bukan ID domain.',
  'Not a feedback id.': 'Bukan ID masukan.',
  'Not a plan id.': 'Bukan ID paket.',
  'Not a probe id.': 'Bukan ID probe.',
  'Not a watched domain id.': 'Bukan ID domain yang dipantau.',
  'Use logo or favicon.': 'Gunakan logo atau favicon.',
  'Use private or group.': 'Gunakan private atau group.',

  // Accounts, sessions and API keys.
  'This password is too common; choose another.': 'Kata sandi ini terlalu umum; pilih yang lain.',
  'This account is disabled. Contact the site administrator.':
    'Akun ini dinonaktifkan. Hubungi administrator situs.',
  'The API key is not valid: it may be mistyped, revoked or expired.':
    'Kunci API tidak valid: mungkin salah ketik, sudah dicabut, atau kedaluwarsa.',
  'API keys cannot use this route; sign in to the web app instead.':
    'Kunci API tidak dapat memakai rute ini; masuklah ke aplikasi web.',
  'This API key does not have the {scope} scope.': 'Kunci API ini tidak memiliki cakupan {scope}.',
  'This API key may make {max} requests a minute on its plan. Try again in {seconds} s.':
    'Kunci API ini boleh mengirim {max} permintaan per menit pada paketnya. Coba lagi dalam {seconds} detik.',
  'An account can hold at most {max} API keys. Revoke one you no longer use.':
    'Satu akun maksimal memiliki {max} kunci API. Cabut kunci yang tidak lagi Anda pakai.',
  'Admin access is required.': 'Diperlukan akses admin.',
  'That username is taken.': 'Nama pengguna itu sudah dipakai.',
  'This username is already taken. Choose another one.': 'Nama pengguna ini sudah dipakai. Pilih yang lain.',
  'Choose one of your domains.': 'Pilih salah satu domain Anda.',
  'The last admin cannot be demoted. Grant admin to someone else first.':
    'Admin terakhir tidak dapat diturunkan. Jadikan orang lain admin terlebih dahulu.',

  // User management.
  'There is no plan named "{plan}".': 'Tidak ada paket bernama "{plan}".',
  'The basic plan has no end to extend. Set a plan first.':
    'Paket basic tidak memiliki tanggal berakhir untuk diperpanjang. Tetapkan paket terlebih dahulu.',
  'Set a plan first: basic has no end.':
    'Tetapkan paket terlebih dahulu: basic tidak memiliki tanggal berakhir.',
  'You cannot revoke your own admin rights. Ask another admin.':
    'Anda tidak dapat mencabut hak admin Anda sendiri. Mintalah admin lain.',
  'You cannot disable your own account.': 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  'The last admin cannot be disabled.': 'Admin terakhir tidak dapat dinonaktifkan.',
  'You cannot delete your own account here.': 'Anda tidak dapat menghapus akun Anda sendiri di sini.',
  'The last admin cannot be deleted.': 'Admin terakhir tidak dapat dihapus.',
  // Their fields' reasons, shown beside the field.
  'Only another admin can revoke your admin rights.': 'Hanya admin lain yang dapat mencabut hak admin Anda.',
  'Only another admin can disable your account.': 'Hanya admin lain yang dapat menonaktifkan akun Anda.',
  'Only another admin can delete your account.': 'Hanya admin lain yang dapat menghapus akun Anda.',
  'Make another account an admin first: the install needs one.':
    'Jadikan akun lain admin terlebih dahulu: instalasi ini memerlukan admin.',
  'There is no user with this id.': 'Tidak ada pengguna dengan ID ini.',

  // Brand settings and images.
  'Enter an http(s) URL.': 'Masukkan URL http(s).',
  'Enter an http(s) URL of an image, or upload one.':
    'Masukkan URL http(s) sebuah gambar, atau unggah gambar.',
  'This field must not be empty.': 'Kolom ini tidak boleh kosong.',
  'Enter a colour such as #2563eb.': 'Masukkan warna, misalnya #2563eb.',
  'Enter a CSS gradient such as linear-gradient(135deg, #2563eb, #7c3aed).':
    'Masukkan gradien CSS, misalnya linear-gradient(135deg, #2563eb, #7c3aed).',
  'Enter 0 or more days.': 'Masukkan 0 hari atau lebih.',
  'This file is not a PNG, JPEG, WebP, ICO or SVG image.':
    'File ini bukan gambar PNG, JPEG, WebP, ICO, atau SVG.',
  'The file is {found}, not {declared}.': 'File ini adalah {found}, bukan {declared}.',
  'a PNG image': 'gambar PNG',
  'a JPEG image': 'gambar JPEG',
  'a WebP image': 'gambar WebP',
  'an ICO icon': 'ikon ICO',
  'an SVG image': 'gambar SVG',
  'Save the SVG as UTF-8 text.': 'Simpan SVG sebagai teks UTF-8.',
  'This SVG could not be sanitised safely. Export it again as plain SVG.':
    'SVG ini tidak dapat dibersihkan dengan aman. Ekspor ulang sebagai SVG biasa.',
  'This SVG has no drawing left once sanitised.': 'SVG ini tidak berisi gambar lagi setelah dibersihkan.',

  // Billing.
  'Enter the server key to turn Midtrans on.': 'Masukkan server key untuk mengaktifkan Midtrans.',
  'Add at least one account to turn bank transfer on.':
    'Tambahkan minimal satu rekening untuk mengaktifkan transfer bank.',
  'Enter a server key to test, or save one first.':
    'Masukkan server key untuk diuji, atau simpan terlebih dahulu.',
  'Midtrans did not answer: {why}': 'Midtrans tidak menjawab: {why}',
  'There is no plan named "{plan}" on sale.': 'Tidak ada paket bernama "{plan}" yang dijual.',
  'The free trial is given once, when an account is made; it is not bought.':
    'Uji coba gratis diberikan sekali saat akun dibuat; uji coba tidak dapat dibeli.',
  'Online payment is not available now.': 'Pembayaran online sedang tidak tersedia.',
  'Bank transfer is not available now.': 'Transfer bank sedang tidak tersedia.',
  'The payment page could not be opened. Try again in a moment.':
    'Halaman pembayaran tidak dapat dibuka. Coba lagi sebentar lagi.',
  'This order is paid online, not by transfer.': 'Pesanan ini dibayar online, bukan lewat transfer.',
  'This order is {state}: nothing more to send.': 'Pesanan ini {state}: tidak ada lagi yang perlu dikirim.',
  'The transfer cannot be in the future.': 'Waktu transfer tidak boleh di masa mendatang.',
  'This order is {state} and cannot be cancelled.': 'Pesanan ini {state} dan tidak dapat dibatalkan.',
  'This order is {state}.': 'Pesanan ini {state}.',
  'This order has expired. Choose the plan again.': 'Pesanan ini sudah kedaluwarsa. Pilih paketnya lagi.',
  'This order has no payment page. Choose the plan again.':
    'Pesanan ini tidak memiliki halaman pembayaran. Pilih paketnya lagi.',
  'A receipt exists once the order is paid.': 'Bukti pembayaran tersedia setelah pesanan dibayar.',
  'Only a bank transfer is approved by hand.': 'Hanya transfer bank yang disetujui secara manual.',
  'This order is already paid.': 'Pesanan ini sudah dibayar.',
  'This order is {state} and cannot be approved.': 'Pesanan ini {state} dan tidak dapat disetujui.',
  'Only a bank transfer is rejected by hand.': 'Hanya transfer bank yang ditolak secara manual.',
  'This order is {state} and cannot be rejected.': 'Pesanan ini {state} dan tidak dapat ditolak.',
  // An order's state, inside the sentences above.
  pending: 'masih menunggu pembayaran',
  paid: 'sudah dibayar',
  failed: 'gagal',
  expired: 'sudah kedaluwarsa',
  refunded: 'sudah dikembalikan dananya',
  cancelled: 'sudah dibatalkan',
  '"basic" is the plan of accounts without a subscription; choose another name.':
    '"basic" adalah paket untuk akun tanpa langganan; pilih nama lain.',
  'A plan with this name exists. Choose another name.': 'Paket dengan nama ini sudah ada. Pilih nama lain.',
  'Accounts are on this plan, so its name cannot change.':
    'Ada akun yang memakai paket ini, jadi namanya tidak dapat diubah.',

  // Domain checks.
  'Already on line {line}.': 'Sudah ada di baris {line}.',
  'Enter at least one domain.': 'Masukkan minimal satu domain.',
  'Your plan watches at most {max} domains; you watch {used}.':
    'Paket Anda memantau maksimal {max} domain; Anda memantau {used}.',
  'At most {max} more.': 'Maksimal {max} lagi.',
  'You already watch {host}.': 'Anda sudah memantau {host}.',
  '{host} is already watched.': '{host} sudah dipantau.',
  'You can check {max} times a minute. Try again in {seconds} s.':
    'Anda dapat memeriksa {max} kali per menit. Coba lagi dalam {seconds} detik.',
  'A check of this domain is running. Its result shows here when it ends.':
    'Pemeriksaan domain ini sedang berjalan. Hasilnya muncul di sini setelah selesai.',
  'The shortest interval on your plan is {minutes} minutes.':
    'Interval terpendek pada paket Anda adalah {minutes} menit.',
  'Your plan has no automatic checks.': 'Paket Anda tidak menyertakan pemeriksaan otomatis.',
  'Your plan checks at most {max} domains automatically.':
    'Paket Anda memeriksa maksimal {max} domain secara otomatis.',
  'At most {max} automatic domains.': 'Maksimal {max} domain otomatis.',
  'Your plan changed.': 'Paket Anda berubah.',
  "1 schedule now runs every {minutes} minutes, your plan's shortest interval.":
    '1 jadwal sekarang berjalan setiap {minutes} menit, interval terpendek paket Anda.',
  "{count} schedules now run every {minutes} minutes, your plan's shortest interval.":
    '{count} jadwal sekarang berjalan setiap {minutes} menit, interval terpendek paket Anda.',
  'Automatic checks were turned off for 1 domain: your plan has none.':
    'Pemeriksaan otomatis dinonaktifkan untuk 1 domain: paket Anda tidak menyertakannya.',
  'Automatic checks were turned off for {count} domains: your plan has none.':
    'Pemeriksaan otomatis dinonaktifkan untuk {count} domain: paket Anda tidak menyertakannya.',
  "Automatic checks were turned off for 1 domain beyond your plan's {max}.":
    'Pemeriksaan otomatis dinonaktifkan untuk 1 domain yang melebihi batas {max} domain paket Anda.',
  "Automatic checks were turned off for {count} domains beyond your plan's {max}.":
    'Pemeriksaan otomatis dinonaktifkan untuk {count} domain yang melebihi batas {max} domain paket Anda.',
  '{name} is not one of the filtering resolvers in the check settings.':
    '{name} bukan salah satu resolver penyaring di pengaturan pemeriksaan.',
  '{name} is listed twice.': '{name} tercantum dua kali.',
  "Send the probe's token: Authorization: Bearer rkp_...": 'Kirim token probe: Authorization: Bearer rkp_...',
  'This probe token is unknown, or its probe was deleted.':
    'Token probe ini tidak dikenal, atau probe-nya sudah dihapus.',
  'This probe does not ask {resolver}.': 'Probe ini tidak bertanya ke {resolver}.',

  // Custom domains.
  'Another account has already proven this domain.': 'Akun lain sudah membuktikan kepemilikan domain ini.',
  "This is one of this site's own domains: enter a domain of yours.":
    'Ini salah satu domain milik situs ini: masukkan domain milik Anda.',
  'You have already added this domain.': 'Anda sudah menambahkan domain ini.',
  'Your plan does not include custom domains. Upgrade your plan to add one.':
    'Paket Anda tidak menyertakan domain kustom. Tingkatkan paket Anda untuk menambahkannya.',
  'Your plan allows 1 custom domain. Remove one or upgrade your plan.':
    'Paket Anda mengizinkan 1 domain kustom. Hapus salah satu atau tingkatkan paket Anda.',
  'Your plan allows {max} custom domains. Remove one or upgrade your plan.':
    'Paket Anda mengizinkan {max} domain kustom. Hapus salah satu atau tingkatkan paket Anda.',
  'This URL leads back to this site: visitors would go round in a loop.':
    'URL ini mengarah kembali ke situs ini: pengunjung akan berputar-putar tanpa henti.',
  '1 link uses this domain. Move it to another domain first.':
    '1 tautan memakai domain ini. Pindahkan ke domain lain terlebih dahulu.',
  '{count} links use this domain. Move them to another domain first.':
    '{count} tautan memakai domain ini. Pindahkan ke domain lain terlebih dahulu.',
  'Choose one of your domains or a short domain of this site.':
    'Pilih salah satu domain Anda atau domain pendek situs ini.',
  'DNS did not answer for {name}; it will be asked again.':
    'DNS tidak menjawab untuk {name}; akan ditanyakan lagi.',
  'No TXT record found at {name}.': 'Tidak ada record TXT di {name}.',
  "The TXT record at {name} does not hold this domain's token.":
    'Record TXT di {name} tidak berisi token domain ini.',

  // Feedback.
  'You can send at most {max} feedback messages an hour. Try again in {minutes} min.':
    'Anda dapat mengirim maksimal {max} masukan per jam. Coba lagi dalam {minutes} menit.',
  'You can send at most {max} feedback messages a minute. Try again in {minutes} min.':
    'Anda dapat mengirim maksimal {max} masukan per menit. Coba lagi dalam {minutes} menit.',
  'You can send at most {max} feedback messages every {window} minutes. Try again in {minutes} min.':
    'Anda dapat mengirim maksimal {max} masukan setiap {window} menit. Coba lagi dalam {minutes} menit.',

  // Links.
  'You can create at most {max} links every {window} seconds. Try again in {seconds} s.':
    'Anda dapat membuat maksimal {max} tautan setiap {window} detik. Coba lagi dalam {seconds} detik.',
  'Your plan does not include creating short links. Choose a plan on the pricing page.':
    'Paket Anda tidak menyertakan pembuatan tautan pendek. Pilih paket di halaman harga.',
  'Custom aliases are not included in your plan.': 'Alias kustom tidak termasuk dalam paket Anda.',
  'This alias is reserved. Choose another one.': 'Alias ini sudah dicadangkan. Pilih yang lain.',
  'Choose an expiry date in the future.': 'Pilih tanggal kedaluwarsa di masa mendatang.',
  'This alias is already taken on {domain}. Choose another one.':
    'Alias ini sudah dipakai di {domain}. Pilih yang lain.',
  'Your plan allows 1 short link. Delete one or upgrade your plan.':
    'Paket Anda mengizinkan 1 tautan pendek. Hapus salah satu atau tingkatkan paket Anda.',
  'Your plan allows {max} short links. Delete one or upgrade your plan.':
    'Paket Anda mengizinkan {max} tautan pendek. Hapus salah satu atau tingkatkan paket Anda.',
  'The code {code} is already used on {domain}. Choose another domain or alias.':
    'Kode {code} sudah dipakai di {domain}. Pilih domain atau alias lain.',
  '1 of these links has a code already used on {domain}. Change its code or choose another domain.':
    '1 dari tautan ini memiliki kode yang sudah dipakai di {domain}. Ubah kodenya atau pilih domain lain.',
  '{count} of these links have codes already used on {domain}. Change their codes or choose another domain.':
    '{count} dari tautan ini memiliki kode yang sudah dipakai di {domain}. Ubah kodenya atau pilih domain lain.',
  '1 code is already used on {domain}.': '1 kode sudah dipakai di {domain}.',
  '{count} codes are already used on {domain}.': '{count} kode sudah dipakai di {domain}.',
  'The destination must lead elsewhere: {host} names this machine, so the link would loop back here.':
    'Tujuan harus mengarah ke tempat lain: {host} adalah nama mesin ini, sehingga tautan akan berputar kembali ke sini.',
  "The destination must lead elsewhere: {host} is {address}, this machine's own address, so the link would loop back here.":
    'Tujuan harus mengarah ke tempat lain: {host} adalah {address}, alamat mesin ini sendiri, sehingga tautan akan berputar kembali ke sini.',
  "The destination must lead elsewhere: {host} is this machine's loopback address, so the link would loop back here.":
    'Tujuan harus mengarah ke tempat lain: {host} adalah alamat loopback mesin ini, sehingga tautan akan berputar kembali ke sini.',
  "The destination must lead elsewhere: {host} is this machine's unspecified address, so the link would loop back here.":
    'Tujuan harus mengarah ke tempat lain: {host} adalah alamat tak tertentu mesin ini, sehingga tautan akan berputar kembali ke sini.',
  "The destination must lead elsewhere: {host} is one of our own short domains or this server's address, so the link would loop back here.":
    'Tujuan harus mengarah ke tempat lain: {host} adalah salah satu domain pendek kami atau alamat server ini, sehingga tautan akan berputar kembali ke sini.',
  'This id is already used by rule {n}. Use another one.':
    'ID ini sudah dipakai oleh aturan {n}. Gunakan ID lain.',
  'This id is already used by rotator destination {n}. Use another one.':
    'ID ini sudah dipakai oleh tujuan rotator {n}. Gunakan ID lain.',

  // "Test a visit": why a visitor went where they went.
  'A rule matched.': 'Sebuah aturan cocok.',
  'Rule {n} matched: {why}.': 'Aturan {n} cocok: {why}.',
  "the visitor's country is {value}": 'negara pengunjung adalah {value}',
  "the visitor's country {value} is one of {values}":
    'negara pengunjung {value} termasuk salah satu dari {values}',
  "the visitor's device is {value}": 'perangkat pengunjung adalah {value}',
  "the visitor's device {value} is one of {values}":
    'perangkat pengunjung {value} termasuk salah satu dari {values}',
  "the visitor's operating system is {value}": 'sistem operasi pengunjung adalah {value}',
  "the visitor's operating system {value} is one of {values}":
    'sistem operasi pengunjung {value} termasuk salah satu dari {values}',
  "the visitor's language is {value}": 'bahasa pengunjung adalah {value}',
  "the visitor's language {value} is one of {values}":
    'bahasa pengunjung {value} termasuk salah satu dari {values}',
  'No rule matched and no rotator destination answers: the fallback URL.':
    'Tidak ada aturan yang cocok dan tidak ada tujuan rotator yang menjawab: URL cadangan.',
  "The rotator picked Destination {n} of {count} (weight {weight} of {total}): a visitor's pick stays the same all day.":
    'Rotator memilih Tujuan {n} dari {count} (bobot {weight} dari {total}): pilihan untuk seorang pengunjung tetap sama sepanjang hari.',
  'This link has no targeting: the main destination.': 'Tautan ini tidak memiliki penargetan: tujuan utama.',
  "Targeting is not applied: the owner's subscription has ended.":
    'Penargetan tidak diterapkan: langganan pemilik sudah berakhir.',
  "Targeting is not applied: the owner's plan does not include it.":
    'Penargetan tidak diterapkan: paket pemilik tidak menyertakannya.',
  'No rule matched and every rotator destination is paused: the main destination.':
    'Tidak ada aturan yang cocok dan semua tujuan rotator dijeda: tujuan utama.',
  'No rule matched: the main destination.': 'Tidak ada aturan yang cocok: tujuan utama.',
  'No rule matched: the main destination (the fallback URL applies only to links with country rules).':
    'Tidak ada aturan yang cocok: tujuan utama (URL cadangan hanya berlaku untuk tautan yang memiliki aturan negara).',

  // A link's Destinations breakdown (analytics/destinations.ts): its rows' names.
  'Rule {n} ({values})': 'Aturan {n} ({values})',
  'Removed rule': 'Aturan yang dihapus',
  'Removed rotator destination': 'Tujuan rotator yang dihapus',
  'Fallback URL': 'URL cadangan',
  'Removed fallback URL': 'URL cadangan yang dihapus',
  'Main destination': 'Tujuan utama',

  // Importing links from CSV (refusals, and each row's problem in the report).
  'The file is too large.': 'File terlalu besar.',
  'Import at most {max} MB at a time: split the file into smaller files.':
    'Impor maksimal {max} MB sekaligus: bagi file menjadi beberapa file yang lebih kecil.',
  'Choose a CSV file.': 'Pilih file CSV.',
  'This is not a CSV file: choose a .csv file (or .tsv or .txt).':
    'Ini bukan file CSV: pilih file .csv (atau .tsv atau .txt).',
  'The file is {size} MB; import at most {max} MB at a time: split it into smaller files.':
    'Ukuran file {size} MB; impor maksimal {max} MB sekaligus: bagi menjadi beberapa file yang lebih kecil.',
  'The file is not CSV text.': 'File ini bukan teks CSV.',
  'The file is not CSV text in UTF-8: save it from your spreadsheet as "CSV UTF-8".':
    'File ini bukan teks CSV dalam UTF-8: simpan dari spreadsheet Anda sebagai "CSV UTF-8".',
  'The file is not valid CSV.': 'File ini bukan CSV yang valid.',
  'Row {row}: a quoted cell is never closed.': 'Baris {row}: sel bertanda kutip tidak pernah ditutup.',
  'The file is empty.': 'File ini kosong.',
  'The file has no destination column.': 'File ini tidak memiliki kolom tujuan.',
  'No destination column: name one column destination, url, long_url or target in the first row (found: {columns}).':
    'Tidak ada kolom tujuan: beri nama salah satu kolom destination, url, long_url, atau target di baris pertama (ditemukan: {columns}).',
  'The file has no links.': 'File ini tidak berisi tautan.',
  'The file has a header row but no links below it.':
    'File ini memiliki baris judul tetapi tidak ada tautan di bawahnya.',
  'The file has too many rows.': 'File ini memiliki terlalu banyak baris.',
  'The file has {count} links; import at most {max} at a time: split it into smaller files.':
    'File ini berisi {count} tautan; impor maksimal {max} sekaligus: bagi menjadi beberapa file yang lebih kecil.',
  'This row has {cells} cells but the header has {columns}: put a cell that contains a comma in double quotes.':
    'Baris ini memiliki {cells} sel, sedangkan baris judul memiliki {columns}: apit sel yang berisi koma dengan tanda kutip ganda.',
  'Write the expiry as a date (2026-12-31) or a date and time (2026-12-31T18:00:00Z).':
    'Tulis kedaluwarsa sebagai tanggal (2026-12-31) atau tanggal dan waktu (2026-12-31T18:00:00Z).',
  'Row {row} of this file already uses this alias on {domain}.':
    'Baris {row} dari file ini sudah memakai alias ini di {domain}.',
  'This import has already been confirmed.': 'Impor ini sudah dikonfirmasi.',
  'Nothing to import: every row of this file has a problem. Fix them and upload it again.':
    'Tidak ada yang dapat diimpor: setiap baris file ini bermasalah. Perbaiki, lalu unggah lagi.',
  "Not created: your plan's limit of 1 short link was reached.":
    'Tidak dibuat: batas 1 tautan pendek pada paket Anda sudah tercapai.',
  "Not created: your plan's limit of {max} short links was reached.":
    'Tidak dibuat: batas {max} tautan pendek pada paket Anda sudah tercapai.',
  'The import stopped on an error. The links created so far are kept.':
    'Impor terhenti karena kesalahan. Tautan yang sudah dibuat tetap disimpan.',

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
  'Your Telegram group': 'Grup Telegram Anda',
};
