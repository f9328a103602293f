import { useTranslation } from 'react-i18next';
import { AnnouncementComposer, type AudiencePlans } from './announcement-composer';
import { AnnouncementList } from './announcement-list';
import { CardSection } from '../../../components/layouts/card-section';

/** Announcements: a new one (in-app and Telegram) to all users or one plan's, and the latest sent. */
export function AnnouncementsSection({ plans }: { plans: AudiencePlans }) {
  const { t } = useTranslation();
  return (
    <CardSection
      title={t('telegram.announce.sectionTitle')}
      description={t('telegram.announce.sectionDescription')}
    >
      <AnnouncementComposer plans={plans} />
      <AnnouncementList plans={plans.plans} />
    </CardSection>
  );
}
