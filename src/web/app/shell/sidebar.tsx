import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useMe } from '../../lib/queries/me';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { useBrand } from '../../features/brand/api/get-brand';
import { cn } from '../../lib/cn';
import { BrandMark } from '../brand-mark';
import { viewerOf } from '../pages';
import { navGroupsFor, type NavGroup } from './nav-groups';
import { routePrefetcher } from './prefetch';

export interface SidebarProps {
  /** Called when a link is chosen; the mobile panel closes itself with it. */
  onNavigate?: () => void;
  /** Warms a page's chunk when its link is hovered or focused; the app's prefetcher by default. */
  prefetch?: (path: string) => void;
  /** Shown at the end of the brand row, e.g. the mobile panel's close button. */
  action?: ReactNode;
  className?: string;
}

/** The brand, the spec's navigation groups and the Logout button, top to bottom. */
export function Sidebar({ onNavigate, prefetch = routePrefetcher.hover, action, className }: SidebarProps) {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const { data: me } = useMe();
  const groups = navGroupsFor(viewerOf(me));
  const brandName = brand.brand_name.trim() || brand.app_name;

  return (
    <div className={cn('flex h-full min-h-0 flex-col bg-background', className)}>
      <div className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-border px-4">
        <Link
          to="/dashboard"
          aria-label={t('shell.nav.home', { brand: brandName })}
          onClick={onNavigate}
          className="min-w-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark brand={brand} />
        </Link>
        {action}
      </div>
      <nav aria-label={t('shell.nav.label')} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
        <div className="grid gap-5">
          {groups.map((group) => (
            <SidebarGroup key={group.key} group={group} onNavigate={onNavigate} prefetch={prefetch} />
          ))}
        </div>
      </nav>
      <div className="shrink-0 border-t border-border p-3">
        <SignOutButton
          variant="ghost"
          label={t('shell.logout')}
          className="w-full justify-start text-muted-foreground"
        />
      </div>
    </div>
  );
}

interface SidebarGroupProps {
  group: NavGroup;
  onNavigate?: () => void;
  prefetch: (path: string) => void;
}

function SidebarGroup({ group, onNavigate, prefetch }: SidebarGroupProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="grid gap-1">
      <p id={labelId} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t(`shell.nav.groups.${group.key}`)}
      </p>
      <ul aria-labelledby={labelId} className="grid gap-0.5">
        {group.pages.map(({ key, path, nav: { icon: Icon } }) => (
          <li key={path}>
            <NavLink
              to={path}
              // Every item is one page; without `end` /admin would also light up on /admin/users.
              end
              onClick={onNavigate}
              onPointerEnter={() => prefetch(path)}
              onFocus={() => prefetch(path)}
              className={({ isActive }) =>
                cn(
                  'relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive &&
                    'bg-accent font-semibold text-accent-foreground before:absolute before:inset-y-1.5 before:left-0 before:w-1 before:rounded-full before:bg-primary',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">{t(`shell.nav.items.${key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
