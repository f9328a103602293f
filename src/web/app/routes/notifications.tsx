import { useTranslation } from 'react-i18next';
import { isTimeZone } from '../../../shared/account';
import { useMe } from '../../lib/queries/me';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { PageLayout } from '../../components/layouts/page-layout';

// GET /notifications - the user's in-app notifications, newest first
function NotificationsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const timeZone = me && isTimeZone(me.profile.timezone) ? me.profile.timezone : undefined;

  return (
    <PageLayout width="3xl" title={t('notifications.title')} description={t('notifications.description')}>
      <NotificationsList timeZone={timeZone} />
    </PageLayout>
  );
}

export { NotificationsPage as Component };
