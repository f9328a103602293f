import { SearchCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchedDomain, WatchedDomainList } from '../../../../shared/checks';
import { EmptyState } from '../../../components/layouts/empty-state';
import { UpgradePrompt } from '../../../components/layouts/upgrade-prompt';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastSuccess } from '../../../lib/toast';
import { useChecks } from '../api/list-checks';
import { AddChecksForm } from './add-checks-form';
import { CheckDetailsDialog } from './check-details-dialog';
import { CustomDomainsToWatch, type CustomDomainsState } from './custom-domains-to-watch';
import { RemoveCheckDialog } from './remove-check-dialog';
import { ScheduleNotice } from './schedule-notice';
import { WatchedTable } from './watched-table';

interface CheckDomainsViewProps {
  /** The account's verified custom domains (the page reads them from /domains' feature). */
  customDomains: CustomDomainsState;
  /** The domain whose details are open (?domain=, as notifications link to it), by either spelling. */
  detailsFor: string | null;
  onDetailsFor: (hostname: string | null) => void;
}

/** The whole of /check-domains below its title: adding domains, the watched ones, their details. */
export function CheckDomainsView({ customDomains, detailsFor, onDetailsFor }: CheckDomainsViewProps) {
  const { t } = useTranslation();
  const list = useChecks();

  if (list.isPending) return <ChecksSkeleton />;
  if (list.isError && !list.data) {
    return (
      <LoadError
        error={list.error}
        fallback={t('checks.list.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const data = list.data;
  const max = data.limits.max_check_domains;
  const full = max !== null && data.used >= max;
  const watched = new Set(data.domains.map((domain) => domain.hostname.toLowerCase()));
  const offers = (customDomains.domains ?? []).filter(
    (domain) => !watched.has(domain.hostname.toLowerCase()),
  );

  const added = (domains: WatchedDomain[]) => {
    const [first] = domains;
    toastSuccess(
      domains.length === 1 && first
        ? t('checks.add.addedOne', { domain: first.display_hostname })
        : domains.length === 0
          ? t('checks.add.addedNone')
          : t('checks.add.added', { count: domains.length }),
      domains.length > 0 ? t('checks.add.addedDescription') : undefined,
    );
  };

  return (
    <div className="grid gap-6">
      <ScheduleNotice notice={data.notice} />
      <AddSection data={data} full={full} onAdded={added} />
      <CustomDomainsToWatch
        offers={offers}
        loadFailed={customDomains.loadFailed}
        full={full}
        onWatched={added}
      />
      <WatchedSection
        data={data}
        now={list.dataUpdatedAt}
        detailsFor={detailsFor}
        onDetailsFor={onDetailsFor}
      />
    </div>
  );
}

interface AddSectionProps {
  data: WatchedDomainList;
  full: boolean;
  onAdded: (added: WatchedDomain[]) => void;
}

function AddSection({ data, full, onAdded }: AddSectionProps) {
  const { t } = useTranslation();
  const max = data.limits.max_check_domains;
  return (
    <section
      aria-labelledby="checks-add"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="checks-add" className="text-lg font-semibold">
          {t('checks.add.title')}
        </h2>
        {max !== 0 && (
          <p className="text-sm text-muted-foreground">
            {max === null
              ? t('checks.limit.unlimited', { count: data.used })
              : t('checks.limit.usage', { used: data.used, count: max })}
          </p>
        )}
      </div>
      {max === 0 ? (
        <UpgradePrompt
          title={t('checks.limit.noneTitle')}
          description={t('checks.limit.noneDescription')}
          action={t('checks.limit.upgrade')}
        />
      ) : full ? (
        <UpgradePrompt
          title={t('checks.limit.fullTitle', { count: max ?? 0 })}
          description={t('checks.limit.fullDescription')}
          action={t('checks.limit.upgrade')}
        />
      ) : (
        <AddChecksForm onAdded={onAdded} />
      )}
    </section>
  );
}

interface WatchedSectionProps {
  data: WatchedDomainList;
  now: number;
  detailsFor: string | null;
  onDetailsFor: (hostname: string | null) => void;
}

function WatchedSection({ data, now, detailsFor, onDetailsFor }: WatchedSectionProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<WatchedDomain | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const wanted = detailsFor?.toLowerCase();
  const open =
    wanted === undefined
      ? null
      : (data.domains.find(
          (domain) =>
            domain.hostname.toLowerCase() === wanted || domain.display_hostname.toLowerCase() === wanted,
        ) ?? null);

  // The removed domain's row, and the button that opened the dialog, are gone: land on the list's
  // heading (or the empty state's) instead of the top of the page.
  const focusList = () => {
    const heading = region.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  };

  return (
    <div ref={region}>
      {data.domains.length === 0 ? (
        <EmptyState
          icon={SearchCheck}
          title={t('checks.list.emptyTitle')}
          description={t('checks.list.emptyDescription')}
        />
      ) : (
        <section aria-labelledby="checks-list" className="grid gap-3">
          <h2 id="checks-list" className="text-lg font-semibold outline-none">
            {t('checks.list.title')}
          </h2>
          <WatchedTable
            domains={data.domains}
            now={now}
            onDetails={(domain) => onDetailsFor(domain.hostname)}
            onRemove={setRemoving}
          />
        </section>
      )}
      <CheckDetailsDialog domain={open} onClose={() => onDetailsFor(null)} />
      <RemoveCheckDialog
        domain={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(domain) => toastSuccess(t('checks.remove.removed', { domain: domain.display_hostname }))}
        focusAfterRemoval={focusList}
      />
    </div>
  );
}

function ChecksSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('checks.list.loading')}</span>
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-28 w-full" />
      </div>
      <div className="overflow-hidden rounded-xl border border-border bg-card">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex flex-wrap gap-4 border-b border-border p-4 last:border-b-0">
            <Skeleton className="h-5 w-48 max-w-full" />
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-5 w-32" />
          </div>
        ))}
      </div>
    </div>
  );
}
