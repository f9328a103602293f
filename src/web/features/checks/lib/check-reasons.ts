import type { TFunction } from 'i18next';
import type { CheckReason } from '../../../../shared/checks';
import { formatList, formatNumber } from '../../../lib/format';

// A check's reasons (codes from the server, shared/checks.ts) in the language in force; the
// server's notices word them alike (checks/notice-texts.ts). A detail inside (a network error, a
// DNS status, a resolver's name) is shown as it came.

export function checkReasonText(reason: CheckReason, t: TFunction): string {
  switch (reason.code) {
    case 'blocked_by':
      return t('checks.reasons.blockedBy', { resolvers: formatList(reason.resolvers) });
    case 'block_status_unknown':
      return t('checks.reasons.blockStatusUnknown', { resolvers: formatList(reason.resolvers) });
    case 'dns_no_such_domain':
      return t('checks.reasons.dnsNoSuchDomain');
    case 'dns_no_address':
      return t('checks.reasons.dnsNoAddress');
    case 'dns_no_answer':
      if (reason.rcode) return t('checks.reasons.dnsAnswered', { rcode: reason.rcode });
      return reason.detail
        ? t('checks.reasons.dnsNoAnswerBecause', { detail: reason.detail })
        : t('checks.reasons.dnsNoAnswer');
    case 'dns_error':
      return t('checks.reasons.dnsError', { detail: reason.detail });
    case 'no_http_answer':
      return reason.detail
        ? t('checks.reasons.noHttpAnswerBecause', { detail: reason.detail })
        : t('checks.reasons.noHttpAnswer');
    case 'http_status':
      return t('checks.reasons.httpStatus', { status: reason.status });
    case 'https_failed':
      return t('checks.reasons.httpsFailed', { detail: reason.detail });
    case 'certificate_untrusted':
      return reason.detail
        ? t('checks.reasons.certificateUntrustedBecause', { detail: reason.detail })
        : t('checks.reasons.certificateUntrusted');
    case 'certificate_wrong_name':
      return t('checks.reasons.certificateWrongName');
    case 'certificate_expired':
      return t('checks.reasons.certificateExpired', { count: reason.days, shown: formatNumber(reason.days) });
    case 'certificate_expires':
      return t('checks.reasons.certificateExpires', { count: reason.days, shown: formatNumber(reason.days) });
    case 'text':
      return reason.text;
  }
}
