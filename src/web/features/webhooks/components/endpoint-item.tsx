import { CircleCheck, CircleOff, CirclePause, KeyRound, ListChecks, Pencil, Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxConsecutiveFailures, type WebhookEndpoint } from '../../../../shared/webhooks';
import { RequestError } from '../../../components/feedback/request-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RemoveButton } from '../../../components/ui/remove-button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateWebhook } from '../api/update-webhook';
import { disabledReasonText } from '../lib/disabled-reason';
import type { ArrivalState } from './focus-on-arrival';
import { useTestEvent } from './use-test-event';

interface EndpointItemProps {
  endpoint: WebhookEndpoint;
  /** The plan has webhooks: what needs it (turning on, testing, editing, rotating) is offered. */
  allowed: boolean;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

/** The refusals the server words itself here: a field (400), the plan (403), the limit (409). */
const worded = { statuses: [400, 403, 409] } as const;

/**
 * One endpoint: its address and what it is for, on or off (and why the server turned it off), the
 * events it hears, its secret's end, failures in a row; its log, a test event and the changes.
 */
export function EndpointItem({ endpoint, allowed, onEdit, onRotate, onDelete }: EndpointItemProps) {
  const { t } = useTranslation();
  const ids = useId();
  const update = useUpdateWebhook();
  const test = useTestEvent();
  const { url } = endpoint;

  const toggle = () =>
    update.mutate(
      { id: endpoint.id, enabled: !endpoint.enabled },
      {
        onSuccess: (changed) =>
          toastSuccess(changed.enabled ? t('webhooks.endpoint.turnedOn') : t('webhooks.endpoint.turnedOff')),
      },
    );

  return (
    <li aria-labelledby={`${ids}-url`} className="grid min-w-0 gap-4 p-4 sm:p-6">
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={`${ids}-url`} className="min-w-0 font-mono text-base font-semibold break-all">
            {url}
          </h3>
          <EndpointState endpoint={endpoint} />
        </div>
        {endpoint.description && (
          <p className="text-sm break-words text-muted-foreground">{endpoint.description}</p>
        )}
      </div>

      {endpoint.disabled_reason !== null && (
        <Alert tone="warning">
          {t('webhooks.endpoint.disabledBy', { reason: disabledReasonText(endpoint.disabled_reason, t) })}
        </Alert>
      )}

      <dl className="grid min-w-0 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="grid min-w-0 content-start gap-1">
          <dt className="text-xs text-muted-foreground">{t('webhooks.endpoint.events')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-1.5" aria-label={t('webhooks.endpoint.events')}>
              {endpoint.events.map((event) => (
                <li key={event} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">
                  {event}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-xs text-muted-foreground">{t('webhooks.endpoint.secret')}</dt>
          <dd className={endpoint.secret_hint ? undefined : 'text-warning'}>
            {endpoint.secret_hint ? (
              <>
                {t('webhooks.endpoint.secretEnds')} <code className="font-mono">{endpoint.secret_hint}</code>
              </>
            ) : (
              t('webhooks.endpoint.secretUnreadable')
            )}
          </dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-xs text-muted-foreground">{t('webhooks.endpoint.failures')}</dt>
          <dd className={endpoint.consecutive_failures > 0 ? 'font-medium text-warning' : undefined}>
            {t('webhooks.endpoint.failuresCount', {
              count: endpoint.consecutive_failures,
              max: maxConsecutiveFailures,
            })}
          </dd>
        </div>
        <div className="grid content-start gap-1">
          <dt className="text-xs text-muted-foreground">{t('webhooks.endpoint.added')}</dt>
          <dd>
            <time dateTime={endpoint.created_at}>{formatDateTime(endpoint.created_at)}</time>
          </dd>
        </div>
      </dl>

      <RequestError request={update} fallback={t('webhooks.endpoint.toggleFailed')} worded={worded} />
      <RequestError request={test.request} fallback={t('webhooks.test.failed')} worded={worded} />

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`?endpoint=${encodeURIComponent(endpoint.id)}`}
            state={{ focusHeading: true } satisfies ArrivalState}
            aria-label={t('webhooks.endpoint.logFor', { url })}
          >
            <ListChecks aria-hidden="true" />
            {t('webhooks.endpoint.log')}
          </Link>
        </Button>
        {allowed && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!endpoint.enabled || test.pending}
            aria-label={t('webhooks.test.sendFor', { url })}
            onClick={() => test.send(endpoint.id)}
          >
            <Send aria-hidden="true" />
            {test.pending ? t('webhooks.test.sending') : t('webhooks.test.send')}
          </Button>
        )}
        {/* Turning off needs no plan; turning on does. */}
        {(endpoint.enabled || allowed) && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={update.isPending}
            aria-label={
              endpoint.enabled
                ? t('webhooks.endpoint.turnOffFor', { url })
                : t('webhooks.endpoint.turnOnFor', { url })
            }
            onClick={toggle}
          >
            {endpoint.enabled ? <CirclePause aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
            {endpoint.enabled ? t('webhooks.endpoint.turnOff') : t('webhooks.endpoint.turnOn')}
          </Button>
        )}
        {allowed && (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t('webhooks.endpoint.editFor', { url })}
              onClick={() => onEdit(endpoint)}
            >
              <Pencil aria-hidden="true" />
              {t('webhooks.endpoint.edit')}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t('webhooks.endpoint.rotateFor', { url })}
              onClick={() => onRotate(endpoint)}
            >
              <KeyRound aria-hidden="true" />
              {t('webhooks.endpoint.rotate')}
            </Button>
          </>
        )}
        <RemoveButton
          label={t('webhooks.endpoint.deleteFor', { url })}
          text={t('webhooks.endpoint.delete')}
          variant="outline"
          onClick={() => onDelete(endpoint)}
        />
      </div>
    </li>
  );
}

/** On, off, or turned off by the server: in words, the colour and icon only repeating them. */
export function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const label = t('webhooks.endpoint.status');
  if (endpoint.enabled)
    return (
      <StatusBadge tone="success" icon={CircleCheck} srLabel={label}>
        {t('webhooks.endpoint.on')}
      </StatusBadge>
    );
  if (endpoint.disabled_reason !== null)
    return (
      <StatusBadge tone="destructive" icon={CircleOff} srLabel={label}>
        {t('webhooks.endpoint.offByServer')}
      </StatusBadge>
    );
  return (
    <StatusBadge tone="neutral" icon={CirclePause} srLabel={label}>
      {t('webhooks.endpoint.off')}
    </StatusBadge>
  );
}
