import type { TFunction } from 'i18next';

// Why the server turned an endpoint off, in the reader's language. The server stores its reason in
// English (modules/webhooks/webhook-notices.ts: a 410, or too many failures in a row); a reason this
// build does not know is shown as the server wrote it.

const gone = 'The endpoint answered 410 Gone.';
const failures = /^(\d+) deliveries in a row failed\.$/;

export function disabledReasonText(reason: string, t: TFunction): string {
  if (reason === gone) return t('webhooks.endpoint.disabledGone');
  const count = failures.exec(reason)?.[1];
  if (count !== undefined) return t('webhooks.endpoint.disabledFailures', { count: Number(count) });
  return reason;
}
