import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the custom domains write: refusals, a proof's errors and the owner's
// notices. English is the key; {name} stands for a value kept in place (platform/text/i18n.ts).
// src/server/texts.test.ts fails when a sentence of this module's code is missing here.

export const domainsTextsId: Catalogue = {
  // What notFound() names.
  'Domain not found.': 'Domain tidak ditemukan.',
  // Ids in paths.
  'Not a domain id.': 'Bukan ID domain.',
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

  // The owner's notices of a custom domain's proof (custom/notice-texts.ts).
  '{name} is verified': '{name} sudah terverifikasi',
  'Links can now use {name}.': 'Tautan sekarang dapat memakai {name}.',
  '{name} could not be verified': '{name} tidak dapat diverifikasi',
  'The TXT record was not found within 7 days. Add it, then choose "Verify now".':
    'Record TXT tidak ditemukan dalam 7 hari. Tambahkan record tersebut, lalu pilih "Verifikasi sekarang".',
  '{name} is no longer verified': '{name} tidak lagi terverifikasi',
  'Its TXT record has been missing for 3 days, so its links stopped working. Restore the record, then choose "Verify now".':
    'Record TXT-nya hilang selama 3 hari, sehingga tautannya berhenti berfungsi. Pulihkan record tersebut, lalu pilih "Verifikasi sekarang".',
};

/** This module's texts in a reader's language. */
export const domainsText = textsOf(domainsTextsId);
