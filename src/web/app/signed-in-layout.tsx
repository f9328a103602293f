import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { displayName, useMe } from '../features/auth/api/get-me';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { useBrand } from '../features/brand/api/get-brand';
import { cn } from '../lib/cn';
import { BrandMark } from './brand-mark';
import { NavigationProgress } from './navigation-progress';

// A minimal frame for the signed-in pages; the full shell (sidebar, top bar, search) replaces it.
export function SignedInLayout() {
  return (
    <RequireAuth>
      <SignedInFrame />
    </RequireAuth>
  );
}

const links = [
  { to: '/dashboard', key: 'common.dashboard' },
  { to: '/create', key: 'common.create' },
  { to: '/shortlinks', key: 'common.links' },
  { to: '/profile', key: 'common.profile' },
  { to: '/settings', key: 'common.settings' },
] as const;

function SignedInFrame() {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const { data: me } = useMe();
  const navigating = useNavigation().state !== 'idle';

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <NavigationProgress active={navigating} />
      <a
        href="#main"
        className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link
            to="/dashboard"
            className="min-w-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BrandMark brand={brand} />
          </Link>
          <nav
            aria-label={t('common.accountNavigation')}
            className="order-last -mx-2 flex w-full gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:w-auto"
          >
            {links.map(({ to, key }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                    isActive && 'bg-accent text-accent-foreground',
                  )
                }
              >
                {t(key)}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <span className="hidden max-w-64 truncate text-sm text-muted-foreground md:inline">
              {t('shell.greeting', { name: displayName(me, t('common.user')) })}
            </span>
            <SignOutButton variant="outline" size="sm" />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn('flex-1 outline-none transition-opacity', navigating && 'opacity-50')}
      >
        <Outlet />
      </main>
    </div>
  );
}
