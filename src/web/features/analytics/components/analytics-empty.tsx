import { MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Button } from '../../../components/ui/button';

/** No clicks in the report: a new account is invited to make a link, others to widen the range. */
export function AnalyticsEmpty({ hasLinks }: { hasLinks: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={MousePointerClick}
      title={t('analytics.empty.title')}
      description={hasLinks ? t('analytics.empty.noClicks') : t('analytics.empty.noLinks')}
      action={
        <Button asChild variant={hasLinks ? 'outline' : 'default'}>
          <Link to="/create">{t('analytics.empty.create')}</Link>
        </Button>
      }
    />
  );
}
