import { ArrowRight, Check } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '../../../../shared/notifications';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { inAppPath } from '../lib/in-app-path';
import { formatRelativeTime } from '../../../lib/format';

interface NotificationItemProps {
  notification: Notification;
  /** Resolves false when the server did not mark it (the list shows why). */
  markRead: (ids: string[]) => Promise<boolean>;
  marking: boolean;
  now: Date;
  dateFormat: Intl.DateTimeFormat;
}

export function NotificationItem({
  notification,
  markRead,
  marking,
  now,
  dateFormat,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const { id, title, body, is_read: read } = notification;
  const created = new Date(notification.created_at);
  const path = inAppPath(notification.link);

  // Opening an unread notification marks it read first; a failed mark still opens it.
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys) opens as a plain link.
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (read || !path || !plainClick) return;
    event.preventDefault();
    await markRead([id]);
    await navigate(path);
  };

  return (
    <li aria-labelledby={titleId} className={cn('flex gap-3 p-4', !read && 'bg-accent/40')}>
      <span className="flex w-2 shrink-0 justify-center pt-2">
        {!read && <span className="size-2 rounded-full bg-primary" aria-hidden="true" />}
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <h2
            id={titleId}
            className={cn('min-w-0 text-base break-words', read ? 'font-medium' : 'font-semibold')}
          >
            {title}
          </h2>
          <time
            dateTime={notification.created_at}
            title={dateFormat.format(created)}
            className="shrink-0 text-xs text-muted-foreground"
          >
            {formatRelativeTime(created, now, { rounding: 'down' })}
          </time>
        </div>
        {!read && <p className="sr-only">{t('notifications.item.unread')}</p>}
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{body}</p>
        {(path || !read) && (
          <div className="mt-1 flex flex-wrap gap-2">
            {path && (
              <Button asChild variant="outline" size="sm">
                <Link to={path} onClick={open} aria-label={t('notifications.item.openLabel', { title })}>
                  {t('notifications.item.open')}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
            {!read && (
              <Button
                variant="ghost"
                size="sm"
                disabled={marking}
                aria-label={t('notifications.item.markReadLabel', { title })}
                onClick={() => void markRead([id])}
              >
                <Check aria-hidden="true" />
                {t('notifications.item.markRead')}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
