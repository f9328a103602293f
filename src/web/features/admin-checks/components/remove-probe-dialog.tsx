import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Probe } from '../../../../shared/checks';
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
import { useRemoveProbe } from '../api/remove-probe';

interface RemoveProbeDialogProps {
  /** The probe asked about; null: closed. */
  probe: Probe | null;
  onClose: () => void;
  onRemoved: (probe: Probe) => void;
  /** Where focus goes once the dialog has closed after a removal (its opener went with the item). */
  focusAfterRemoval: () => void;
}

/** Asks before a probe is removed: its token stops working and its answers go with it. */
export function RemoveProbeDialog({ probe, ...props }: RemoveProbeDialogProps) {
  return (
    <AlertDialog open={probe !== null} onOpenChange={(open) => !open && props.onClose()}>
      {/* Keyed by probe, so each opening starts without the last one's answer. */}
      {probe && <RemoveProbeContent key={probe.id} probe={probe} {...props} />}
    </AlertDialog>
  );
}

function RemoveProbeContent({
  probe,
  onClose,
  onRemoved,
  focusAfterRemoval,
}: RemoveProbeDialogProps & { probe: Probe }) {
  const { t } = useTranslation();
  const remove = useRemoveProbe();
  const removed = useRef(false);

  const removeNow = async () => {
    try {
      await remove.mutateAsync({ id: probe.id });
    } catch {
      // Shown from remove.error.
      return;
    }
    removed.current = true;
    onRemoved(probe);
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
      <AlertDialogTitle className="break-words">
        {t('adminChecks.probes.removeTitle', { name: probe.name })}
      </AlertDialogTitle>
      <AlertDialogDescription>
        {t('adminChecks.probes.removeDescription', { resolvers: probe.resolvers.join(', ') })}
      </AlertDialogDescription>
      {remove.isError && (
        <Alert tone="error">{errorText(remove.error, t('adminChecks.probes.removeFailed'), t)}</Alert>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending}>{t('common.cancel')}</AlertDialogCancel>
        {/* Not AlertDialog.Action: that closes at once, before we know whether the removal worked. */}
        <Button variant="destructive" disabled={remove.isPending} onClick={() => void removeNow()}>
          {remove.isPending ? t('adminChecks.probes.removing') : t('adminChecks.probes.removeConfirm')}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
