import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayHostname, type CustomDomain } from '../../../../shared/domains';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, selectClass } from '../../../components/ui/field';
import { errorText, serverFieldErrors } from '../../../lib/api-errors';
import { shortDomainsQueryOptions } from '../../../lib/queries/short-domains';
import { useMoveDomainLinks } from '../api/move-domain-links';
import { linksInTheWay, useRemoveDomain } from '../api/remove-domain';

interface RemoveDomainDialogProps {
  /** The domain asked about; null: closed. */
  domain: CustomDomain | null;
  onClose: () => void;
  /** The domain is gone; the dialog closes. */
  onRemoved: (domain: CustomDomain) => void;
  /** Where focus goes once the dialog has closed after a removal (its opener went with the domain). */
  focusAfterRemoval: () => void;
}

/**
 * Asks before removing a domain. The server refuses while links use it: the dialog then offers to
 * move them to another of the account's domains (GET /api/links/domains) and remove it after.
 */
export function RemoveDomainDialog({ domain, ...props }: RemoveDomainDialogProps) {
  // Mounted per domain asked about, so each opening starts without the last one's answers (the
  // links in the way, the refusals the mutations hold).
  return domain ? <RemoveDomainConfirm key={domain.id} domain={domain} {...props} /> : null;
}

function RemoveDomainConfirm({
  domain,
  onClose,
  onRemoved,
  focusAfterRemoval,
}: RemoveDomainDialogProps & { domain: CustomDomain }) {
  const { t } = useTranslation();
  const remove = useRemoveDomain();
  const move = useMoveDomainLinks();
  // How many links were in the way at the last refusal: kept while they are moved and the removal
  // is tried again, so the choice stays on screen meanwhile.
  const [inUse, setInUse] = useState<number | null>(null);
  const targets = useQuery({ ...shortDomainsQueryOptions(), enabled: inUse !== null });
  const choices = targets.data?.domains.filter((hostname) => hostname !== domain.hostname) ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const target = picked !== null && choices.includes(picked) ? picked : (choices[0] ?? '');
  const busy = remove.isPending || move.isPending;

  // Every refusal is shown from the mutations' errors below, where it belongs: false keeps the
  // dialog open without a word of ConfirmDialog's own.
  const confirm = async () => {
    if (inUse !== null) {
      const moved = await move.mutateAsync({ id: domain.id, toDomain: target }).then(
        () => true,
        () => false,
      );
      if (!moved) return false;
    }
    try {
      await remove.mutateAsync({ id: domain.id });
    } catch (error) {
      // New links may have come meanwhile: the count follows the latest refusal.
      setInUse((was) => linksInTheWay(error) ?? was);
      return false;
    }
    return true;
  };

  const moveFields = serverFieldErrors(move.error);
  const moveOtherFailure = move.isError && !moveFields.to_domain;
  const removeOtherFailure = remove.isError && linksInTheWay(remove.error) === null;

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('domains.remove.title', { domain: domain.display_hostname })}
      titleClassName="break-all"
      description={t('domains.remove.description')}
      confirmLabel={inUse === null ? t('domains.remove.confirm') : t('domains.remove.move', { count: inUse })}
      pendingLabel={move.isPending ? t('domains.remove.moving') : t('domains.remove.removing')}
      confirmDisabled={inUse !== null && target === ''}
      onConfirm={confirm}
      onDone={() => {
        onRemoved(domain);
        onClose();
      }}
      focusAfterDone={focusAfterRemoval}
    >
      {removeOtherFailure && (
        <Alert tone="error">{errorText(remove.error, t('domains.remove.failed'), t)}</Alert>
      )}
      {inUse !== null && (
        <div className="grid gap-3">
          <Alert tone="info">{t('domains.remove.inUse', { count: inUse })}</Alert>
          {targets.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              {t('domains.remove.loadingTargets')}
            </p>
          ) : targets.isError ? (
            <Alert tone="error">{t('domains.remove.targetsFailed')}</Alert>
          ) : (
            <Field label={t('domains.remove.moveTo')} error={moveFields.to_domain} announceError>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={target}
                  disabled={busy}
                  onChange={(event) => {
                    setPicked(event.target.value);
                    move.reset();
                  }}
                >
                  {choices.map((hostname) => (
                    <option key={hostname} value={hostname}>
                      {displayHostname(hostname)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {moveOtherFailure && (
            <Alert tone="error">{errorText(move.error, t('domains.remove.moveFailed'), t)}</Alert>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
