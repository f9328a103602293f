import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English the admin settings write: brand settings and images. English is the
// key; {name} stands for a value kept in place (platform/text/i18n.ts). src/server/texts.test.ts
// fails when a sentence of this module's code is missing here.

export const adminTextsId: Catalogue = {
  // What notFound() names.
  'Image not found.': 'Gambar tidak ditemukan.',
  // Ids in paths.
  'Use logo or favicon.': 'Gunakan logo atau favicon.',
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

  // The refusal of an unsafe SVG (asset-texts.ts), and what it lists (svg-sanitize.ts).
  'This SVG contains {problems}. Remove them and upload it again.':
    'SVG ini berisi {problems}. Hapus bagian tersebut, lalu unggah lagi.',
  'This SVG contains {problems}. Remove it and upload it again.':
    'SVG ini berisi {problems}. Hapus bagian tersebut, lalu unggah lagi.',
  'a DOCTYPE or entity declaration': 'deklarasi DOCTYPE atau entitas',
  'a link to a stylesheet': 'tautan ke stylesheet',
  'a script': 'skrip',
  'a style that loads another file': 'gaya yang memuat file lain',
  'a foreignObject element': 'elemen foreignObject',
  'embedded content (iframe, embed or object)': 'konten sisipan (iframe, embed, atau object)',
  'a link to another file or site': 'tautan ke file atau situs lain',
  'an event handler ({name})': 'penangan peristiwa ({name})',
};

/** This module's texts in a reader's language. */
export const adminText = textsOf(adminTextsId);
