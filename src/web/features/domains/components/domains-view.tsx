import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain, CustomDomainList } from '../../../../shared/domains';
import { QueryView } from '../../../components/feedback/query-view';
import { EmptyState } from '../../../components/layouts/empty-state';
import { QuotaSection } from '../../../components/layouts/quota-section';
import { useHeadingFocus } from '../../../components/ui/return-focus';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus, SkeletonCards, SkeletonRows } from '../../../components/ui/skeleton';
import { useRoleAtLeast } from '../../../lib/queries/workspace';
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
  // Custom domains are the admins' (and owners'): the others see them, and what to do is not offered.
  const canManage = useRoleAtLeast('admin');

  const added = (domain: CustomDomain) => {
    setAddedId(domain.id);
    toastSuccess(
      t('domains.add.added', { domain: domain.display_hostname }),
      t('domains.add.addedDescription'),
    );
  };

  return (
    <QueryView
      query={list}
      failed={t('domains.list.loadFailed')}
      loading={
        <LoadingStatus label={t('domains.list.loading')} className="grid gap-6">
          <SkeletonCards cards={1} barClassName={['h-6 w-40', 'h-9 w-full']} />
          <SkeletonRows
            rows={2}
            barClassName={['h-6 w-56 max-w-full', 'h-4 w-full max-w-md']}
            rowClassName="sm:p-6"
          />
        </LoadingStatus>
      }
    >
      {(data) => (
        <div className="grid gap-6">
          {canManage ? (
            <AddSection data={data} onAdded={added} />
          ) : (
            <Alert tone="info">{t('domains.page.readOnly')}</Alert>
          )}
          <DomainsList domains={data.domains} addedId={addedId} canManage={canManage} />
        </div>
      )}
    </QueryView>
  );
}

function AddSection({ data, onAdded }: { data: CustomDomainList; onAdded: (domain: CustomDomain) => void }) {
  const { t } = useTranslation();
  const { limit, used } = data;
  return (
    <QuotaSection
      title={t('domains.add.title')}
      // "0 of 0" says nothing the prompt below does not say better.
      usage={
        limit === 0
          ? null
          : limit === null
            ? t('domains.limit.unlimited', { count: used })
            : t('domains.limit.usage', { used, count: limit })
      }
      limit={
        limit === 0
          ? {
              title: t('domains.limit.noneTitle'),
              description: t('domains.limit.noneDescription'),
              action: t('domains.limit.upgrade'),
            }
          : limit !== null && used >= limit
            ? {
                title: t('domains.limit.fullTitle', { count: limit }),
                description: t('domains.limit.fullDescription'),
                action: t('domains.limit.upgrade'),
              }
            : null
      }
    >
      <AddDomainForm limit={limit} onAdded={onAdded} />
    </QuotaSection>
  );
}

interface DomainsListProps {
  domains: CustomDomain[];
  addedId: string | null;
  canManage: boolean;
}

function DomainsList({ domains, addedId, canManage }: DomainsListProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<CustomDomain | null>(null);
  // The removed domain's row, and the button that opened the dialog, are gone.
  const [region, focusList] = useHeadingFocus<HTMLDivElement>();

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
                canManage={canManage}
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
