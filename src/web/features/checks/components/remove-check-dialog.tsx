import { useTranslation } from 'react-i18next';
import type { WatchedDomain } from '../../../../shared/checks';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
export function RemoveCheckDialog({ domain, onClose, onRemoved, focusAfterRemoval }: RemoveCheckDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveCheck();
  return (
    <ConfirmDialog
      open={domain !== null}
      onClose={onClose}
      title={domain ? t('checks.remove.title', { domain: domain.display_hostname }) : ''}
      titleClassName="break-all"
      description={t('checks.remove.description')}
      confirmLabel={t('checks.remove.confirm')}
      pendingLabel={t('checks.remove.removing')}
      onConfirm={() => remove.mutateAsync({ id: domain!.id })}
      errorText={(error) => errorText(error, t('checks.remove.failed'), t)}
      onDone={() => {
        onRemoved(domain!);
        onClose();
      }}
      focusAfterDone={focusAfterRemoval}
    />
  );
}
