import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayHostname, type CustomDomain } from '../../../../shared/domains';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
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
  return (
    <AlertDialog open={domain !== null} onOpenChange={(open) => !open && props.onClose()}>
      {/* Keyed by domain, so each opening starts without the last one's answers. */}
      {domain && <RemoveDomainContent key={domain.id} domain={domain} {...props} />}
    </AlertDialog>
  );
}

interface RemoveDomainContentProps extends Omit<RemoveDomainDialogProps, 'domain'> {
  domain: CustomDomain;
}

function RemoveDomainContent({ domain, onClose, onRemoved, focusAfterRemoval }: RemoveDomainContentProps) {
  const { t } = useTranslation();
  const remove = useRemoveDomain();
  const move = useMoveDomainLinks();
  const name = domain.display_hostname;
  // How many links were in the way at the last refusal: kept while they are moved and the removal
  // is tried again, so the choice stays on screen meanwhile.
  const [inUse, setInUse] = useState<number | null>(null);
  const removed = useRef(false);
  const targets = useQuery({ ...shortDomainsQueryOptions(), enabled: inUse !== null });
  const choices = targets.data?.domains.filter((hostname) => hostname !== domain.hostname) ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const target = picked !== null && choices.includes(picked) ? picked : (choices[0] ?? '');
  const busy = remove.isPending || move.isPending;

  const removeNow = async () => {
    try {
      await remove.mutateAsync({ id: domain.id });
    } catch (error) {
      // Shown from remove.error unless links are in the way (new ones may have come meanwhile).
      setInUse((was) => linksInTheWay(error) ?? was);
      return;
    }
    removed.current = true;
    onRemoved(domain);
    onClose();
  };

  const moveThenRemove = async () => {
    try {
      await move.mutateAsync({ id: domain.id, toDomain: target });
    } catch {
      // Shown from move.error, under the choice of domain when it is about that.
      return;
    }
    await removeNow();
  };

  const moveFields = serverFieldErrors(move.error);
  const moveOtherFailure = move.isError && !moveFields.to_domain;
  const removeOtherFailure = remove.isError && linksInTheWay(remove.error) === null;

  return (
    <AlertDialogContent
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        focusAfterRemoval();
      }}
    >
      <AlertDialogTitle className="break-all">{t('domains.remove.title', { domain: name })}</AlertDialogTitle>
      <AlertDialogDescription>{t('domains.remove.description')}</AlertDialogDescription>
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
      <AlertDialogFooter>
        <AlertDialogCancel disabled={busy}>{t('common.cancel')}</AlertDialogCancel>
        {/* Not AlertDialog.Action: that closes at once, before we know whether the removal worked. */}
        {inUse === null ? (
          <Button variant="destructive" disabled={busy} onClick={() => void removeNow()}>
            {remove.isPending ? t('domains.remove.removing') : t('domains.remove.confirm')}
          </Button>
        ) : (
          <Button
            variant="destructive"
            disabled={busy || target === ''}
            onClick={() => void moveThenRemove()}
          >
            {move.isPending
              ? t('domains.remove.moving')
              : remove.isPending
                ? t('domains.remove.removing')
                : t('domains.remove.move', { count: inUse })}
          </Button>
        )}
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
