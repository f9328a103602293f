import { PlansView } from '../../../features/admin-billing/components/plans-view';
import { titledPage } from '../../../components/layouts/page-layout';

// GET /admin/pricing - Pricing Plans Setting (admin only): every plan, archived ones too, with its
// subscribers; create, edit, delete (archived instead while accounts use it) and restore
export const Component = titledPage(
  { width: '6xl', title: 'shell.nav.items.adminPricing', description: 'shell.pages.adminPricing' },
  PlansView,
);
