import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchedDomain } from '../../../../shared/checks';
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
import { errorText } from '../../../lib/api-errors';
import { useRemoveCheck } from '../api/remove-check';

interface RemoveCheckDialogProps {
  /** The domain asked about; null: closed. */
  domain: WatchedDomain | null;
  onClose: () => void;
  onRemoved: (domain: WatchedDomain) => void;
  /** Where focus goes once the dialog has closed after a removal (its opener went with the row). */
  focusAfterRemoval: () => void;
}

/** Asks before a domain stops being watched: its history goes with it. */
export function RemoveCheckDialog({ domain, ...props }: RemoveCheckDialogProps) {
  return (
    <AlertDialog open={domain !== null} onOpenChange={(open) => !open && props.onClose()}>
      {/* Keyed by domain, so each opening starts without the last one's answer. */}
      {domain && <RemoveCheckContent key={domain.id} domain={domain} {...props} />}
    </AlertDialog>
  );
}

function RemoveCheckContent({
  domain,
  onClose,
  onRemoved,
  focusAfterRemoval,
}: RemoveCheckDialogProps & { domain: WatchedDomain }) {
  const { t } = useTranslation();
  const remove = useRemoveCheck();
  const removed = useRef(false);
  const name = domain.display_hostname;

  const removeNow = async () => {
    try {
      await remove.mutateAsync({ id: domain.id });
    } catch {
      // Shown from remove.error.
      return;
    }
    removed.current = true;
    onRemoved(domain);
    onClose();
  };

  return (
    <AlertDialogContent
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        focusAfterRemoval();
      }}
    >
      <AlertDialogTitle className="break-all">{t('checks.remove.title', { domain: name })}</AlertDialogTitle>
      <AlertDialogDescription>{t('checks.remove.description')}</AlertDialogDescription>
      {remove.isError && <Alert tone="error">{errorText(remove.error, t('checks.remove.failed'), t)}</Alert>}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
        {/* Not AlertDialog.Action: that closes at once, before we know whether the removal worked. */}
        <Button variant="destructive" disabled={remove.isPending} onClick={() => void removeNow()}>
          {remove.isPending ? t('checks.remove.removing') : t('checks.remove.confirm')}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
