import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton';

/** The dashboard's shape while the summary loads. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('analytics.dashboard.loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
          </div>
        ))}
      </div>
      <Skeleton className="h-36 w-full rounded-xl" />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-5">
            <Skeleton className="h-5 w-32" />
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-4 w-full" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
