import { useTranslation } from 'react-i18next';

/** The spec's thin bar at the top of the window while the next page loads. */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-navigation-progress bg-primary" />
    </div>
  );
}
