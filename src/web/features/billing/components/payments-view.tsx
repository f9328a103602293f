import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSearchParam } from '../../../lib/use-search-param';
import { useOrders } from '../api/list-orders';
import { OrderHistory } from './order-history';
import { OrderPanel } from './order-panel';

/** The whole of /payments below its title: the order named in ?order= (if any), then every order. */
export function PaymentsView() {
  const { t } = useTranslation();
  const orders = useOrders();
  const [openId, setOpenId] = useSearchParam('order');
  const close = () => setOpenId(null, { replace: true });

  return (
    <div className="grid gap-6">
      {openId && <OrderPanel key={openId} id={openId} onClose={close} />}
      {orders.isPending ? (
        <div role="status" className="overflow-hidden rounded-xl border border-border bg-card">
          <span className="sr-only">{t('billing.payments.loading')}</span>
          {[0, 1, 2].map((row) => (
            <div key={row} className="grid gap-2 border-b border-border p-4 last:border-b-0 sm:p-5">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-4 w-full max-w-lg" />
            </div>
          ))}
        </div>
      ) : orders.isError && !orders.data ? (
        <LoadError
          error={orders.error}
          fallback={t('billing.payments.loadFailed')}
          onRetry={() => void orders.refetch()}
        />
      ) : (
        <OrderHistory orders={orders.data} openId={openId} />
      )}
    </div>
  );
}
