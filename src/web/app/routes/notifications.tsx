import { useTranslation } from 'react-i18next';
import { isTimeZone } from '../../../shared/account';
import { useMe } from '../../lib/queries/me';
import { NotificationsList } from '../../features/notifications/components/notifications-list';

// GET /notifications - the user's in-app notifications, newest first
function NotificationsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const timeZone = me && isTimeZone(me.profile.timezone) ? me.profile.timezone : undefined;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('notifications.title')}</h1>
        <p className="text-muted-foreground">{t('notifications.description')}</p>
      </header>
      <NotificationsList timeZone={timeZone} />
    </div>
  );
}

export { NotificationsPage as Component };
