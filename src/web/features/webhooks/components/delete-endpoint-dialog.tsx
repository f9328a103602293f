import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../../../shared/webhooks';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-errors';
import { useDeleteWebhook } from '../api/delete-webhook';

/** Asks before an endpoint goes: it hears nothing more, and its delivery log goes with it. */
export function DeleteEndpointDialog({
  endpoint,
  onClose,
  onDeleted,
  focusAfterDelete,
}: {
  /** The endpoint asked about; null: closed. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onDeleted: () => void;
  /** Where focus goes once the dialog has closed (its opener went with the row). */
  focusAfterDelete: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteWebhook();

  const deleteNow = async (id: string) => {
    try {
      await remove.mutateAsync({ id });
    } catch (error) {
      // Not found: deleted already (another tab), which is what was asked.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  };

  return (
    <ConfirmDialog
      open={endpoint !== null}
      onClose={onClose}
      title={t('webhooks.remove.title')}
      description={
        // A long address breaks anywhere rather than push the dialog wider than a phone.
        endpoint ? (
          <p className="wrap-anywhere">{t('webhooks.remove.description', { url: endpoint.url })}</p>
        ) : (
          ''
        )
      }
      confirmLabel={t('webhooks.remove.confirm')}
      pendingLabel={t('webhooks.remove.removing')}
      onConfirm={() => deleteNow(endpoint!.id)}
      errorText={(error) => errorText(error, t('webhooks.remove.failed'), t)}
      onDone={() => {
        onDeleted();
        onClose();
      }}
      focusAfterDone={focusAfterDelete}
    />
  );
}
