import { Plus, RadioTower } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FilteringResolver, Probe } from '../../../../shared/checks';
import { LoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
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
      {probes.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t('adminChecks.probes.loading')}</span>
          {[0, 1].map((item) => (
            <div key={item} className="grid gap-2 rounded-lg border border-border p-4">
              <Skeleton className="h-5 w-40 max-w-full" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : probes.isError && !probes.data ? (
        <LoadError
          error={probes.error}
          fallback={t('adminChecks.probes.loadFailed')}
          onRetry={() => void probes.refetch()}
        />
      ) : probes.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <RadioTower className="size-6 text-muted-foreground" aria-hidden="true" />
          <h4 className="font-medium">{t('adminChecks.probes.emptyTitle')}</h4>
          <p className="max-w-md text-sm text-muted-foreground">{t('adminChecks.probes.emptyDescription')}</p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={t('adminChecks.probes.listLabel')}>
          {probes.data.map((probe) => (
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
      )}
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
