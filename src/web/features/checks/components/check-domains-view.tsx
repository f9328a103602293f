import { SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchedDomain, WatchedDomainList } from '../../../../shared/checks';
import { EmptyState } from '../../../components/layouts/empty-state';
import { QuotaSection } from '../../../components/layouts/quota-section';
import { Alert } from '../../../components/ui/alert';
import { useHeadingFocus } from '../../../components/ui/return-focus';
import { useRoleAtLeast } from '../../../lib/queries/workspace';
import { toastSuccess } from '../../../lib/toast';
import { useChecks } from '../api/list-checks';
import { ChecksQueryView } from './checks-query-view';
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
  // A viewer sees the checks; adding, running and removing them is a member's.
  const canWrite = useRoleAtLeast('member');

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
    <ChecksQueryView
      list={list}
      cardBarClassName={['h-6 w-40', 'h-28 w-full']}
      rows={3}
      rowBarClassName={['h-5 w-48 max-w-full', 'h-5 w-20', 'h-5 w-32']}
    >
      {(data) => {
        const max = data.limits.max_check_domains;
        const full = max !== null && data.used >= max;
        const watched = new Set(data.domains.map((domain) => domain.hostname.toLowerCase()));
        const offers = (customDomains.domains ?? []).filter(
          (domain) => !watched.has(domain.hostname.toLowerCase()),
        );
        return (
          <div className="grid gap-6">
            <ScheduleNotice notice={data.notice} />
            {canWrite ? (
              <>
                <AddSection data={data} full={full} onAdded={added} />
                <CustomDomainsToWatch
                  offers={offers}
                  loadFailed={customDomains.loadFailed}
                  full={full}
                  onWatched={added}
                />
              </>
            ) : (
              <Alert tone="info">{t('checks.list.readOnly')}</Alert>
            )}
            <WatchedSection
              data={data}
              canWrite={canWrite}
              now={list.dataUpdatedAt}
              detailsFor={detailsFor}
              onDetailsFor={onDetailsFor}
            />
          </div>
        );
      }}
    </ChecksQueryView>
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
    <QuotaSection
      title={t('checks.add.title')}
      usage={
        max === 0
          ? null
          : max === null
            ? t('checks.limit.unlimited', { count: data.used })
            : t('checks.limit.usage', { used: data.used, count: max })
      }
      limit={
        max === 0
          ? {
              title: t('checks.limit.noneTitle'),
              description: t('checks.limit.noneDescription'),
              action: t('checks.limit.upgrade'),
            }
          : full
            ? {
                title: t('checks.limit.fullTitle', { count: max ?? 0 }),
                description: t('checks.limit.fullDescription'),
                action: t('checks.limit.upgrade'),
              }
            : null
      }
    >
      <AddChecksForm onAdded={onAdded} />
    </QuotaSection>
  );
}

interface WatchedSectionProps {
  data: WatchedDomainList;
  canWrite: boolean;
  now: number;
  detailsFor: string | null;
  onDetailsFor: (hostname: string | null) => void;
}

function WatchedSection({ data, canWrite, now, detailsFor, onDetailsFor }: WatchedSectionProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<WatchedDomain | null>(null);
  // The removed domain's row, and the button that opened the dialog, are gone.
  const [region, focusList] = useHeadingFocus<HTMLDivElement>();
  const wanted = detailsFor?.toLowerCase();
  const open =
    wanted === undefined
      ? null
      : (data.domains.find(
          (domain) =>
            domain.hostname.toLowerCase() === wanted || domain.display_hostname.toLowerCase() === wanted,
        ) ?? null);

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
            onRemove={canWrite ? setRemoving : undefined}
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
