import { ArrowLeft, Inbox, SearchX, Send } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pages } from '../../../../shared/pages';
import { deliveryOutcomes, type DeliveryOutcome, type WebhookEndpoint } from '../../../../shared/webhooks';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { QueryView } from '../../../components/feedback/query-view';
import { RequestError } from '../../../components/feedback/request-error';
import { CardSection } from '../../../components/layouts/card-section';
import { CardEmptyState, EmptyState } from '../../../components/layouts/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FilterBar, SelectFilter } from '../../../components/ui/filter-bar';
import { LoadMore } from '../../../components/ui/load-more';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/toast';
import { useSearchParam } from '../../../lib/use-search-param';
import { useDeliveries, type DeliveryFilters } from '../api/list-deliveries';
import { useWebhooks } from '../api/list-webhooks';
import { useResendDelivery } from '../api/resend-delivery';
import { loggedEvents } from '../lib/events';
import { DeliveryItem } from './delivery-item';
import { useFocusOnArrival, type ArrivalState } from './focus-on-arrival';
import { useTestEvent } from './use-test-event';

interface DeliveryLogProps {
  endpointId: string;
  /** The plan has webhooks: a test event and resends are offered. */
  allowed: boolean;
  /** Why not, when it has none. */
  planPrompt: ReactNode;
}

/** The refusals the server words itself here: the endpoint off (400), the plan (403). */
const worded = { statuses: [400, 403] } as const;

const isOutcome = (value: string | null): value is DeliveryOutcome =>
  (deliveryOutcomes as readonly (string | null)[]).includes(value);

/**
 * One endpoint's delivery log (?endpoint=<id>): filtered by event and outcome in the address,
 * newest first, a page at a time, each delivery with Resend; and Send test event.
 */
export function DeliveryLog({ endpointId, allowed, planPrompt }: DeliveryLogProps) {
  const { t } = useTranslation();
  const endpoints = useWebhooks();
  const endpoint = endpoints.data?.items.find((item) => item.id === endpointId);

  return (
    <div className="grid gap-4">
      <Link
        to={pages.webhooks.path}
        state={{ focusHeading: true } satisfies ArrivalState}
        className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('webhooks.log.back')}
      </Link>
      <QueryView
        query={endpoints}
        failed={t('webhooks.list.loadFailed')}
        loading={
          <LoadingStatus label={t('webhooks.log.loading')}>
            <SkeletonRows rows={3} barClassName={['h-5 w-48 max-w-full', 'h-4 w-full max-w-md']} />
          </LoadingStatus>
        }
      >
        {() =>
          endpoint ? <EndpointLog endpoint={endpoint} allowed={allowed} planPrompt={planPrompt} /> : <Gone />
        }
      </QueryView>
    </div>
  );
}

/** The endpoint is not the workspace's (deleted, another workspace's, a mistyped address). */
function Gone() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={t('webhooks.log.goneTitle')}
      description={t('webhooks.log.goneDescription')}
      link={{ to: pages.webhooks.path, text: t('webhooks.log.back') }}
    />
  );
}

