import { Globe } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain, CustomDomainList } from '../../../../shared/domains';
import { EmptyState } from '../../../components/layouts/empty-state';
import { UpgradePrompt } from '../../../components/layouts/upgrade-prompt';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastSuccess } from '../../../lib/toast';
import { useDomains } from '../api/list-domains';
import { AddDomainForm } from './add-domain-form';
import { DomainItem } from './domain-item';
import { RemoveDomainDialog } from './remove-domain-dialog';

/** The whole of /domains below its title: adding a domain within the plan's limit, and the list. */
export function DomainsView() {
  const { t } = useTranslation();
  const list = useDomains();
  const [addedId, setAddedId] = useState<string | null>(null);

  if (list.isPending) return <DomainsSkeleton />;
  if (list.isError && !list.data) {
    return (
      <LoadError
        error={list.error}
        fallback={t('domains.list.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const added = (domain: CustomDomain) => {
    setAddedId(domain.id);
    toastSuccess(
      t('domains.add.added', { domain: domain.display_hostname }),
      t('domains.add.addedDescription'),
    );
  };

  return (
    <div className="grid gap-6">
      <AddSection data={list.data} onAdded={added} />
      <DomainsList domains={list.data.domains} addedId={addedId} />
    </div>
  );
}

function AddSection({ data, onAdded }: { data: CustomDomainList; onAdded: (domain: CustomDomain) => void }) {
  const { t } = useTranslation();
  const { limit, used } = data;
  return (
    <section
      aria-labelledby="domains-add"
      className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="domains-add" className="text-lg font-semibold">
          {t('domains.add.title')}
        </h2>
        {/* "0 of 0" says nothing the prompt below does not say better. */}
        {limit !== 0 && (
          <p className="text-sm text-muted-foreground">
            {limit === null
              ? t('domains.limit.unlimited', { count: used })
              : t('domains.limit.usage', { used, count: limit })}
          </p>
        )}
      </div>
      {limit === 0 ? (
        <UpgradePrompt
          title={t('domains.limit.noneTitle')}
          description={t('domains.limit.noneDescription')}
          action={t('domains.limit.upgrade')}
        />
      ) : limit !== null && used >= limit ? (
        <UpgradePrompt
          title={t('domains.limit.fullTitle', { count: limit })}
          description={t('domains.limit.fullDescription')}
          action={t('domains.limit.upgrade')}
        />
      ) : (
        <AddDomainForm limit={limit} onAdded={onAdded} />
      )}
    </section>
  );
}

function DomainsList({ domains, addedId }: { domains: CustomDomain[]; addedId: string | null }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<CustomDomain | null>(null);
  const region = useRef<HTMLDivElement>(null);

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
      {domains.length === 0 ? (
        <EmptyState
          icon={Globe}
          title={t('domains.list.emptyTitle')}
          description={t('domains.list.emptyDescription')}
        />
      ) : (
        <section aria-labelledby="domains-list" className="grid gap-3">
          <h2 id="domains-list" className="text-lg font-semibold outline-none">
            {t('domains.list.title')}
          </h2>
          <ul
            aria-label={t('domains.list.label')}
            className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-sm"
          >
            {domains.map((domain) => (
              <DomainItem
                key={domain.id}
                domain={domain}
                justAdded={domain.id === addedId}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        </section>
      )}
      <RemoveDomainDialog
        domain={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(domain) => toastSuccess(t('domains.remove.removed', { domain: domain.display_hostname }))}
        focusAfterRemoval={focusList}
      />
    </div>
  );
}

function DomainsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('domains.list.loading')}</span>
      <div className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-9 w-full" />
      </div>
      <div className="overflow-hidden rounded-xl border border-border bg-card">
        {[0, 1].map((row) => (
          <div key={row} className="grid gap-2 border-b border-border p-4 last:border-b-0 sm:p-6">
            <Skeleton className="h-6 w-56 max-w-full" />
            <Skeleton className="h-4 w-full max-w-md" />
          </div>
        ))}
      </div>
    </div>
  );
}
