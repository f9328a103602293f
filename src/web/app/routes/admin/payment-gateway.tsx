import { useTranslation } from 'react-i18next';
import { GatewayView } from '../../../features/admin-billing/components/gateway-view';
import { OrdersSection } from '../../../features/admin-billing/components/orders-section';

// GET /admin/payment-gateway - Payment Gateway (admin only): Midtrans (keys only ever as masks, the
// notification URL, a connection test) and manual bank transfer; below, every order, with approval
// of manual transfers
function AdminPaymentGatewayPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.adminPaymentGateway')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.adminPaymentGateway')}</p>
      </header>
      <GatewayView />
      <OrdersSection />
    </div>
  );
}

export { AdminPaymentGatewayPage as Component };
