import type { Catalogue } from '../../../shared/i18n';

// Indonesian for the English the platform writes: every answer's frame, the error codes' own
// sentences (i18n.ts's errorCodeMessages) and the refusals of the plumbing every request goes
// through. Each module has its own catalogue for its sentences (modules/*/texts-id.ts).

export const platformTextsId: Catalogue = {
  // The platform: every answer's frame.
  'Some fields are invalid.': 'Beberapa isian tidak valid.',
  'This field is not known to the API.': 'Kolom ini tidak dikenal oleh API.',
  'This value is invalid.': 'Nilai ini tidak valid.',
  'Sign in to continue.': 'Masuk untuk melanjutkan.',
  'You do not have permission to do this.': 'Anda tidak memiliki izin untuk melakukan ini.',
  'Too many requests. Try again later.': 'Terlalu banyak permintaan. Coba lagi nanti.',
  '{what} not found.': '{what} tidak ditemukan.',
  // A feature the plan lacks (http/plan-refusal.ts).
  'No plan includes them at the moment.': 'Saat ini belum ada paket yang menyertakannya.',
  'They come with {plans}.': 'Fitur ini tersedia di paket {plans}.',
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
  'Remove the broken character ({code}): text cannot contain it.':
    'Hapus karakter rusak ({code}): teks tidak boleh berisi karakter ini.',
  'A field name contains a broken character ({code}).': 'Nama kolom berisi karakter rusak ({code}).',
  'The database is unavailable right now. Try again in a few seconds.':
    'Basis data sedang tidak tersedia. Coba lagi dalam beberapa detik.',

  // What notFound() names.
  'Resource not found.': 'Data tidak ditemukan.',

  // Reading a CSV file (platform/text/csv-parse.ts).
  'Row {row}: a quoted cell is never closed.': 'Baris {row}: sel bertanda kutip tidak pernah ditutup.',
  // Every error code's own sentence.
  'The request is not valid.': 'Permintaan tidak valid.',
  'The request body is not valid JSON.': 'Isi permintaan bukan JSON yang valid.',
  'Not found.': 'Tidak ditemukan.',
  'This clashes with the current state. Reload the page and try again.':
    'Permintaan ini bertentangan dengan data saat ini. Muat ulang halaman, lalu coba lagi.',
  'The request is too large.': 'Permintaan terlalu besar.',
  "You have reached your plan's limit.": 'Anda sudah mencapai batas paket Anda.',
  'Something went wrong on our side. Please try again.': 'Terjadi kesalahan di sisi kami. Silakan coba lagi.',
  'The service is unavailable right now. Try again in a few seconds.':
    'Layanan sedang tidak tersedia. Coba lagi dalam beberapa detik.',
  'A service we depend on did not answer. Try again in a moment.':
    'Layanan yang kami andalkan tidak menjawab. Coba lagi sebentar lagi.',
};
