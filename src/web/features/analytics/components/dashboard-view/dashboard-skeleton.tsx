import { useTranslation } from 'react-i18next';
import { LoadingStatus, Skeleton, SkeletonCards } from '../../../../components/ui/skeleton';

/** The dashboard's shape while the summary loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('analytics.dashboard.loading')} className="grid gap-6">
      <SkeletonCards
        cards={4}
        barClassName={['h-4 w-24', 'h-8 w-20']}
        className="gap-4 sm:grid-cols-2 xl:grid-cols-4"
        cardClassName="p-5 sm:p-5"
      />
      <Skeleton className="h-36 w-full rounded-xl" />
      <SkeletonCards
        cards={2}
        barClassName={['h-5 w-32', 'h-4 w-full', 'h-4 w-full', 'h-4 w-full']}
        className="gap-4 lg:grid-cols-2"
        cardClassName="p-5 sm:p-5"
      />
    </LoadingStatus>
  );
}
