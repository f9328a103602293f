import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/feedback/query-view';
import { LoadingStatus, SkeletonCards } from '../../../components/ui/skeleton';
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
      <QueryView
        query={settings}
        failed={t('adminChecks.loadFailed')}
        loading={
          <LoadingStatus label={t('adminChecks.loading')} className="grid gap-6">
            <SkeletonCards
              cards={2}
              barClassName={['h-6 w-56 max-w-full', 'h-4 w-full', 'h-9 w-full', 'h-9 w-full']}
            />
          </LoadingStatus>
        }
      >
        {(data) => <BlockSettingsForm settings={data} servedBy={probesByResolver(probes.data ?? [])} />}
      </QueryView>
      {/* The probes load and fail on their own: a list of them is useful without the settings. */}
      <ProbesSection probes={probes} resolvers={settings.data?.resolvers} />
    </div>
  );
}
