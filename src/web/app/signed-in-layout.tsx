import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useMe } from '../lib/queries/me';
import { RouteGuard } from '../features/auth/components/route-guard';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { TopBarSearch } from '../features/search/components/top-bar-search';
import { useWorkspaceActions } from '../features/workspaces/components/use-workspace-actions';
import { useWorkspaceSync } from '../features/workspaces/components/use-workspace-sync';
import { WorkspaceSwitcher } from '../features/workspaces/components/workspace-switcher';
import { PageSkeleton } from '../components/layouts/page-skeleton';
import { cn } from '../lib/cn';
import { NavigationProgress } from './navigation-progress';
import { viewerOf } from './pages';
import { MobileNav, MobileNavClose, MobileNavPanel } from './shell/mobile-nav';
import { usePrefetchOnArrival } from './shell/prefetch';
import { searchEntriesFor } from './shell/search-entries';
import { Sidebar } from './shell/sidebar';
import { TopBar } from './shell/top-bar';

/** The signed-in shell: sidebar, top bar and the main area every signed-in page renders into. */
export function SignedInLayout() {
  return (
    <RouteGuard>
      <SignedInFrame />
    </RouteGuard>
  );
}

/**
 * The shell itself, without the guard: for a signed-in user only (SignedInLayout guards it; a public
 * page shows it once useMe has the profile, see PublicOrShellLayout).
 */
export function SignedInFrame() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const navigating = useNavigation().state !== 'idle';
  usePrefetchOnArrival(useLocation().pathname);
  // While ?workspace= is settled the page waits, so nothing is read in the workspace being left.
  const settlingWorkspace = useWorkspaceSync();
  const workspaceActions = useWorkspaceActions();

  return (
    <MobileNav>
      <div className="flex min-h-dvh bg-muted/30">
        <a
          href="#main"
          className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-[3px] focus:ring-ring/50"
        >
          {t('common.skipToContent')}
        </a>
        <NavigationProgress active={navigating} />
        {/* From 768 px up the sidebar stays in place; below, the top bar's toggle opens it as a panel. */}
        <div className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-border md:block">
          <Sidebar />
        </div>
        <MobileNavPanel>
          {(close) => <Sidebar onNavigate={close} action={<MobileNavClose />} />}
        </MobileNavPanel>
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            workspace={<WorkspaceSwitcher />}
            search={<TopBarSearch menu={searchEntriesFor(viewerOf(me), t)} actions={workspaceActions} />}
            bell={<NotificationBell />}
          />
          <main
            id="main"
            tabIndex={-1}
            // The top bar's h-14 (3.5rem), for pages that fill the screen below it.
            className={cn(
              'flex-1 outline-none transition-opacity [--shell-top-bar:3.5rem]',
              navigating && 'opacity-50',
            )}
          >
            <div className="mx-auto w-full max-w-7xl">
              {settlingWorkspace ? <PageSkeleton /> : <Outlet />}
            </div>
          </main>
        </div>
      </div>
    </MobileNav>
  );
}
