import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCheckSettings } from '../api/get-check-settings';
import { useProbes } from '../api/list-probes';
import { probesByResolver } from '../lib/probes';
import { BlockSettingsForm } from './block-settings-form';
import { ProbesSection } from './probes-section';

/**
 * The admin's domain check settings (issue 20): the filtering resolvers and block signatures
 * (GET/PUT /api/admin/check-settings) and the remote probes (/api/admin/probes). It renders no
 * page title: the page holding it titles it "Domain checks" at level 2, and its sections are at 3.
 */
export function CheckSettingsView() {
  const { t } = useTranslation();
  const settings = useCheckSettings();
  // Read here once for both parts: a second reader mounting later would fetch a failed list again.
  const probes = useProbes();

  return (
    <div className="grid min-w-0 gap-6">
      {settings.isPending ? (
        <div role="status" className="grid gap-6">
          <span className="sr-only">{t('adminChecks.loading')}</span>
          {[0, 1].map((card) => (
            <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
              <Skeleton className="h-6 w-56 max-w-full" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
        </div>
      ) : settings.isError && !settings.data ? (
        <LoadError
          error={settings.error}
          fallback={t('adminChecks.loadFailed')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <BlockSettingsForm settings={settings.data} servedBy={probesByResolver(probes.data ?? [])} />
      )}
      {/* The probes load and fail on their own: a list of them is useful without the settings. */}
      <ProbesSection probes={probes} resolvers={settings.data?.resolvers} />
    </div>
  );
}
