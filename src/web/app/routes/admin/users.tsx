import { ComingSoonPage } from '../../shell/coming-soon-page';

// GET /admin/users - user management (admin only)
// PLACEHOLDER: replaced when the feature lands.
function AdminUsersPage() {
  return <ComingSoonPage page="adminUsers" />;
}

export { AdminUsersPage as Component };
