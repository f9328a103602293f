import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayName, useMe } from '../../lib/queries/me';

/** The user menu's trigger, the same before and after the menu's code is in (user-menu.tsx). */
export const userMenuTriggerClass =
  'flex max-w-48 min-w-0 items-center gap-2 rounded-md px-1.5 py-1 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent sm:px-2';

/** The trigger's content: the user's initial, name (else email, else User) and a chevron. */
export function UserMenuTriggerContent() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const name = displayName(me, t('common.user'));
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      {/* Read out on every width; shown beside the initial from `sm` up, where there is room. */}
      <span className="sr-only min-w-0 truncate sm:not-sr-only">{name}</span>
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </>
  );
}
