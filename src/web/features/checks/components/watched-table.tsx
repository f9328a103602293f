import { FileSearch, Loader2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { certificateWarningDays, type WatchedDomain } from '../../../../shared/checks';
import { Button } from '../../../components/ui/button';
import { Hostname } from '../../../components/ui/hostname';
import { cn } from '../../../lib/cn';
import { useRunCheck } from '../api/run-check';
import { refusalText } from '../../../lib/api-errors';
import { checkReasonText } from '../lib/check-reasons';
import { checksWorded } from '../lib/refusal';
import { RelativeTime } from './relative-time';
import { StateBadge, VerdictBadges } from './state-badge';
import { numberFormat } from '../../../lib/format';
import { RemoveButton } from '../../../components/ui/remove-button';

interface WatchedTableProps {
  domains: WatchedDomain[];
  /** When the list was read: relative times count from it, so they move with each poll. */
  now: number;
  onDetails: (domain: WatchedDomain) => void;
  /** Absent for a role that only reads (a viewer): no Check now, no Remove. */
  onRemove?: (domain: WatchedDomain) => void;
}

const cell = 'px-3 py-3 align-top max-lg:block max-lg:p-0';

/**
 * The watched domains with their last check. Below 1024 px each row stacks into a card, each value
 * under its column's name; the explicit roles keep it a table for assistive technology, which a
 * changed CSS display can otherwise drop.
 */
export function WatchedTable({ domains, now, onDetails, onRemove }: WatchedTableProps) {
  const { t } = useTranslation();
  const columns = [
    t('checks.table.domain'),
    t('checks.table.state'),
    t('checks.table.lastCheck'),
    t('checks.table.latency'),
    t('checks.table.certificate'),
    t('checks.table.blocking'),
    t('checks.table.actions'),
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
      <table role="table" className="w-full text-sm max-lg:block">
        <caption className="sr-only">{t('checks.table.caption')}</caption>
        <thead role="rowgroup" className="bg-muted/50 text-left text-xs text-muted-foreground max-lg:sr-only">
          <tr role="row">
            {columns.map((name) => (
              <th
                key={name}
                role="columnheader"
                scope="col"
                className="px-3 py-2 font-medium whitespace-nowrap"
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-border max-lg:block">
          {domains.map((domain) => (
            <WatchedRow key={domain.id} domain={domain} now={now} onDetails={onDetails} onRemove={onRemove} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface WatchedRowProps {
  domain: WatchedDomain;
  now: number;
  onDetails: (domain: WatchedDomain) => void;
  onRemove: ((domain: WatchedDomain) => void) | undefined;
}

function WatchedRow({ domain, now, onDetails, onRemove }: WatchedRowProps) {
  const { t } = useTranslation();
  const run = useRunCheck();
  const name = domain.display_hostname;
  const check = domain.last_check;
  const numbers = numberFormat();
  const latency = check?.latency_ms ?? null;
  // The announced state waits for two checks to agree; until then the last check speaks alone.
  const unconfirmed = check !== null && domain.state !== check.state;

  return (
    <tr
      role="row"
      aria-busy={run.isPending || undefined}
      className="max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-4"
    >
      <th
        role="rowheader"
        scope="row"
        className={cn(cell, 'text-left font-normal max-lg:col-span-2 lg:min-w-56')}
      >
        <Hostname name={name} className="font-semibold" />
        {name !== domain.hostname && (
          <span className="block text-xs break-words text-muted-foreground">
            {t('checks.table.ascii', { hostname: domain.hostname })}
          </span>
        )}
        {domain.custom_domain && (
          <span className="block text-xs text-muted-foreground">{t('checks.table.customDomain')}</span>
        )}
      </th>
      <td role="cell" className={cell}>
        <MobileLabel>{t('checks.table.state')}</MobileLabel>
        <StateBadge state={check?.state ?? null} />
        {unconfirmed && (
          <span className="mt-1 block text-xs text-muted-foreground">{t('checks.table.unconfirmed')}</span>
        )}
        {check && check.reasons.length > 0 && (
          <span className="mt-1 block max-w-56 text-xs break-words text-muted-foreground">
            {check.reasons.map((reason) => checkReasonText(reason, t)).join(' · ')}
          </span>
        )}
      </td>
      <td role="cell" className={cn(cell, 'whitespace-nowrap')}>
        <MobileLabel>{t('checks.table.lastCheck')}</MobileLabel>
        {check ? <RelativeTime iso={check.checked_at} now={now} /> : <Missing />}
      </td>
      <td role="cell" className={cn(cell, 'whitespace-nowrap tabular-nums')}>
        <MobileLabel>{t('checks.table.latency')}</MobileLabel>
        {latency === null ? (
          <Missing />
        ) : (
          t('checks.units.ms', { value: numbers.format(Math.round(latency)) })
        )}
      </td>
      <td role="cell" className={cn(cell, 'whitespace-nowrap')}>
        <MobileLabel>{t('checks.table.certificate')}</MobileLabel>
        <CertificateDays days={check?.certificate_days_left ?? null} />
      </td>
      <td role="cell" className={cn(cell, 'max-lg:col-span-2')}>
        <MobileLabel>{t('checks.table.blocking')}</MobileLabel>
        {check ? <VerdictBadges resolvers={check.resolvers} domain={name} /> : <Missing />}
      </td>
      <td role="cell" className={cn(cell, 'max-lg:col-span-2')}>
        <div className="flex flex-wrap gap-1 lg:justify-end">
          {onRemove && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={run.isPending}
              aria-label={
                run.isPending
                  ? t('checks.run.busyFor', { domain: name })
                  : t('checks.run.buttonFor', { domain: name })
              }
              onClick={() => run.mutate({ id: domain.id })}
            >
              {run.isPending ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <RefreshCw aria-hidden="true" />
              )}
              {run.isPending ? t('checks.run.busy') : t('checks.run.button')}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('checks.table.detailsFor', { domain: name })}
            onClick={() => onDetails(domain)}
          >
            <FileSearch aria-hidden="true" />
            {t('checks.table.details')}
          </Button>
          {onRemove && (
            <RemoveButton
              label={t('checks.table.removeFor', { domain: name })}
              text={t('checks.table.remove')}
              onClick={() => onRemove(domain)}
            />
          )}
        </div>
        {run.isError && (
          <p role="alert" className="mt-2 max-w-72 text-xs break-words text-destructive lg:ml-auto">
            {refusalText(run.error, t('checks.run.failed'), t, checksWorded)}
          </p>
        )}
      </td>
    </tr>
  );
}

/** A column's name above its value where the header row is not shown (narrow screens). */
function MobileLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-1 block text-xs text-muted-foreground lg:hidden">
      {children}
    </span>
  );
}

function Missing() {
  const { t } = useTranslation();
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('checks.table.none')}</span>
    </span>
  );
}

/** Days of certificate validity left, marked when it is soon (or past). */
export function CertificateDays({ days }: { days: number | null }) {
  const { t } = useTranslation();
  if (days === null) return <Missing />;
  if (days < 0)
    return <span className="font-medium text-destructive">{t('checks.certificate.expired')}</span>;
  return (
    <span className={cn(days <= certificateWarningDays && 'font-medium text-warning')}>
      {t('checks.certificate.daysLeft', { count: days })}
    </span>
  );
}
