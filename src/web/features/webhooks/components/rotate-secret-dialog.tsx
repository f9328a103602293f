import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../../../../shared/webhooks';
import { Alert } from '../../../components/ui/alert';
import { DialogHeading } from '../../../components/ui/dialog';
import { SecretDialog } from '../../../components/ui/secret-once';
import { FormDialogFooter } from '../../../components/form/form-dialog';
import { refusalText } from '../../../lib/api-errors';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import type { WebhookWithSecret } from '../api/create-webhook';
import { WebhookSecret } from './webhook-secret';

/**
 * "Rotate secret": asks first (the old secret signs beside the new one for 24 hours), then shows
 * the new secret this once.
 */
export function RotateSecretDialog({
  endpoint,
  onClose,
}: {
  /** The endpoint whose secret is rotated; null: closed. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SecretDialog<WebhookWithSecret>
      open={endpoint !== null}
      onOpenChange={(next) => !next && onClose()}
      closeLabel={t('webhooks.rotate.close')}
      form={(onRotated) => endpoint && <RotateConfirm endpoint={endpoint} onRotated={onRotated} />}
      secret={(rotated) => <WebhookSecret secret={rotated.secret} rotated onDone={onClose} />}
    />
  );
}

function RotateConfirm({
  endpoint,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  onRotated: (rotated: WebhookWithSecret) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rotate.isPending) return;
    setFailure(null);
    try {
      onRotated(await rotate.mutateAsync({ id: endpoint.id }));
    } catch (error) {
      // A plan without webhooks names the plans that have them: the server's sentence.
      setFailure(refusalText(error, t('webhooks.rotate.failed'), t, { statuses: [403] }));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 gap-4">
      <DialogHeading
        title={t('webhooks.rotate.title')}
        description={t('webhooks.rotate.description', { url: endpoint.url })}
        descriptionClassName="wrap-anywhere"
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <FormDialogFooter
        pending={rotate.isPending}
        submitLabel={t('webhooks.rotate.confirm')}
        pendingLabel={t('webhooks.rotate.rotating')}
      />
    </form>
  );
}
