import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../../../shared/webhooks';
import { FormDialog } from '../../../components/form/form-dialog';
import { DialogContent } from '../../../components/ui/dialog';
import { toastSuccess } from '../../../lib/toast';
import { useUpdateWebhook } from '../api/update-webhook';
import { EndpointForm } from './endpoint-form';

/** "Edit": an endpoint's address, description and events; its secret and state stay as they are. */
export function EditEndpointDialog({
  endpoint,
  onClose,
}: {
  /** The endpoint being edited; null: closed. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateWebhook();
  return (
    <FormDialog open={endpoint !== null} onClose={onClose}>
      {endpoint && (
        <DialogContent closeLabel={t('webhooks.form.close')} className="max-w-2xl">
          <EndpointForm
            title={t('webhooks.form.editTitle')}
            description={t('webhooks.form.editDescription')}
            initial={{ url: endpoint.url, events: endpoint.events, description: endpoint.description }}
            submitLabel={t('webhooks.form.save')}
            pendingLabel={t('webhooks.form.saving')}
            failed={t('webhooks.form.saveFailed')}
            action={(input) => update.mutateAsync({ id: endpoint.id, ...input })}
            onDone={() => {
              toastSuccess(t('webhooks.form.saved'));
              onClose();
            }}
          />
        </DialogContent>
      )}
    </FormDialog>
  );
}
