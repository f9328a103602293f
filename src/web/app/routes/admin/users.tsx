import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlans } from '../../../features/billing/api/list-plans';
import { UsersView } from '../../../features/admin-users/components/users-view';

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
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.adminUsers')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.adminUsers')}</p>
      </header>
      <UsersView plans={{ choices, failed: plans.isError }} />
    </div>
  );
}

export { AdminUsersPage as Component };
