import { Receipt } from 'lucide-react';
import { Fragment, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTimeZone } from '../../../../shared/account';
import {
  orderStates,
  paymentMethods,
  type AdminOrder,
  type OrderState,
  type PaymentMethod,
} from '../../../../shared/billing';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { LoadMore } from '../../../components/ui/load-more';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filter-bar';
import { cn } from '../../../lib/cn';
import { useMe } from '../../../lib/queries/me';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminOrders, type OrderFilters } from '../api/list-admin-orders';
import { formatDateTime, formatRupiah } from '../../../lib/format';
import { awaitsApproval } from '../lib/orders';
import { ApproveOrderDialog, RejectOrderDialog } from './order-dialogs';
import { CardSection } from '../../../components/layouts/card-section';
import { planText } from '../../../lib/plan-text';

/** How long typing in the search box settles before the list is asked again. */
const searchDelayMs = 300;

/** The table's columns, each headed by `adminBilling.orders.<heading>`. */
const headings = ['date', 'orderId', 'buyer', 'plan', 'amount', 'method', 'state'] as const;

/**
 * Every order, newest first (GET /api/admin/orders): filters by state and method, a search by order
 * id or buyer email, Load more; a manual transfer the buyer says is made is approved or rejected here.
 */
export function OrdersSection() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<OrderState | undefined>();
  const [method, setMethod] = useState<PaymentMethod | undefined>();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const filters: OrderFilters = { state, method, q: q || undefined };

  return (
    <CardSection
      title={t('adminBilling.orders.title')}
      description={t('adminBilling.orders.description')}
      headingRef={heading}
    >
      <FilterBar
        label={t('adminBilling.orders.filters')}
        className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <SearchFilter
          label={t('adminBilling.orders.search')}
          hint={t('adminBilling.orders.searchHint')}
          value={search}
          onChange={setSearch}
          className="sm:col-span-2 lg:col-span-1"
        />
        <SelectFilter<OrderState>
          name="state"
          label={t('adminBilling.orders.state')}
          value={state ?? ''}
          onChange={(value) => setState(value || undefined)}
          any={t('adminBilling.orders.allStates')}
          options={orderStates.map((value) => ({ value, label: t(`adminBilling.states.${value}`) }))}
        />
        <SelectFilter<PaymentMethod>
          name="method"
          label={t('adminBilling.orders.method')}
          value={method ?? ''}
          onChange={(value) => setMethod(value || undefined)}
          any={t('adminBilling.orders.allMethods')}
          options={paymentMethods.map((value) => ({ value, label: t(`adminBilling.methods.${value}`) }))}
        />
      </FilterBar>
      <OrderList filters={filters} focusHeading={() => heading.current?.focus()} />
    </CardSection>
  );
}

