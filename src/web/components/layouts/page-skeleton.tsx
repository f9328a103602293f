import { useTranslation } from 'react-i18next';
import { LoadingStatus, SkeletonBars } from '../ui/skeleton';

/** Shown in the main area while a page's code is still downloading. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus
      label={t('common.loadingPage')}
      className="mx-auto w-full max-w-3xl space-y-4 px-4 py-16 sm:px-6"
    >
      <SkeletonBars barClassName={['h-10 w-2/3', 'h-4 w-full', 'h-4 w-5/6']} />
    </LoadingStatus>
  );
}
