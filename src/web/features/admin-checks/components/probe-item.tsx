import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { probeAnswerMaxAgeMinutes, type Probe } from '../../../../shared/checks';
import { probeHealth, unknownResolvers } from '../lib/probes';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { RemoveButton } from '../../../components/ui/remove-button';

interface ProbeItemProps {
  probe: Probe;
  /** The names of the saved filtering resolvers. */
  configured: readonly string[] | undefined;
  now: number;
  onRemove: (probe: Probe) => void;
}

/** One remote probe: its name, when it last asked for work, the resolvers it asks, Remove. */
export function ProbeItem({ probe, configured, now, onRemove }: ProbeItemProps) {
  const { t } = useTranslation();
  const health = probeHealth(probe, now);
  // Only once the settings are known: before that every name would look unknown.
  const gone = configured ? unknownResolvers(probe, configured) : [];

  return (
    <li className="grid min-w-0 gap-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-medium break-words">{probe.name}</h4>
        <RemoveButton
          label={t('adminChecks.probes.removeNamed', { name: probe.name })}
          text={t('adminChecks.probes.remove')}
          onClick={() => onRemove(probe)}
        />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t('adminChecks.probes.lastSeen')}</dt>
        <dd className="grid min-w-0 gap-1">
          {probe.last_seen_at === null ? (
            <span>{t('adminChecks.probes.never')}</span>
          ) : (
            <time dateTime={probe.last_seen_at} title={formatDateTime(probe.last_seen_at)}>
              {formatRelativeTime(probe.last_seen_at, now)}
            </time>
          )}
          {health === 'stale' && (
            <span className="flex items-start gap-1.5 text-warning">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('adminChecks.probes.stale', { minutes: probeAnswerMaxAgeMinutes })}
            </span>
          )}
        </dd>
        <dt className="text-muted-foreground">{t('adminChecks.probes.resolvers')}</dt>
        <dd className="grid min-w-0 gap-1">
          <ul className="flex flex-wrap gap-1.5">
            {probe.resolvers.map((name) => (
              <li
                key={name}
                className={
                  gone.includes(name)
                    ? 'rounded-md border border-dashed border-warning/50 px-2 py-0.5 break-all text-warning'
                    : 'rounded-md bg-muted px-2 py-0.5 break-all'
                }
              >
                {name}
                {gone.includes(name) && (
                  <span className="sr-only">{` (${t('adminChecks.probes.notConfigured')})`}</span>
                )}
              </li>
            ))}
          </ul>
          {gone.length > 0 && (
            <p className="text-xs text-warning">
              {t('adminChecks.probes.notConfiguredHint', {
                count: gone.length,
                names: gone.map((name) => `“${name}”`).join(', '),
              })}
            </p>
          )}
        </dd>
        <dt className="text-muted-foreground">{t('adminChecks.probes.added')}</dt>
        <dd>
          <time dateTime={probe.created_at}>{formatDateTime(probe.created_at)}</time>
        </dd>
      </dl>
    </li>
  );
}
