import type { CheckReason, CheckState } from '../../../shared/checks';
import { localText, type Language } from '../../platform/text/i18n';

// What the domain checks tell an owner (in the app, and on Telegram where chosen), in their
// account's language: a check's reasons worded from their codes (shared/checks.ts; the web words
// them alike in its checks catalogue). The resolvers' evidence is the checker's English, translated
// through the catalogues (src/shared/messages-id.ts) where it is known.

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
  reason(reason: CheckReason): string;
}

/** Resolver names as one phrase: "Nawala", "Nawala and Kominfo", "A, B and C". */
function names(resolvers: string[], and: string): string {
  if (resolvers.length <= 1) return resolvers[0] ?? '';
  return `${resolvers.slice(0, -1).join(', ')} ${and} ${resolvers.at(-1)}`;
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
    reason(reason) {
      const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;
      switch (reason.code) {
        case 'blocked_by':
          return `Blocked by ${names(reason.resolvers, 'and')}`;
        case 'block_status_unknown':
          return `Block status unknown at ${names(reason.resolvers, 'and')}`;
        case 'dns_no_such_domain':
          return 'DNS: no such domain (NXDOMAIN)';
        case 'dns_no_address':
          return 'DNS: no A or AAAA record';
        case 'dns_no_answer':
          if (reason.rcode) return `DNS: the domain's resolver answered ${reason.rcode}`;
          return reason.detail
            ? `DNS: no answer (${reason.detail})`
            : "DNS: the domain's resolver did not answer";
        case 'dns_error':
          return `DNS: ${reason.detail}`;
        case 'no_http_answer':
          return reason.detail ? `No HTTP answer: ${reason.detail}` : 'No HTTP answer';
        case 'http_status':
          return `HTTP ${reason.status}`;
        case 'https_failed':
          return `HTTPS failed (${reason.detail}); answered over HTTP`;
        case 'certificate_untrusted':
          return `Certificate not trusted: ${reason.detail ?? 'unknown issuer'}`;
        case 'certificate_wrong_name':
          return 'Certificate is for another name';
        case 'certificate_expired':
          return `Certificate expired ${days(reason.days)} ago`;
        case 'certificate_expires':
          return `Certificate expires in ${days(reason.days)}`;
        case 'text':
          return reason.text;
      }
    },
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
    reason(reason) {
      switch (reason.code) {
        case 'blocked_by':
          return `Diblokir oleh ${names(reason.resolvers, 'dan')}`;
        case 'block_status_unknown':
          return `Status blokir tidak diketahui di ${names(reason.resolvers, 'dan')}`;
        case 'dns_no_such_domain':
          return 'DNS: domain tidak ada (NXDOMAIN)';
        case 'dns_no_address':
          return 'DNS: tidak ada record A atau AAAA';
        case 'dns_no_answer':
          if (reason.rcode) return `DNS: resolver domain menjawab ${reason.rcode}`;
          return reason.detail
            ? `DNS: tidak ada jawaban (${reason.detail})`
            : 'DNS: resolver domain tidak menjawab';
        case 'dns_error':
          return `DNS: ${reason.detail}`;
        case 'no_http_answer':
          return reason.detail ? `Tidak ada jawaban HTTP: ${reason.detail}` : 'Tidak ada jawaban HTTP';
        case 'http_status':
          return `HTTP ${reason.status}`;
        case 'https_failed':
          return `HTTPS gagal (${reason.detail}); menjawab lewat HTTP`;
        case 'certificate_untrusted':
          return `Sertifikat tidak tepercaya: ${reason.detail ?? 'penerbit tidak dikenal'}`;
        case 'certificate_wrong_name':
          return 'Sertifikat ini untuk nama lain';
        case 'certificate_expired':
          return `Sertifikat kedaluwarsa ${reason.days} hari yang lalu`;
        case 'certificate_expires':
          return `Sertifikat kedaluwarsa dalam ${reason.days} hari`;
        case 'text':
          return reason.text;
      }
    },
  },
};

export function checksTexts(language: Language) {
  return {
    ...texts[language],
    /** One of the checker's English evidence lines (a resolver's), in this language where known. */
    evidence: (text: string) => localText(text, language),
  };
}
