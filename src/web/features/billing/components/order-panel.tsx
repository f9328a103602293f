import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order, OrderState } from '../../../../shared/billing';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { meQueryOptions, useMe } from '../../../lib/queries/me';
import { useOrder } from '../api/get-order';
import { ordersQueryOptions } from '../api/list-orders';
import { useResumeOrder } from '../api/resume-order';
import { formatDate, formatDateTime, formatRupiah } from '../../../lib/format';
import { orderPollForMs } from '../lib/order-wait';
import { planText } from '../../../lib/plan-text';
import { billingWorded } from '../lib/refusal';
import { BankTransfer } from './bank-transfer';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderStateBadge } from './order-state-badge';
import { ReceiptDialog } from './receipt-dialog';
import { RequestError } from '../../../components/feedback/request-error';

interface OrderPanelProps {
  id: string;
  onClose: () => void;
}

/**
 * One order (/payments?order=<id>, where Midtrans returns after paying): its summary, and what can
 * be done in its state. A pending online payment is asked about every 2 s for 2 minutes; once it is
 * paid the account is read again, so the shell's menu shows what the plan opens. Give it a key per id.
 */
export function OrderPanel({ id, onClose }: OrderPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pollUntil, setPollUntil] = useState(() => Date.now() + orderPollForMs);
  const order = useOrder(id, { pollUntil });
  const waitedOut = useDeadlinePassed(pollUntil);
  useAccountRefreshOnChange(order.data?.state);

  // Opened from the list or on return from Midtrans: the order is what the reader came for.
  useEffect(() => heading.current?.focus(), []);

  const checkAgain = () => {
    setPollUntil(Date.now() + orderPollForMs);
    void order.refetch();
  };

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold break-all outline-none"
          >
            {t('billing.order.title', { reference: order.data?.order_id ?? '' })}
          </h2>
          {order.data && <OrderStateBadge state={order.data.state} />}
        </div>
        <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('billing.order.close')}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {order.isPending ? (
        <LoadingStatus label={t('billing.order.loading')} className="grid gap-2">
          <SkeletonBars barClassName={['h-4 w-2/3', 'h-4 w-full']} />
        </LoadingStatus>
      ) : order.isError && !order.data ? (
        order.error instanceof ApiError && order.error.status === 404 ? (
          <Alert tone="error">{t('billing.order.notFound')}</Alert>
        ) : (
          <QueryLoadError query={order} fallback={t('billing.order.loadFailed')} />
        )
      ) : (
        <>
          <OrderSummary order={order.data} />
          <OrderNext order={order.data} waitedOut={waitedOut} onCheckAgain={checkAgain} />
        </>
      )}
    </section>
  );
}

/** Whether the moment (ms) has passed; turns true by itself when it does, false again for a new one. */
function useDeadlinePassed(until: number): boolean {
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(until), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return passed === until;
}

/**
 * When the order changes state while open (paid, expired, cancelled), the list is read again; when it
 * is paid, so is the account (its plan, expiry and entitlements: the shell's menu, Cloaking Rules).
 */
