import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/use-unread-count';

/** The badge's text: the count, or 9+ above 9 (the spec's top bar). */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/**
 * The top bar's bell: opens /notifications and shows the live unread count. It holds the app's one
 * notification stream, so mount it once.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useUnreadCount() ?? 0;

  return (
    <NavLink
      to="/notifications"
      // The exact count is spoken even when the badge shows 9+.
      aria-label={count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label')}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)}
    >
      <Bell aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground tabular-nums"
        >
          {unreadBadgeText(count)}
        </span>
      )}
    </NavLink>
  );
}
