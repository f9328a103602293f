import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RouteGuard } from '../../features/auth/components/route-guard';
import { pageAt } from '../pages';

/**
 * The layout route of every /admin page: the admin guard wraps them all in one place. The server
 * refuses admin data to non-admins whatever this shows.
 */
export function AdminOutlet() {
  const page = useAdminPageName();
  return (
    <RouteGuard admin page={page}>
      <Outlet />
    </RouteGuard>
  );
}

/** The name of the admin page being opened, e.g. 'User Management', for the guard's messages. */
export function useAdminPageName(): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  return page?.nav ? t(`shell.nav.items.${page.key}`) : t('shell.nav.items.admin');
}
