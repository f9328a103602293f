import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlans } from '../../../features/billing/api/list-plans';
import { UsersView } from '../../../features/admin-users/components/users-view';
import { PageLayout } from '../../../components/layouts/page-layout';

// GET /admin/users - User Management (admin only): every account, searched, filtered, sorted and
// paged by the server, all in the address (?q=&plan=&admin=&disabled=&trial=&sort=&order=&page=
// &per_page=); ?user=<id> opens one account's page: profile, plan, admin, disable, delete, audit
function AdminUsersPage() {
  const { t } = useTranslation();
  // Plans to filter by and to put an account on: the plans on sale, from billing.
  const plans = usePlans();
  const choices = useMemo(
    () =>
      plans.data?.map((plan) => ({
        name: plan.name,
        display_name: plan.display_name,
        duration: plan.duration,
      })) ?? [],
    [plans.data],
  );
  return (
    <PageLayout width="7xl" title={t('shell.nav.items.adminUsers')} description={t('shell.pages.adminUsers')}>
      <UsersView plans={{ choices, failed: plans.isError }} />
    </PageLayout>
  );
}

export { AdminUsersPage as Component };