function EndpointLog({
  endpoint,
  allowed,
  planPrompt,
}: {
  endpoint: WebhookEndpoint;
  allowed: boolean;
  planPrompt: ReactNode;
}) {
  const { t } = useTranslation();
  const offId = useId();
  const heading = useFocusOnArrival();
  const test = useTestEvent();
  const [eventParam, setEvent] = useSearchParam('event');
  const [outcomeParam, setOutcome] = useSearchParam('outcome');
  const filters: DeliveryFilters = {
    event: eventParam && loggedEvents.includes(eventParam) ? eventParam : undefined,
    outcome: isOutcome(outcomeParam) ? outcomeParam : undefined,
  };
  const off = !endpoint.enabled;

  return (
    <CardSection
      title={t('webhooks.log.title')}
      headingRef={heading}
      description={
        <span className="wrap-anywhere">{t('webhooks.log.description', { url: endpoint.url })}</span>
      }
      aside={
        allowed && (
          <Button
            type="button"
            variant="outline"
            disabled={off || test.pending}
            aria-describedby={off ? offId : undefined}
            onClick={() => test.send(endpoint.id)}
          >
            <Send aria-hidden="true" />
            {test.pending ? t('webhooks.test.sending') : t('webhooks.test.send')}
          </Button>
        )
      }
    >
      {!allowed && planPrompt}
      {off && (
        <Alert tone="info" id={offId}>
          {t('webhooks.log.off')}
        </Alert>
      )}
      <RequestError request={test.request} fallback={t('webhooks.test.failed')} worded={worded} />
      <FilterBar label={t('webhooks.log.filters')} className="sm:grid-cols-2 md:max-w-xl">
        <SelectFilter<string>
          name="event"
          label={t('webhooks.log.event')}
          any={t('webhooks.log.allEvents')}
          value={filters.event ?? ''}
          onChange={(value) => setEvent(value || null, { replace: true })}
          options={loggedEvents.map((event) => ({ value: event, label: event }))}
        />
        <SelectFilter<DeliveryOutcome>
          name="outcome"
          label={t('webhooks.log.outcome')}
          any={t('webhooks.log.allOutcomes')}
          value={filters.outcome ?? ''}
          onChange={(value) => setOutcome(value || null, { replace: true })}
          options={deliveryOutcomes.map((outcome) => ({
            value: outcome,
            label: t(`webhooks.outcomes.${outcome}`),
          }))}
        />
      </FilterBar>
      <Deliveries
        endpointId={endpoint.id}
        filters={filters}
        resend={allowed ? { disabled: off, describedBy: off ? offId : undefined } : null}
      />
    </CardSection>
  );
}

function Deliveries({
  endpointId,
  filters,
  resend,
}: {
  endpointId: string;
  filters: DeliveryFilters;
  resend: { disabled: boolean; describedBy: string | undefined } | null;
}) {
  const { t } = useTranslation();
  const list = useDeliveries(endpointId, filters);
  const again = useResendDelivery();

  if (list.isPending) {
    return (
      <LoadingStatus label={t('webhooks.log.loading')}>
        <SkeletonRows
          rows={3}
          barClassName={['h-5 w-48 max-w-full', 'h-4 w-full max-w-md', 'h-4 w-32']}
          className="rounded-lg bg-transparent"
        />
      </LoadingStatus>
    );
  }
  // A failed "Load more" keeps what is shown (below); a failed first load shows why.
  if (list.isError && !list.isFetchNextPageError) {
    if (list.error instanceof ApiError && list.error.status === 404) return <Gone />;
    return <QueryLoadError query={list} fallback={t('webhooks.log.loadFailed')} />;
  }

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    const filtered = filters.event !== undefined || filters.outcome !== undefined;
    return (
      <CardEmptyState
        level={3}
        icon={filtered ? SearchX : Inbox}
        title={filtered ? t('webhooks.log.noMatchTitle') : t('webhooks.log.emptyTitle')}
        description={filtered ? t('webhooks.log.noMatchDescription') : t('webhooks.log.emptyDescription')}
      />
    );
  }

  return (
    <div className="grid gap-4">
      <RequestError
        request={again}
        fallback={t('webhooks.log.resendFailed')}
        worded={{ statuses: [400, 403, 404] }}
      />
      <ul
        aria-label={t('webhooks.log.label')}
        aria-busy={list.isFetching || undefined}
        className="divide-y divide-border overflow-hidden rounded-lg border border-border"
      >
        {items.map((delivery) => (
          <DeliveryItem
            key={delivery.id}
            delivery={delivery}
            resend={
              resend && {
                ...resend,
                pending: again.isPending && again.variables.id === delivery.id,
                onResend: () =>
                  again.mutate(
                    { id: delivery.id, endpointId },
                    {
                      onSuccess: () =>
                        toastSuccess(t('webhooks.log.resent'), t('webhooks.log.resentDescription')),
                    },
                  ),
              }
            }
          />
        ))}
      </ul>
      <LoadMore
        query={list}
        label={t('webhooks.log.loadMore')}
        loadingLabel={t('webhooks.log.loadingMore')}
        failedText={t('webhooks.log.loadMoreFailed')}
      />
    </div>
  );
}
