import type { Language } from '../../../platform/text/i18n';

// What an owner is told about their custom domain's proof, in their account's language.

interface NoticeText {
  title: string;
  body: string;
}

interface DomainTexts {
  verified(name: string): NoticeText;
  expired(name: string): NoticeText;
  lost(name: string): NoticeText;
}

export const domainTexts: Record<Language, DomainTexts> = {
  en: {
    verified: (name) => ({ title: `${name} is verified`, body: `Links can now use ${name}.` }),
    expired: (name) => ({
      title: `${name} could not be verified`,
      body: `The TXT record was not found within 7 days. Add it, then choose "Verify now".`,
    }),
    lost: (name) => ({
      title: `${name} is no longer verified`,
      body: `Its TXT record has been missing for 3 days, so its links stopped working. Restore the record, then choose "Verify now".`,
    }),
  },
  id: {
    verified: (name) => ({
      title: `${name} sudah terverifikasi`,
      body: `Tautan sekarang dapat memakai ${name}.`,
    }),
    expired: (name) => ({
      title: `${name} tidak dapat diverifikasi`,
      body: `Record TXT tidak ditemukan dalam 7 hari. Tambahkan record tersebut, lalu pilih "Verifikasi sekarang".`,
    }),
    lost: (name) => ({
      title: `${name} tidak lagi terverifikasi`,
      body: `Record TXT-nya hilang selama 3 hari, sehingga tautannya berhenti berfungsi. Pulihkan record tersebut, lalu pilih "Verifikasi sekarang".`,
    }),
  },
};
