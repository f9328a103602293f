import type { CheckReason, CheckState } from '../../../shared/checks';
import { listOf, type Language, type TextValues } from '../../platform/text/i18n';
import { checksText } from './texts-id';

// What the domain checks tell an owner (in the app, and on Telegram where chosen), in their
// account's language: a check's reasons worded from their codes (shared/checks.ts; the web words
// them alike in its checks catalogue). The resolvers' evidence is the checker's English, translated
// through the catalogues where it is known.

export interface NoticeText {
  title: string;
  body: string;
}

/** The checks' texts said in one language. */
const sayIn = (language: Language) => (template: string, values?: TextValues) =>
  checksText.say(language, template, values);

/** A reason in the reader's language: its template and values, or one of the checker's own texts. */
function reasonText(reason: CheckReason, language: Language): string {
  const say = sayIn(language);
  switch (reason.code) {
    case 'blocked_by':
      return say('Blocked by {resolvers}', { resolvers: listOf(reason.resolvers, language) });
    case 'block_status_unknown':
      return say('Block status unknown at {resolvers}', { resolvers: listOf(reason.resolvers, language) });
    case 'dns_no_such_domain':
      return say('DNS: no such domain (NXDOMAIN)');
    case 'dns_no_address':
      return say('DNS: no A or AAAA record');
    case 'dns_no_answer':
      if (reason.rcode) return say("DNS: the domain's resolver answered {rcode}", { rcode: reason.rcode });
      return reason.detail
        ? say('DNS: no answer ({detail})', { detail: reason.detail })
        : say("DNS: the domain's resolver did not answer");
    case 'dns_error':
      return `DNS: ${reason.detail}`;
    case 'no_http_answer':
      return reason.detail
        ? say('No HTTP answer: {detail}', { detail: reason.detail })
        : say('No HTTP answer');
    case 'http_status':
      return `HTTP ${reason.status}`;
    case 'https_failed':
      return say('HTTPS failed ({detail}); answered over HTTP', { detail: reason.detail });
    case 'certificate_untrusted':
      return say('Certificate not trusted: {detail}', {
        detail: reason.detail ?? say('unknown issuer'),
      });
    case 'certificate_wrong_name':
      return say('Certificate is for another name');
    case 'certificate_expired':
      return say(
        reason.days === 1 ? 'Certificate expired {days} day ago' : 'Certificate expired {days} days ago',
        {
          days: reason.days,
        },
      );
    case 'certificate_expires':
      return say(
        reason.days === 1 ? 'Certificate expires in {days} day' : 'Certificate expires in {days} days',
        { days: reason.days },
      );
    case 'text':
      return reason.text;
  }
}

export function checksTexts(language: Language) {
  const say = sayIn(language);
  return {
    blocked: (domain: string, resolvers: string) =>
      say('{domain} is blocked by {resolvers}', { domain, resolvers }),
    down: (domain: string) => say('{domain} is down', { domain }),
    expiring: (domain: string, days: number) =>
      say('certificate of {domain} expires in {days} days', { domain, days }),
    up: (domain: string) => say('{domain} is reachable again', { domain }),
    rotatorPaused: (domain: string, links: number, state: CheckState): NoticeText => ({
      title: say(
        links === 1
          ? 'Rotator destinations on {domain} paused in {links} link'
          : 'Rotator destinations on {domain} paused in {links} links',
        { domain, links },
      ),
      body: say(
        state === 'blocked'
          ? '{domain} is blocked: visitors go to the other destinations until it recovers.'
          : '{domain} is down: visitors go to the other destinations until it recovers.',
        { domain },
      ),
    }),
    rotatorResumed: (domain: string, links: number): NoticeText => ({
      title: say(
        links === 1
          ? 'Rotator destinations on {domain} back in {links} link'
          : 'Rotator destinations on {domain} back in {links} links',
        { domain, links },
      ),
      body: say('{domain} is reachable again: its destinations are back in rotation.', { domain }),
    }),
    reason: (reason: CheckReason) => reasonText(reason, language),
    /** One of the checker's English evidence lines (a resolver's), in this language where known. */
    evidence: (text: string) => checksText.local(text, language),
  };
}
