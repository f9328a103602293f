import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/skeleton';

/** Shown in the main area while a page's code is still downloading. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto w-full max-w-3xl space-y-4 px-4 py-16 sm:px-6">
      <span className="sr-only">{t('common.loadingPage')}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
