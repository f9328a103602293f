import { ComingSoonPage } from '../../shell/coming-soon-page';

// GET /admin/pricing - plan settings (admin only)
// PLACEHOLDER: replaced when the feature lands.
function AdminPricingPage() {
  return <ComingSoonPage page="adminPricing" />;
}

export { AdminPricingPage as Component };
