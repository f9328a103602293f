import { textsOf, type Catalogue } from '../../platform/text/i18n';

// Indonesian for the English sign-up, sign-in and the account mails write (better-auth's own
// refusals by their code: below). English is the key; {name} stands for a value kept in place
// (platform/text/i18n.ts). src/server/texts.test.ts fails when a sentence of this module's code is
// missing here.

export const authTextsId: Catalogue = {
  // Sign-up and sign-in.
  'This password is too common; choose another.': 'Kata sandi ini terlalu umum; pilih yang lain.',
  'This account is disabled. Contact the site administrator.':
    'Akun ini dinonaktifkan. Hubungi administrator situs.',

  // The account emails (mail-texts.ts): each subject and paragraph.
  'Reset your {issuer} password': 'Atur ulang kata sandi {issuer} Anda',
  'Someone asked to reset the password of your {issuer} account.':
    'Ada permintaan untuk mengatur ulang kata sandi akun {issuer} Anda.',
  'Set a new password: {url}': 'Buat kata sandi baru: {url}',
  'The link works once and expires in 1 hour. If you did not ask for this, ignore this email.':
    'Tautan ini hanya bisa dipakai sekali dan berlaku selama 1 jam. Jika Anda tidak memintanya, abaikan email ini.',
  'Confirm your email for {issuer}': 'Konfirmasi email Anda untuk {issuer}',
  'Confirm your email address: {url}': 'Konfirmasi alamat email Anda: {url}',
  'If you did not create an account, ignore this email.': 'Jika Anda tidak membuat akun, abaikan email ini.',
  'Your {issuer} sign-in code: {otp}': 'Kode masuk {issuer} Anda: {otp}',
  'Your sign-in code is {otp}': 'Kode masuk Anda adalah {otp}',
  'It expires in 5 minutes. If you did not try to sign in, ignore this email.':
    'Kode ini berlaku selama 5 menit. Jika Anda tidak mencoba masuk, abaikan email ini.',
  'Someone tried to sign up to {issuer} with your email':
    'Seseorang mencoba mendaftar di {issuer} dengan email Anda',
  'Someone tried to create a {issuer} account with this email address, which already has one.':
    'Seseorang mencoba membuat akun {issuer} dengan alamat email ini, padahal email ini sudah memiliki akun.',
  'If that was you, sign in: {signInUrl}\nForgot your password? Reset it: {resetUrl}':
    'Jika itu Anda, silakan masuk: {signInUrl}\nLupa kata sandi? Atur ulang di sini: {resetUrl}',
  'If it was not you, ignore this email: nothing has changed on your account.':
    'Jika itu bukan Anda, abaikan email ini: tidak ada yang berubah pada akun Anda.',
};

/** This module's texts in a reader's language. */
export const authText = textsOf(authTextsId);

// better-auth's own refusals, by its code (its English changes between versions; its codes do
// not): the web shows an auth refusal's message as the server wrote it, and auth.routes.ts puts
// these in its place for a request in Indonesian. A code not listed keeps better-auth's English
// only if the catalogue above does not know its message either.

export const betterAuthMessagesId: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email atau kata sandi salah.',
  INVALID_PASSWORD: 'Kata sandi salah.',
  INVALID_EMAIL: 'Email tidak valid.',
  USER_NOT_FOUND: 'Pengguna tidak ditemukan.',
  INVALID_TOKEN: 'Tautan ini tidak valid atau sudah dipakai.',
  TOKEN_EXPIRED: 'Tautan ini sudah kedaluwarsa.',
  EMAIL_NOT_VERIFIED: 'Email Anda belum dikonfirmasi. Buka tautan di email konfirmasi terlebih dahulu.',
  PASSWORD_TOO_SHORT: 'Kata sandi terlalu pendek.',
  PASSWORD_TOO_LONG: 'Kata sandi terlalu panjang.',
  USER_ALREADY_EXISTS: 'Akun dengan email ini sudah ada.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Akun dengan email ini sudah ada. Gunakan email lain.',
  SESSION_EXPIRED: 'Sesi Anda sudah berakhir. Masuk lagi untuk melakukan tindakan ini.',
  SESSION_NOT_FRESH: 'Masuk lagi untuk melakukan tindakan ini.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Akun ini belum memiliki kata sandi.',
  EMAIL_ALREADY_VERIFIED: 'Email ini sudah dikonfirmasi.',
  INVALID_ORIGIN: 'Permintaan ini tidak berasal dari aplikasi ini.',
  MISSING_OR_NULL_ORIGIN: 'Permintaan ini tidak berasal dari aplikasi ini.',
  VALIDATION_ERROR: 'Beberapa isian tidak valid.',
  MISSING_FIELD: 'Kolom ini wajib diisi.',
  FAILED_TO_CREATE_USER: 'Akun tidak dapat dibuat. Coba lagi.',
  FAILED_TO_CREATE_SESSION: 'Tidak dapat masuk saat ini. Coba lagi.',
  OTP_EXPIRED: 'Kode sudah kedaluwarsa. Minta kode baru.',
  OTP_HAS_EXPIRED: 'Kode sudah kedaluwarsa. Minta kode baru.',
  INVALID_OTP: 'Kode salah.',
  INVALID_CODE: 'Kode salah.',
  INVALID_BACKUP_CODE: 'Kode cadangan salah.',
  TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan. Minta kode baru.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Terlalu banyak percobaan. Minta kode baru.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Terlalu banyak percobaan verifikasi yang gagal. Akun Anda dikunci sementara. Coba lagi nanti.',
  TWO_FACTOR_NOT_ENABLED: 'Verifikasi dua langkah belum diaktifkan.',
  TOTP_NOT_ENABLED: 'Aplikasi autentikator belum diaktifkan.',
  TOTP_ALREADY_ENABLED: 'Aplikasi autentikator sudah diaktifkan.',
  INVALID_TWO_FACTOR_COOKIE: 'Langkah verifikasi sudah berakhir. Masuk lagi.',
};

/** better-auth's rate limit answer (it has no code). */
export const betterAuthRateLimitedId = 'Terlalu banyak percobaan. Coba lagi nanti.';
