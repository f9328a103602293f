import { BellOff, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadMore } from '../../../components/ui/load-more';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import { dateTimeFormat } from '../../../lib/format';

interface NotificationsListProps {
  /** The profile's time zone, for the full date shown on hover. */
  timeZone?: string | undefined;
}

/** The user's notifications, newest first, with Load more, marking as read and the states around them. */
export function NotificationsList({ timeZone }: NotificationsListProps) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const { markRead, pending, error: markError } = useMarkRead();
  const { data } = notifications;

  if (notifications.isPending) {
    return (
      <LoadingStatus label={t('notifications.list.loading')}>
        <SkeletonRows rows={4} barClassName={['h-5 w-56 max-w-full', 'h-4 w-full max-w-md', 'h-3 w-24']} />
      </LoadingStatus>
    );
  }

  // The spec: a failed load empties the list. A failed "Load more" keeps what is shown (below).
  if (notifications.isError && !notifications.isFetchNextPageError) {
    return (
      <Alert tone="error">
        <p>{t('notifications.list.loadFailed')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={notifications.isFetching}
          onClick={() => void notifications.refetch()}
        >
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!data) return null;

  const items = data.pages.flatMap((page) => page.items);
  const unread = data.pages[0]?.unread_count ?? 0;

  if (items.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={t('notifications.list.emptyTitle')}
        description={t('notifications.list.emptyDescription')}
      />
    );
  }

  const now = new Date();
  const dateFormat = dateTimeFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="unread-summary">
          {unread > 0
            ? t('notifications.list.unreadSummary', { count: unread })
            : t('notifications.list.allRead')}
        </p>
        {/* Offered only with something to mark: under "All caught up" it would do nothing. */}
        {unread > 0 && (
          <Button variant="outline" size="sm" disabled={pending !== null} onClick={() => void markRead()}>
            <CheckCheck aria-hidden="true" />
            {t('notifications.list.markAll')}
          </Button>
        )}
      </div>
      {markError && <Alert tone="error">{t('notifications.list.markFailed')}</Alert>}
      <ul
        aria-label={t('notifications.list.label')}
        aria-busy={notifications.isFetching || undefined}
        className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      >
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            markRead={markRead}
            marking={pending !== null && (!pending.ids || pending.ids.includes(notification.id))}
            now={now}
            dateFormat={dateFormat}
          />
        ))}
      </ul>
      <LoadMore
        query={notifications}
        label={t('notifications.list.loadMore')}
        loadingLabel={t('notifications.list.loadingMore')}
        failedText={t('notifications.list.loadMoreFailed')}
      />
    </div>
  );
}
