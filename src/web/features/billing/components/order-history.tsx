import { Receipt } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '../../../../shared/billing';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatRupiah } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';
import { OrderStateBadge } from './order-state-badge';

interface OrderHistoryProps {
  orders: Order[];
  /** The order whose panel is open, marked in the list. */
  openId: string | null;
}

/** The user's orders, newest first: date, plan, amount, method, status and reference, each with its details. */
export function OrderHistory({ orders, openId }: OrderHistoryProps) {
  const { t } = useTranslation();
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title={t('billing.payments.emptyTitle')}
        description={t('billing.payments.emptyDescription')}
        link={{ to: '/pricing', text: t('billing.payments.seePlans') }}
      />
    );
  }
  return (
    <section aria-labelledby="payments-list" className="grid gap-3">
      <h2 id="payments-list" className="text-lg font-semibold">
        {t('billing.payments.listTitle')}
      </h2>
      <ul
        aria-label={t('billing.payments.listLabel')}
        className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      >
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} open={order.id === openId} />
        ))}
      </ul>
    </section>
  );
}

function OrderRow({ order, open }: { order: Order; open: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className={cn('grid gap-3 p-4 sm:p-5', open && 'bg-accent/40')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          {planText(order.plan_display_name)}
          <span className="sr-only"> {order.order_id}</span>
        </h3>
        <OrderStateBadge state={order.state} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-4">
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('billing.payments.date')}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('billing.payments.amount')}</dt>
          <dd className="font-medium">{formatRupiah(order.amount)}</dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('billing.payments.method')}</dt>
          <dd>{t(`billing.methods.${order.method}`)}</dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('billing.payments.reference')}</dt>
          <dd className="font-mono text-xs break-all">{order.order_id}</dd>
        </div>
      </dl>
      <div>
        <Button asChild variant="outline" size="sm">
          <Link
            to={{ search: `?order=${encodeURIComponent(order.id)}` }}
            aria-label={t('billing.payments.detailsOf', { reference: order.order_id })}
            aria-current={open ? 'true' : undefined}
          >
            {t('billing.payments.details')}
          </Link>
        </Button>
      </div>
    </li>
  );
}
