import { useTranslation } from 'react-i18next';
import type { Probe } from '../../../../shared/checks';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
export function RemoveProbeDialog({ probe, onClose, onRemoved, focusAfterRemoval }: RemoveProbeDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveProbe();
  return (
    <ConfirmDialog
      open={probe !== null}
      onClose={onClose}
      title={t('adminChecks.probes.removeTitle', { name: probe?.name })}
      description={t('adminChecks.probes.removeDescription', { resolvers: probe?.resolvers.join(', ') })}
      confirmLabel={t('adminChecks.probes.removeConfirm')}
      pendingLabel={t('adminChecks.probes.removing')}
      onConfirm={() => probe && remove.mutateAsync({ id: probe.id })}
      errorText={(error) => errorText(error, t('adminChecks.probes.removeFailed'), t)}
      onDone={() => {
        if (probe) onRemoved(probe);
        onClose();
      }}
      focusAfterDone={focusAfterRemoval}
    />
  );
}
