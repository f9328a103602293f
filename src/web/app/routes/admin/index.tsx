import { ComingSoonPage } from '../../shell/coming-soon-page';

// GET /admin - admin panel overview (admin only)
// PLACEHOLDER: replaced when the feature lands.
function AdminPanelPage() {
  return <ComingSoonPage page="admin" />;
}

export { AdminPanelPage as Component };
