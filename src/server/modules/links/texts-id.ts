import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the links module writes: its refusals, "Test a visit"'s reasons, an
// import's problems and the owner's notices. English is the key; {name} stands for a value kept in
// place (platform/text/i18n.ts). src/server/texts.test.ts fails when a sentence of this module's
// code is missing here.

export const linksTextsId: Catalogue = {
  // What notFound() names.
  'Link not found.': 'Tautan tidak ditemukan.',
  'Import not found.': 'Impor tidak ditemukan.',
  'Tag not found.': 'Tag tidak ditemukan.',
  'Folder not found.': 'Folder tidak ditemukan.',
  // Tags and folders (tags/).
  'A tag named {name} already exists. Choose another name.': 'Tag bernama {name} sudah ada. Pilih nama lain.',
  'A folder named {name} already exists. Choose another name.':
    'Folder bernama {name} sudah ada. Pilih nama lain.',
  'A workspace has at most {max} tags. Merge or delete some first.':
    'Ruang kerja dapat memiliki maksimal {max} tag. Gabungkan atau hapus beberapa terlebih dahulu.',
  'A workspace has at most {max} folders. Delete some first.':
    'Ruang kerja dapat memiliki maksimal {max} folder. Hapus beberapa terlebih dahulu.',
  'Choose another tag to merge into.': 'Pilih tag lain sebagai tujuan penggabungan.',
  'Choose one of the tags of this workspace.': 'Pilih salah satu tag di ruang kerja ini.',
  'Choose one of the folders of this workspace.': 'Pilih salah satu folder di ruang kerja ini.',
  // Bulk actions (bulk/).
  'Bulk action not found.': 'Tindakan massal tidak ditemukan.',
  'Choose links of this workspace.': 'Pilih tautan di ruang kerja ini.',
  'A bulk action takes at most {max} links. Narrow the filter.':
    'Satu tindakan massal mencakup maksimal {max} tautan. Persempit filternya.',
  'No link matches the filter.': 'Tidak ada tautan yang cocok dengan filter.',
  'This link was deleted meanwhile.': 'Tautan ini baru saja dihapus.',
  'A link carries at most {max} tags: this one would have more.':
    'Satu tautan membawa maksimal {max} tag: tautan ini akan melebihinya.',
  'The code {code} is already used on {domain}.': 'Kode {code} sudah dipakai di {domain}.',
  'The action stopped on an error. The links changed so far stay changed.':
    'Tindakan berhenti karena galat. Tautan yang sudah diubah tetap berubah.',
  'A tag or the folder was deleted meanwhile. Choose again.':
    'Sebuah tag atau foldernya baru saja dihapus. Pilih lagi.',
  // A domain a link names.
  'Choose one of your domains.': 'Pilih salah satu domain Anda.',
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
  "the visitor's browser is {value}": 'peramban pengunjung adalah {value}',
  "the visitor's browser {value} is one of {values}":
    'peramban pengunjung {value} termasuk salah satu dari {values}',
  'the address has the parameter {name}': 'alamatnya memuat parameter {name}',
  'the parameter {name} is {value}': 'parameter {name} bernilai {value}',
  'the parameter {name} has the value {value}, one of {values}':
    'parameter {name} bernilai {value}, salah satu dari {values}',
  "the visitor's address {value} is in {values}": 'alamat pengunjung {value} termasuk dalam {values}',
  'the visit is before {to}': 'kunjungan terjadi sebelum {to}',
  'the visit is at or after {from}': 'kunjungan terjadi pada atau setelah {from}',
  'the visit is between {from} and {to}': 'kunjungan terjadi antara {from} dan {to}',
  'the visit falls on {days} between {from} and {to} ({zone})':
    'kunjungan jatuh pada {days} antara {from} dan {to} ({zone})',
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

  // The owner's notice when the plan's link limit is reached (notice-texts.ts).
  'You have used all {limit} short link of your plan':
    'Anda sudah memakai semua {limit} tautan pendek dari paket Anda',
  'You have used all {limit} short links of your plan':
    'Anda sudah memakai semua {limit} tautan pendek dari paket Anda',
  'Delete a link you no longer need, or upgrade your plan to create more.':
    'Hapus tautan yang tidak lagi Anda perlukan, atau tingkatkan paket Anda untuk membuat lebih banyak.',

  // The refusal of a targeting feature the plan lacks (targeting/entitlement-texts.ts).
  '{name} are not included in your plan.': '{name} tidak termasuk dalam paket Anda.',
  '{name} is not included in your plan.': '{name} tidak termasuk dalam paket Anda.',
  'Not an image id.': 'Bukan id gambar.',
  'Social previews are not included in your plan.': 'Pratinjau media sosial tidak termasuk dalam paket Anda.',
  'This image was not found. Upload it again.': 'Gambar ini tidak ditemukan. Unggah lagi.',
  'This file is not a PNG, JPEG, WebP or GIF image.': 'Berkas ini bukan gambar PNG, JPEG, WebP, atau GIF.',
  'This image cannot be read. Save it again as PNG or JPEG.':
    'Gambar ini tidak dapat dibaca. Simpan ulang sebagai PNG atau JPEG.',
  'Use an image of at most 5 MB.': 'Gunakan gambar berukuran maksimal 5 MB.',
  // QR codes (qr/).
  'This workspace has no logo: add one in its settings, or upload one for the code.':
    'Ruang kerja ini tidak punya logo: tambahkan di pengaturannya, atau unggah logo untuk kode ini.',
  'This logo is not one of the workspace’s: upload it again.':
    'Logo ini bukan milik ruang kerja ini: unggah lagi.',
  'This file is not a PNG, JPEG or WebP image.': 'Berkas ini bukan gambar PNG, JPEG, atau WebP.',
  'The destination answered {status}.': 'Tujuan menjawab {status}.',
  'The destination is not an HTML page.': 'Tujuan bukan halaman HTML.',
  'The destination did not answer within {seconds} s.': 'Tujuan tidak menjawab dalam {seconds} detik.',
  'Password links are not included in your plan.':
    'Tautan dengan kata sandi tidak termasuk dalam paket Anda.',
  'No plan includes them at the moment.': 'Saat ini belum ada paket yang menyertakannya.',
  'No plan includes it at the moment.': 'Saat ini belum ada paket yang menyertakannya.',
  'They come with {plans}.': 'Fitur ini tersedia di paket {plans}.',
  'It comes with {plans}.': 'Fitur ini tersedia di paket {plans}.',
  'Saving needs this also for what was saved before: remove them to save the rest.':
    'Penyimpanan juga memerlukannya untuk yang sudah tersimpan sebelumnya: hapus fitur ini untuk menyimpan sisanya.',
  'Saving needs this also for what was saved before: remove it to save the rest.':
    'Penyimpanan juga memerlukannya untuk yang sudah tersimpan sebelumnya: hapus fitur ini untuk menyimpan sisanya.',
  // UTM templates (utm/).
  'UTM template not found.': 'Template UTM tidak ditemukan.',
  'A template named {name} already exists. Choose another name.':
    'Template bernama {name} sudah ada. Pilih nama lain.',
  'A workspace has at most {max} UTM templates. Delete some first.':
    'Ruang kerja dapat memiliki maksimal {max} template UTM. Hapus beberapa terlebih dahulu.',
};

/** This module's texts in a reader's language. */
export const linksText = textsOf(linksTextsId);
