import { textsOf, type Catalogue } from '../platform/text/i18n';

// Indonesian for the English of the pages the redirect draws itself (unavailable-page.ts), for a
// visitor whose browser asks for Indonesian. English is the key (platform/text/i18n.ts).

export const redirectTextsId: Catalogue = {
  'Temporarily unavailable': 'Untuk sementara tidak tersedia',
  '{name} cannot look up this link right now. Please try again in {seconds} seconds.':
    '{name} tidak dapat mencari tautan ini saat ini. Silakan coba lagi dalam {seconds} detik.',
  'Page not found': 'Halaman tidak ditemukan',
  'This address does not lead anywhere.': 'Alamat ini tidak mengarah ke mana pun.',
  'Back to home': 'Kembali ke beranda',
  'Too many requests for links that do not exist. Try again in {seconds} s.':
    'Terlalu banyak permintaan untuk tautan yang tidak ada. Coba lagi dalam {seconds} detik.',
  'This link has expired': 'Tautan ini sudah kedaluwarsa',
  'The link you followed is no longer active.': 'Tautan yang Anda ikuti sudah tidak aktif.',
  'This link is protected': 'Tautan ini dilindungi',
  'Enter the password to open it.': 'Masukkan kata sandi untuk membukanya.',
  Password: 'Kata sandi',
  Continue: 'Lanjutkan',
  'That password is not right. Try again.': 'Kata sandi itu salah. Coba lagi.',
  'Too many wrong passwords. Try again in {minutes} min.':
    'Terlalu banyak kata sandi yang salah. Coba lagi dalam {minutes} menit.',
  'This link is protected by a password.': 'Tautan ini dilindungi kata sandi.',
};

/** The redirect's texts in a visitor's language. */
export const redirectText = textsOf(redirectTextsId);
