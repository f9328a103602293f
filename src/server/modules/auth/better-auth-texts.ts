// better-auth's refusals (its own English, by code) as an Indonesian reader gets them. The web
// shows an auth refusal's message as the server wrote it; auth.routes.ts puts these in its place
// for a request in Indonesian. A code not listed keeps better-auth's English only if the
// catalogues do not know its message either (see auth.routes.ts).

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
