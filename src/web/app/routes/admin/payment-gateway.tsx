import { useTranslation } from 'react-i18next';
import { GatewayView } from '../../../features/admin-billing/components/gateway-view';
import { OrdersSection } from '../../../features/admin-billing/components/orders-section';
import { PageLayout } from '../../../components/layouts/page-layout';

// GET /admin/payment-gateway - Payment Gateway (admin only): Midtrans (keys only ever as masks, the
// notification URL, a connection test) and manual bank transfer; below, every order, with approval
// of manual transfers
function AdminPaymentGatewayPage() {
  const { t } = useTranslation();
  return (
    <PageLayout
      width="6xl"
      title={t('shell.nav.items.adminPaymentGateway')}
      description={t('shell.pages.adminPaymentGateway')}
    >
      <GatewayView />
      <OrdersSection />
    </PageLayout>
  );
}

export { AdminPaymentGatewayPage as Component };
