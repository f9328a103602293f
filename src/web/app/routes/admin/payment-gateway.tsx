import { ComingSoonPage } from '../../shell/coming-soon-page';

// GET /admin/payment-gateway - payment gateway settings (admin only)
// PLACEHOLDER: replaced when the feature lands.
function AdminPaymentGatewayPage() {
  return <ComingSoonPage page="adminPaymentGateway" />;
}

export { AdminPaymentGatewayPage as Component };
