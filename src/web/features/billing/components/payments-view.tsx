import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/layouts/empty-state';
import { useWorkspaceRole } from '../../../lib/queries/workspace';
import { QueryView } from '../../../components/feedback/query-view';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { useSearchParam } from '../../../lib/use-search-param';
import { useOrders } from '../api/list-orders';
import { OrderHistory } from './order-history';
import { OrderPanel } from './order-panel';

/**
 * The whole of /payments below its title: the order named in ?order= (if any), then every order.
 * A workspace's orders are its owners' (the server answers the others 403): the others are told so.
 */
export function PaymentsView() {
  const { t } = useTranslation();
  const role = useWorkspaceRole();
  const ownersOnly = role !== undefined && role !== 'owner';
  // Asked once the role is known to be an owner's (a team's role may still be on its way).
  const orders = useOrders({ enabled: role === 'owner' });
  const [openId, setOpenId] = useSearchParam('order');
  const close = () => setOpenId(null, { replace: true });

  if (ownersOnly) {
    return (
      <EmptyState
        icon={Lock}
        title={t('billing.payments.ownersOnlyTitle')}
        description={t('billing.payments.ownersOnly')}
      />
    );
  }

  return (
    <div className="grid gap-6">
      {openId && <OrderPanel key={openId} id={openId} onClose={close} />}
      <QueryView
        query={orders}
        failed={t('billing.payments.loadFailed')}
        loading={
          <LoadingStatus label={t('billing.payments.loading')}>
            <SkeletonRows rows={3} barClassName={['h-5 w-32', 'h-4 w-full max-w-lg']} rowClassName="sm:p-5" />
          </LoadingStatus>
        }
      >
        {(data) => <OrderHistory orders={data} openId={openId} />}
      </QueryView>
    </div>
  );
}
