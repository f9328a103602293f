import { CircleAlert, CircleCheck, Clock, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delivery, DeliveryOutcome } from '../../../../shared/webhooks';
import { Button } from '../../../components/ui/button';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { deliveryMoment } from '../lib/deliveries';

const outcomeTone: Record<DeliveryOutcome, BadgeTone> = {
  delivered: 'success',
  failed: 'destructive',
  pending: 'info',
};
const outcomeIcon = { delivered: CircleCheck, failed: CircleAlert, pending: Clock } as const;

interface DeliveryItemProps {
  delivery: Delivery;
  /** Resend is offered (an admin on a plan with webhooks); off while the endpoint is off. */
  resend: { disabled: boolean; describedBy?: string; pending: boolean; onResend: () => void } | null;
}

/**
 * One delivery of the log: the event, its outcome, when, the last try's HTTP status and latency,
 * how many tries, and the start of the answer, always as plain text (a receiver's page is never
 * drawn as HTML).
 */
export function DeliveryItem({ delivery, resend }: DeliveryItemProps) {
  const { t } = useTranslation();
  const ids = useId();
  const moment = deliveryMoment(delivery);
  const when = formatDateTime(moment);

  return (
    <li aria-labelledby={`${ids}-event`} className="grid min-w-0 gap-3 p-4">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={`${ids}-event`} className="font-mono text-sm font-semibold break-all">
            {delivery.event}
          </h3>
          <StatusBadge
            tone={outcomeTone[delivery.outcome]}
            icon={outcomeIcon[delivery.outcome]}
            srLabel={t('webhooks.log.outcomeLabel')}
          >
            {t(`webhooks.outcomes.${delivery.outcome}`)}
          </StatusBadge>
          <time dateTime={moment} className="text-sm text-muted-foreground">
            {when}
          </time>
        </div>
        {resend && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={resend.disabled || resend.pending}
            aria-describedby={resend.describedBy}
            aria-label={t('webhooks.log.resendFor', { event: delivery.event, time: when })}
            onClick={resend.onResend}
          >
            <RotateCw aria-hidden="true" />
            {resend.pending ? t('webhooks.log.resending') : t('webhooks.log.resend')}
          </Button>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <div className="grid content-start gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('webhooks.log.status')}</dt>
          <dd className="tabular-nums">
            {delivery.status_code ??
              (delivery.attempted_at ? t('webhooks.log.noAnswer') : t('webhooks.log.none'))}
          </dd>
        </div>
        <div className="grid content-start gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('webhooks.log.latency')}</dt>
          <dd className="tabular-nums">
            {delivery.latency_ms === null
              ? t('webhooks.log.none')
              : t('webhooks.log.latencyMs', { ms: formatNumber(delivery.latency_ms) })}
          </dd>
        </div>
        <div className="grid content-start gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('webhooks.log.attempts')}</dt>
          <dd className="tabular-nums">{formatNumber(delivery.attempts)}</dd>
        </div>
        {delivery.next_attempt_at !== null && (
          <div className="grid content-start gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('webhooks.log.nextTry')}</dt>
            <dd>
              <time dateTime={delivery.next_attempt_at}>{formatDateTime(delivery.next_attempt_at)}</time>
            </dd>
          </div>
        )}
        <div className="col-span-2 grid min-w-0 content-start gap-0.5 sm:col-span-4">
          <dt className="text-xs text-muted-foreground">{t('webhooks.log.messageId')}</dt>
          <dd className="font-mono text-xs break-all">{delivery.message_id}</dd>
        </div>
      </dl>

      {delivery.response_excerpt !== null && (
        <details className="group min-w-0 rounded-md border border-border">
          <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {t('webhooks.log.response')}
          </summary>
          {delivery.response_excerpt === '' ? (
            <p className="px-3 pb-3 text-sm text-muted-foreground">{t('webhooks.log.noResponse')}</p>
          ) : (
            // Text, never markup: React writes it as characters, whatever the receiver answered.
            <pre className="mx-3 mb-3 rounded bg-muted px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap">
              {delivery.response_excerpt}
            </pre>
          )}
        </details>
      )}
    </li>
  );
}
