import { LayoutDashboard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isTimeZone } from '../../../../shared/account';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/queries/me';
import { usePanel } from '../api/get-panel';
import { panelCards } from './card-registry';
import { PanelCard } from './panel-card';
import { dateTimeFormat } from '../../../lib/format';
import { PanelSection } from './panel-section';

const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/**
 * The Admin Panel's cards (GET /api/admin/panel), in the registry's order: each card the server
 * answered, with its figures, trend and link.
 */
export function AdminPanelSection() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <PanelSection titleId={titleId} title={t('adminPanel.title')} description={t('adminPanel.description')}>
      <PanelCards />
    </PanelSection>
  );
}

function PanelCards() {
  const { t } = useTranslation();
  const panel = usePanel();
  const { data: me } = useMe();

  if (panel.isPending) return <CardsSkeleton />;
  if (panel.isError) {
    return <QueryLoadError query={panel} fallback={t('adminPanel.loadFailed')} />;
  }

  const shown = panelCards.flatMap((entry) => {
    const body = entry.render(panel.data.cards);
    return body === null ? [] : [{ entry, body }];
  });
  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-10 text-center">
        <LayoutDashboard className="size-6 text-muted-foreground" aria-hidden="true" />
        <h3 className="font-semibold">{t('adminPanel.emptyTitle')}</h3>
        <p className="max-w-md text-sm text-muted-foreground">{t('adminPanel.emptyDescription')}</p>
      </div>
    );
  }

  // In the admin's own time zone, as the feedback below shows its dates.
  const timeZone = me && isTimeZone(me.profile.timezone) ? me.profile.timezone : undefined;
  const asOf = dateTimeFormat({
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(panel.data.generated_at));
  return (
    <div className="grid gap-2">
      <div className={gridClass} aria-busy={panel.isFetching || undefined}>
        {shown.map(({ entry, body }) => (
          <PanelCard key={entry.key} entry={entry}>
            {body}
          </PanelCard>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        <time dateTime={panel.data.generated_at}>{t('adminPanel.asOf', { time: asOf })}</time>
      </p>
    </div>
  );
}

function CardsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('adminPanel.loading')} className={gridClass}>
      {[0, 1, 2, 3].map((card) => (
        <div key={card} className="grid gap-3 rounded-xl border border-border bg-card p-5">
          <SkeletonBars barClassName={['h-4 w-24', 'h-8 w-20', 'h-4 w-full']} />
        </div>
      ))}
    </LoadingStatus>
  );
}