function useAccountRefreshOnChange(state: OrderState | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<OrderState | undefined>(undefined);
  useEffect(() => {
    if (state === undefined) return;
    const was = seen.current;
    seen.current = state;
    if (was === undefined || was === state) return;
    void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });
    if (state === 'paid') void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
  }, [state, queryClient]);
}

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const rows: [string, string, string?][] = [
    [t('billing.payments.plan'), planText(order.plan_display_name)],
    [t('billing.payments.amount'), formatRupiah(order.amount)],
    [t('billing.payments.method'), t(`billing.methods.${order.method}`)],
    [t('billing.order.placed'), formatDateTime(order.created_at), order.created_at],
  ];
  if (order.state === 'pending') {
    rows.push([t('billing.order.payBefore'), formatDateTime(order.expires_at), order.expires_at]);
  }
  if (order.paid_at) {
    rows.push([t('billing.order.paidOn'), formatDateTime(order.paid_at), order.paid_at]);
  }
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {rows.map(([term, value, iso]) => (
        <div key={term} className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="font-medium">{iso ? <time dateTime={iso}>{value}</time> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface OrderNextProps {
  order: Order;
  /** The 2 minutes of asking have passed without an answer. */
  waitedOut: boolean;
  onCheckAgain: () => void;
}

/** What the order's state asks of the reader, or tells them. */
function OrderNext({ order, waitedOut, onCheckAgain }: OrderNextProps) {
  const { t } = useTranslation();
  switch (order.state) {
    case 'pending':
      return order.method === 'midtrans' ? (
        <PendingOnline order={order} waitedOut={waitedOut} onCheckAgain={onCheckAgain} />
      ) : (
        <div className="grid gap-4">
          <BankTransfer order={order} />
          <PendingActions order={order} />
        </div>
      );
    case 'paid':
      return <Paid order={order} />;
    case 'failed':
      return <Ended tone="error" text={t('billing.order.failed')} reason={order.reason} offerPlans />;
    case 'expired':
      return <Ended tone="info" text={t('billing.order.expired')} offerPlans />;
    case 'cancelled':
      return <Ended tone="info" text={t('billing.order.cancelled')} offerPlans />;
    case 'refunded':
      return <Ended tone="info" text={t('billing.order.refunded')} reason={order.reason} />;
  }
}

function PendingOnline({ order, waitedOut, onCheckAgain }: OrderNextProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {waitedOut ? (
        <Alert tone="info">
          <p>{t('billing.order.waitedOut')}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={onCheckAgain}>
            {t('billing.order.checkAgain')}
          </Button>
        </Alert>
      ) : (
        <div className="grid gap-1">
          <p role="status" className="flex items-start gap-2 font-medium">
            <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin" aria-hidden="true" />
            {t('billing.order.waiting')}
          </p>
          <p className="text-sm text-muted-foreground">{t('billing.order.waitingHint')}</p>
        </div>
      )}
      <PendingActions order={order} />
    </div>
  );
}

/** Continue an online payment on a fresh Snap page, or cancel a pending order (confirmed first). */
function PendingActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const resume = useResumeOrder();
  const [cancelling, setCancelling] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [noPage, setNoPage] = useState(false);

  const continuePayment = async () => {
    setNoPage(false);
    let fresh: Order;
    try {
      fresh = await resume.mutateAsync({ id: order.id });
    } catch {
      // Shown from resume.error below.
      return;
    }
    if (!fresh.redirect_url) {
      setNoPage(true);
      return;
    }
    setLeaving(true);
    window.location.assign(fresh.redirect_url);
  };

  return (
    <div className="grid gap-3">
      <RequestError request={resume} fallback={t('billing.order.resumeFailed')} worded={billingWorded} />
      {noPage && <Alert tone="error">{t('billing.order.resumeFailed')}</Alert>}
      <div className="flex flex-wrap gap-2">
        {order.method === 'midtrans' && (
          <Button disabled={resume.isPending || leaving} onClick={() => void continuePayment()}>
            {resume.isPending || leaving ? t('billing.order.resuming') : t('billing.order.resume')}
          </Button>
        )}
        <Button variant="outline" disabled={leaving} onClick={() => setCancelling(true)}>
          {t('billing.order.cancel')}
        </Button>
      </div>
      <CancelOrderDialog order={order} open={cancelling} onOpenChange={setCancelling} />
    </div>
  );
}

function Paid({ order }: { order: Order }) {
  const { t } = useTranslation();
  const me = useMe();
  const [showReceipt, setShowReceipt] = useState(false);
  // The workspace's expiry, once it is read again after the payment; until then, the plain fact.
  const subscription = me.data?.subscription;
  const text =
    !subscription || me.isFetching || subscription.plan !== order.plan
      ? order.paid_at
        ? t('billing.order.paid', { date: formatDate(order.paid_at) })
        : t('billing.order.paidNoEnd')
      : subscription.expiresAt === null
        ? t('billing.order.paidNoEnd')
        : t('billing.order.paidUntil', { date: formatDate(subscription.expiresAt) });
  return (
    <div className="grid gap-3">
      <Alert tone="success">{text}</Alert>
      <div>
        <Button variant="outline" onClick={() => setShowReceipt(true)}>
          {t('billing.order.viewReceipt')}
        </Button>
      </div>
      <ReceiptDialog orderId={order.id} open={showReceipt} onOpenChange={setShowReceipt} />
    </div>
  );
}

interface EndedProps {
  tone: 'error' | 'info';
  text: string;
  reason?: string | null;
  /** Offer the way to buy again. */
  offerPlans?: boolean;
}

function Ended({ tone, text, reason, offerPlans = false }: EndedProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <Alert tone={tone}>
        <p>{text}</p>
        {reason && <p className="mt-1">{t('billing.order.reason', { reason })}</p>}
      </Alert>
      {offerPlans && (
        <div>
          <Button asChild variant="outline">
            <Link to="/pricing">{t('billing.order.choosePlan')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
