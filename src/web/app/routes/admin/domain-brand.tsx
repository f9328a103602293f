import { ComingSoonPage } from '../../shell/coming-soon-page';

// GET /admin/domain-brand - brand and short domain settings (admin only)
// PLACEHOLDER: replaced when the feature lands.
function AdminDomainBrandPage() {
  return <ComingSoonPage page="adminDomainBrand" />;
}

export { AdminDomainBrandPage as Component };
