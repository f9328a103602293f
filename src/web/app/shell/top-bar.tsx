import type { ReactNode } from 'react';
import { MobileNavToggle } from './mobile-nav';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  /** The workspace switcher, first after the menu toggle. */
  workspace?: ReactNode;
  /** The search box that opens the search palette. */
  search: ReactNode;
  /** The notification bell. */
  bell: ReactNode;
}

/** Menu toggle (small screens), workspace, search, bell and user menu. Render it inside <MobileNav>. */
export function TopBar({ workspace, search, bell }: TopBarProps) {
  return (
    <header className="sticky top-0 z-40 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background/90 px-3 backdrop-blur sm:gap-3 sm:px-6">
      <MobileNavToggle className="-ml-1 shrink-0" />
      {workspace}
      <div className="flex min-w-0 flex-1 items-center">{search}</div>
      <div className="flex shrink-0 items-center gap-1 sm:gap-2">
        {bell}
        <UserMenu />
      </div>
    </header>
  );
}
