import { ChevronDown, Info, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain } from '../../../../shared/domains';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/api-errors';
import { useVerifyDomain } from '../api/verify-domain';
import { DnsRecordsTable } from './dns-records-table';
import { DomainUrlsForm } from './domain-urls-form';
import { DomainStatusBadge } from './status-badge';
import { formatDateTime } from '../../../lib/format';
import { RemoveButton } from '../../../components/ui/remove-button';

interface DomainItemProps {
  domain: CustomDomain;
  /** Just added: open, and focus on its name so the records to create are the next thing read. */
  justAdded: boolean;
  /** The role may change domains (admin and up): Remove, Verify now and the URLs' Save are offered. */
  canManage: boolean;
  onRemove: (domain: CustomDomain) => void;
}

type Outcome = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** One custom domain: its name and state, and (open) what to do next or how it is used. */
export function DomainItem({ domain, justAdded, canManage, onRemove }: DomainItemProps) {
  const { t } = useTranslation();
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A domain that still needs the owner's action starts open; a working one stays out of the way.
  const [open, setOpen] = useState(justAdded || domain.status !== 'verified' || domain.last_error !== null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const name = domain.display_hostname;

  // Opened when it becomes the one just added (it may have been listed a moment before).
  const [wasJustAdded, setWasJustAdded] = useState(justAdded);
  if (justAdded !== wasJustAdded) {
    setWasJustAdded(justAdded);
    if (justAdded) setOpen(true);
  }

  useEffect(() => {
    if (justAdded) headingRef.current?.focus();
  }, [justAdded]);

  return (
    <li aria-labelledby={`${ids}-name`} className="grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <h3
              id={`${ids}-name`}
              ref={headingRef}
              tabIndex={-1}
              className="min-w-0 rounded-sm text-lg font-semibold break-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {name}
            </h3>
            <DomainStatusBadge status={domain.status} />
          </div>
          {name !== domain.hostname && (
            <p className="text-xs break-all text-muted-foreground">
              {t('domains.item.ascii', { hostname: domain.hostname })}
            </p>
          )}
          {domain.status === 'verified' && (
            <p className="text-sm text-muted-foreground">
              {t('domains.item.links', { count: domain.link_count })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={`${ids}-details`}
            onClick={() => setOpen((was) => !was)}
          >
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
            {open ? t('domains.item.hideDetails') : t('domains.item.showDetails')}
          </Button>
          {canManage && (
            <RemoveButton
              label={t('domains.item.removeFor', { domain: name })}
              text={t('domains.item.remove')}
              onClick={() => onRemove(domain)}
            />
          )}
        </div>
      </div>

      <div
        id={`${ids}-details`}
        hidden={!open}
        role="region"
        aria-label={t('domains.item.detailsFor', { domain: name })}
        className="grid gap-4"
      >
        {/* Always there, so that an outcome appearing in it is announced. */}
        <div role="status" className={outcome ? undefined : 'sr-only'}>
          {outcome && (
            <p
              className={cn(
                'rounded-md border px-3 py-2 text-sm',
                outcome.tone === 'success' && 'border-success/30 bg-success/10 text-success',
                outcome.tone === 'info' && 'border-border bg-muted/50',
                outcome.tone === 'error' && 'border-destructive/30 bg-destructive/5 text-destructive',
              )}
            >
              {outcome.text}
            </p>
          )}
        </div>
        {domain.status === 'verified' ? (
          <VerifiedDetails domain={domain} canManage={canManage} onOutcome={setOutcome} />
        ) : (
          <ProofDetails domain={domain} canManage={canManage} onOutcome={setOutcome} />
        )}
      </div>
    </li>
  );
}

interface DetailsProps {
  domain: CustomDomain;
  canManage: boolean;
  onOutcome: (outcome: Outcome) => void;
}

/** A working domain: how visitors are sent, and the records that must stay. */
function VerifiedDetails({ domain, canManage, onOutcome }: DetailsProps) {
  const { t } = useTranslation();
  return (
    <>
      {domain.verified_at && (
        <p className="text-sm text-muted-foreground">
          {t('domains.item.verifiedAt', { time: formatDateTime(domain.verified_at) })}
        </p>
      )}
      {/* Still verified, but its TXT record went missing: it fails after 3 days unless restored. */}
      {domain.last_error && <CheckPanel domain={domain} canManage={canManage} onOutcome={onOutcome} />}
      <DomainUrlsForm domain={domain} readOnly={!canManage} />
      <section className="grid gap-2">
        <h4 className="font-medium">{t('domains.records.title')}</h4>
        <p className="text-sm text-muted-foreground">{t('domains.records.keepThese')}</p>
        <DnsRecordsTable domain={domain.display_hostname} records={domain.records} />
      </section>
    </>
  );
}

/** A domain not (or no longer) proven: the records to create, then how the checks went. */
function ProofDetails({ domain, canManage, onOutcome }: DetailsProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="grid gap-2">
        <h4 className="font-medium">{t('domains.records.title')}</h4>
        <p className="text-sm text-muted-foreground">{t('domains.records.createThese')}</p>
        <DnsRecordsTable domain={domain.display_hostname} records={domain.records} />
        <p className="text-xs text-muted-foreground">{t('domains.records.nameHint')}</p>
      </section>
      <CheckPanel domain={domain} canManage={canManage} onOutcome={onOutcome} />
    </>
  );
}

/** The last check's finding, when the next one comes, and "Verify now" to look at once. */
function CheckPanel({ domain, canManage, onOutcome }: DetailsProps) {
  const { t } = useTranslation();
  const verify = useVerifyDomain();
  const failed = domain.status === 'failed';

  const verifyNow = async () => {
    onOutcome(null);
    try {
      const checked = await verify.mutateAsync({ id: domain.id });
      onOutcome(
        checked.status === 'verified' && !checked.last_error
          ? { tone: 'success', text: t('domains.verify.verified', { domain: checked.display_hostname }) }
          : {
              tone: 'info',
              text: [
                checked.status === 'verified' ? t('domains.verify.stillMissing') : t('domains.verify.notYet'),
                checked.last_error,
              ]
                .filter(Boolean)
                .join(' '),
            },
      );
    } catch (error) {
      onOutcome({ tone: 'error', text: errorText(error, t('domains.verify.failed'), t) });
    }
  };

  return (
    <div className="grid gap-2 text-sm">
      {domain.last_error && (
        <p
          className={cn(
            'flex items-start gap-2 rounded-md border px-3 py-2',
            failed
              ? 'border-destructive/30 bg-destructive/5 text-destructive'
              : 'border-warning/40 bg-warning/10 text-warning',
          )}
        >
          {failed ? (
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="min-w-0 break-words">
            <span className="font-medium">{t('domains.item.lastError')}</span> {domain.last_error}
          </span>
        </p>
      )}
      <p className="text-muted-foreground">
        {domain.checked_at
          ? t('domains.item.checkedAt', { time: formatDateTime(domain.checked_at) })
          : t('domains.item.notChecked')}
      </p>
      <p className="text-muted-foreground">
        {domain.next_check_at
          ? t('domains.item.nextCheck', { time: formatDateTime(domain.next_check_at) })
          : t('domains.item.noNextCheck')}
      </p>
      {canManage && (
        <div className="mt-1">
          <Button type="button" disabled={verify.isPending} onClick={() => void verifyNow()}>
            {verify.isPending ? t('domains.verify.busy') : t('domains.verify.button')}
          </Button>
        </div>
      )}
    </div>
  );
}