function OrderList({ filters, focusHeading }: { filters: OrderFilters; focusHeading: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const list = useAdminOrders(filters);
  const { data: me } = useMe();
  const [approving, setApproving] = useState<AdminOrder | null>(null);
  const [rejecting, setRejecting] = useState<AdminOrder | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const dialogs = (
    <>
      <ApproveOrderDialog
        order={approving}
        onClose={() => setApproving(null)}
        onDone={(order) => {
          setApproving(null);
          setOutcome(t('adminBilling.orders.approved', { orderId: order.order_id }));
        }}
        focusAfterDone={focusHeading}
      />
      <RejectOrderDialog
        order={rejecting}
        onClose={() => setRejecting(null)}
        onDone={(order) => {
          setRejecting(null);
          setOutcome(t('adminBilling.orders.rejected', { orderId: order.order_id }));
        }}
        focusAfterDone={focusHeading}
      />
    </>
  );

  if (list.isPending) {
    return (
      <LoadingStatus label={t('adminBilling.orders.loading')} className="grid gap-2">
        <SkeletonBars barClassName={['h-10 w-full', 'h-10 w-full', 'h-10 w-full']} />
      </LoadingStatus>
    );
  }
  // A failed "Load more" keeps what is shown (below); a failed first load shows why.
  if (list.isError && !list.isFetchNextPageError) {
    return <QueryLoadError query={list} fallback={t('adminBilling.orders.loadFailed')} />;
  }

  const orders = list.data.pages.flatMap((page) => page.items);
  const filtered = Boolean(filters.state ?? filters.method ?? filters.q);
  const timeZone = me && isTimeZone(me.profile.timezone) ? me.profile.timezone : undefined;

  return (
    <div className="grid gap-4">
      {outcome && <Alert tone="success">{outcome}</Alert>}
      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center">
          <Receipt className="size-6 text-muted-foreground" aria-hidden="true" />
          <h3 className="font-semibold">
            {filtered ? t('adminBilling.orders.noMatchTitle') : t('adminBilling.orders.emptyTitle')}
          </h3>
          <p className="max-w-md text-sm text-muted-foreground">
            {filtered
              ? t('adminBilling.orders.noMatchDescription')
              : t('adminBilling.orders.emptyDescription')}
          </p>
        </div>
      ) : (
        // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too.
        <div
          role="region"
          aria-labelledby={`${ids}-caption`}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <table className="w-full min-w-[46rem] text-sm" aria-busy={list.isFetching || undefined}>
            <caption id={`${ids}-caption`} className="sr-only">
              {t('adminBilling.orders.table')}
            </caption>
            <thead className="bg-muted/40 text-left text-xs text-muted-foreground">
              <tr>
                {headings.map((heading) => (
                  <th
                    key={heading}
                    scope="col"
                    className={cn('px-3 py-2 font-medium', heading === 'amount' && 'text-right')}
                  >
                    {t(`adminBilling.orders.${heading}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <Fragment key={order.id}>
                  <tr className="border-t border-border align-top">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={order.created_at}>
                        {formatDateTime(order.created_at, { timeZone })}
                      </time>
                    </td>
                    <th scope="row" className="px-3 py-2 text-left font-mono font-normal whitespace-nowrap">
                      {order.order_id}
                    </th>
                    <td className="max-w-56 px-3 py-2 break-all">
                      {order.buyer ? (
                        order.buyer.email
                      ) : (
                        <span className="text-muted-foreground italic">
                          {t('adminBilling.orders.deletedAccount')}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-2">{planText(order.plan_display_name)}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {formatRupiah(order.amount)}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {t(`adminBilling.methods.${order.method}`)}
                    </td>
                    <td className="px-3 py-2">
                      <StateBadge state={order.state} />
                      <StateNote order={order} />
                    </td>
                  </tr>
                  {awaitsApproval(order) && order.transfer && (
                    <tr>
                      <td colSpan={headings.length} className="px-3 pb-3">
                        <TransferDetails
                          order={order}
                          transfer={order.transfer}
                          timeZone={timeZone}
                          onApprove={() => {
                            setOutcome(null);
                            setApproving(order);
                          }}
                          onReject={() => {
                            setOutcome(null);
                            setRejecting(order);
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore
        query={list}
        label={t('adminBilling.orders.loadMore')}
        loadingLabel={t('adminBilling.orders.loadingMore')}
        failedText={t('adminBilling.orders.loadMoreFailed')}
      />
      {dialogs}
    </div>
  );
}

const stateTones: Record<OrderState, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'destructive',
  expired: 'neutral',
  refunded: 'info',
  cancelled: 'neutral',
};

function StateBadge({ state }: { state: OrderState }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={stateTones[state]} outline={false}>
      {t(`adminBilling.states.${state}`)}
    </StatusBadge>
  );
}

/** Under the state: what a pending transfer waits for, or why an order failed. */
function StateNote({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  let note: string | null = null;
  if (awaitsApproval(order)) note = t('adminBilling.orders.awaitingApproval');
  else if (order.method === 'bank_transfer' && order.state === 'pending')
    note = t('adminBilling.orders.awaitingTransfer');
  else if (order.state === 'failed' && order.reason) note = order.reason;
  if (!note) return null;
  return <p className="mt-1 max-w-56 text-xs break-words text-muted-foreground">{note}</p>;
}

interface TransferDetailsProps {
  order: AdminOrder;
  transfer: NonNullable<AdminOrder['transfer']>;
  timeZone: string | undefined;
  onApprove: () => void;
  onReject: () => void;
}

/** What the buyer says they sent, with Approve and Reject. */
function TransferDetails({ order, transfer, timeZone, onApprove, onReject }: TransferDetailsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-warning/40 bg-warning/5 p-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t('adminBilling.orders.transferTitle', { orderId: order.order_id })}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t('adminBilling.orders.fromBank')}</dt>
        <dd className="break-words">{transfer.bank}</dd>
        <dt className="text-muted-foreground">{t('adminBilling.orders.fromName')}</dt>
        <dd className="break-words">
          {transfer.account_name ?? (
            <span className="text-muted-foreground">{t('adminBilling.orders.nameRemoved')}</span>
          )}
        </dd>
        <dt className="text-muted-foreground">{t('adminBilling.orders.reference')}</dt>
        <dd className="break-words">{transfer.reference || t('adminBilling.orders.noReference')}</dd>
        <dt className="text-muted-foreground">{t('adminBilling.orders.transferredAt')}</dt>
        <dd>
          <time dateTime={transfer.transferred_at}>
            {formatDateTime(transfer.transferred_at, { timeZone })}
          </time>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={t('adminBilling.orders.approveNamed', { orderId: order.order_id })}
          onClick={onApprove}
        >
          {t('adminBilling.orders.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          aria-label={t('adminBilling.orders.rejectNamed', { orderId: order.order_id })}
          onClick={onReject}
        >
          {t('adminBilling.orders.reject')}
        </Button>
      </div>
    </section>
  );
}
