import type { Language } from '../../platform/text/i18n';

// The account emails, in English and Indonesian: the account's language, or for an address with
// no account yet the language of the request that sent it. `issuer` is the brand's app name.

export interface MailText {
  subject: string;
  text: string;
}

interface AuthMailTexts {
  resetPassword(issuer: string, url: string): MailText;
  verifyEmail(issuer: string, url: string): MailText;
  signInCode(issuer: string, otp: string): MailText;
  existingAccount(issuer: string, signInUrl: string, resetUrl: string): MailText;
}

export const authMailTexts: Record<Language, AuthMailTexts> = {
  en: {
    resetPassword: (issuer, url) => ({
      subject: `Reset your ${issuer} password`,
      text: `Someone asked to reset the password of your ${issuer} account.\n\nSet a new password: ${url}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this email.`,
    }),
    verifyEmail: (issuer, url) => ({
      subject: `Confirm your email for ${issuer}`,
      text: `Confirm your email address: ${url}\n\nIf you did not create an account, ignore this email.`,
    }),
    signInCode: (issuer, otp) => ({
      subject: `Your ${issuer} sign-in code: ${otp}`,
      text: `Your sign-in code is ${otp}\n\nIt expires in 5 minutes. If you did not try to sign in, ignore this email.`,
    }),
    existingAccount: (issuer, signInUrl, resetUrl) => ({
      subject: `Someone tried to sign up to ${issuer} with your email`,
      text:
        `Someone tried to create a ${issuer} account with this email address, which already has one.\n\n` +
        `If that was you, sign in: ${signInUrl}\n` +
        `Forgot your password? Reset it: ${resetUrl}\n\n` +
        `If it was not you, ignore this email: nothing has changed on your account.`,
    }),
  },
  id: {
    resetPassword: (issuer, url) => ({
      subject: `Atur ulang kata sandi ${issuer} Anda`,
      text: `Ada permintaan untuk mengatur ulang kata sandi akun ${issuer} Anda.\n\nBuat kata sandi baru: ${url}\n\nTautan ini hanya bisa dipakai sekali dan berlaku selama 1 jam. Jika Anda tidak memintanya, abaikan email ini.`,
    }),
    verifyEmail: (issuer, url) => ({
      subject: `Konfirmasi email Anda untuk ${issuer}`,
      text: `Konfirmasi alamat email Anda: ${url}\n\nJika Anda tidak membuat akun, abaikan email ini.`,
    }),
    signInCode: (issuer, otp) => ({
      subject: `Kode masuk ${issuer} Anda: ${otp}`,
      text: `Kode masuk Anda adalah ${otp}\n\nKode ini berlaku selama 5 menit. Jika Anda tidak mencoba masuk, abaikan email ini.`,
    }),
    existingAccount: (issuer, signInUrl, resetUrl) => ({
      subject: `Seseorang mencoba mendaftar di ${issuer} dengan email Anda`,
      text:
        `Seseorang mencoba membuat akun ${issuer} dengan alamat email ini, padahal email ini sudah memiliki akun.\n\n` +
        `Jika itu Anda, silakan masuk: ${signInUrl}\n` +
        `Lupa kata sandi? Atur ulang di sini: ${resetUrl}\n\n` +
        `Jika itu bukan Anda, abaikan email ini: tidak ada yang berubah pada akun Anda.`,
    }),
  },
};
