import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English feedback writes. English is the key; {name} stands for a value kept in
// place (platform/text/i18n.ts). src/server/texts.test.ts fails when a sentence of this module's
// code is missing here.

export const feedbackTextsId: Catalogue = {
  // What notFound() names.
  'Feedback not found.': 'Masukan tidak ditemukan.',
  // Ids in paths.
  'Not a feedback id.': 'Bukan ID masukan.',
  // Feedback.
  'You can send at most {max} feedback messages an hour. Try again in {minutes} min.':
    'Anda dapat mengirim maksimal {max} masukan per jam. Coba lagi dalam {minutes} menit.',
  'You can send at most {max} feedback messages a minute. Try again in {minutes} min.':
    'Anda dapat mengirim maksimal {max} masukan per menit. Coba lagi dalam {minutes} menit.',
  'You can send at most {max} feedback messages every {window} minutes. Try again in {minutes} min.':
    'Anda dapat mengirim maksimal {max} masukan setiap {window} menit. Coba lagi dalam {minutes} menit.',

  // The sender's notice of a reply.
  'Reply to your feedback': 'Balasan untuk masukan Anda',
};

/** This module's texts in a reader's language. */
export const feedbackText = textsOf(feedbackTextsId);
