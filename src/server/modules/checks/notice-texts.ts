import type { CheckState } from '../../../shared/checks';
import { localText, type Language } from '../../platform/i18n';

// What the domain checks tell an owner (in the app, and on Telegram where chosen), in their
// account's language. The reasons and the resolvers' evidence are the checker's English words,
// translated through the catalogues (src/shared/messages-id.ts) where they are known.

export interface NoticeText {
  title: string;
  body: string;
}

interface ChecksTexts {
  blocked(domain: string, resolvers: string): string;
  down(domain: string): string;
  expiring(domain: string, days: number): string;
  up(domain: string): string;
  rotatorPaused(domain: string, links: number, state: CheckState): NoticeText;
  rotatorResumed(domain: string, links: number): NoticeText;
}

const texts: Record<Language, ChecksTexts> = {
  en: {
    blocked: (domain, resolvers) => `${domain} is blocked by ${resolvers}`,
    down: (domain) => `${domain} is down`,
    expiring: (domain, days) => `certificate of ${domain} expires in ${days} days`,
    up: (domain) => `${domain} is reachable again`,
    rotatorPaused: (domain, links, state) => ({
      title: `Rotator destinations on ${domain} paused in ${links} link${links === 1 ? '' : 's'}`,
      body: `${domain} is ${state}: visitors go to the other destinations until it recovers.`,
    }),
    rotatorResumed: (domain, links) => ({
      title: `Rotator destinations on ${domain} back in ${links} link${links === 1 ? '' : 's'}`,
      body: `${domain} is reachable again: its destinations are back in rotation.`,
    }),
  },
  id: {
    blocked: (domain, resolvers) => `${domain} diblokir oleh ${resolvers}`,
    down: (domain) => `${domain} tidak dapat diakses`,
    expiring: (domain, days) => `Sertifikat ${domain} kedaluwarsa dalam ${days} hari`,
    up: (domain) => `${domain} dapat diakses lagi`,
    rotatorPaused: (domain, links, state) => ({
      title: `Tujuan rotator di ${domain} dijeda pada ${links} tautan`,
      body: `${domain} ${state === 'blocked' ? 'diblokir' : 'tidak dapat diakses'}: pengunjung diarahkan ke tujuan lain sampai domain ini pulih.`,
    }),
    rotatorResumed: (domain, links) => ({
      title: `Tujuan rotator di ${domain} aktif kembali pada ${links} tautan`,
      body: `${domain} dapat diakses lagi: tujuannya kembali masuk rotasi.`,
    }),
  },
};

export function checksTexts(language: Language) {
  return {
    ...texts[language],
    /** One of the checker's English reasons or evidence lines, in this language where known. */
    reason: (text: string) => localText(text, language),
  };
}
