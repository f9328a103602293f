import { Plus, RadioTower } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FilteringResolver, Probe } from '../../../../shared/checks';
import { QueryView } from '../../../components/feedback/query-view';
import { CardEmptyState } from '../../../components/layouts/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonCards } from '../../../components/ui/skeleton';
import { AddProbeDialog } from './add-probe-dialog';
import { ProbeItem } from './probe-item';
import { RemoveProbeDialog } from './remove-probe-dialog';
import { CardSection } from '../../../components/layouts/card-section';
import { useNow } from './use-now';

/** The remote probes: each with when it was last heard from and what it asks; Add and Remove. */
export function ProbesSection({
  probes,
  resolvers: saved,
}: {
  probes: UseQueryResult<Probe[]>;
  /** The saved filtering resolvers (a probe may ask only these); undefined until they are loaded. */
  resolvers: readonly FilteringResolver[] | undefined;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Probe | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  const resolvers = saved ?? [];
  const canAdd = resolvers.length > 0;
  const configured = saved?.map((resolver) => resolver.name);

  return (
    <CardSection
      level={3}
      title={t('adminChecks.probes.title')}
      description={t('adminChecks.probes.description')}
      headingRef={heading}
      aside={
        <Button
          type="button"
          disabled={!canAdd}
          onClick={() => {
            setRemoved(null);
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" />
          {t('adminChecks.probes.add')}
        </Button>
      }
    >
      {saved && !canAdd && (
        <p className="text-sm text-muted-foreground">{t('adminChecks.probes.needResolvers')}</p>
      )}
      {removed !== null && <Alert tone="success">{t('adminChecks.probes.removed', { name: removed })}</Alert>}
      <QueryView
        query={probes}
        failed={t('adminChecks.probes.loadFailed')}
        loading={
          <LoadingStatus label={t('adminChecks.probes.loading')} className="grid gap-3">
            <SkeletonCards
              cards={2}
              barClassName={['h-5 w-40 max-w-full', 'h-4 w-full', 'h-4 w-2/3']}
              className="gap-3"
              cardClassName="gap-2 rounded-lg bg-transparent p-4 sm:p-4"
            />
          </LoadingStatus>
        }
      >
        {(list) =>
          list.length === 0 ? (
            <CardEmptyState
              level={4}
              icon={RadioTower}
              title={t('adminChecks.probes.emptyTitle')}
              description={t('adminChecks.probes.emptyDescription')}
            />
          ) : (
            <ul className="grid gap-3" aria-label={t('adminChecks.probes.listLabel')}>
              {list.map((probe) => (
                <ProbeItem
                  key={probe.id}
                  probe={probe}
                  configured={configured}
                  now={now}
                  onRemove={(chosen) => {
                    setRemoved(null);
                    setRemoving(chosen);
                  }}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <AddProbeDialog open={adding} onClose={() => setAdding(false)} resolvers={resolvers} />
      <RemoveProbeDialog
        probe={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(probe) => setRemoved(probe.name)}
        focusAfterRemoval={() => heading.current?.focus()}
      />
    </CardSection>
  );
}
