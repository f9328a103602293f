import { ComingSoonPage } from '../shell/coming-soon-page';

// GET /payments - payment history
// PLACEHOLDER: replaced when the feature lands.
function PaymentsPage() {
  return <ComingSoonPage page="payments" />;
}

export { PaymentsPage as Component };
