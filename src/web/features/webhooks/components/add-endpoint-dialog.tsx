import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SecretDialog } from '../../../components/ui/secret-once';
import { useCreateWebhook, type WebhookWithSecret } from '../api/create-webhook';
import { EndpointForm } from './endpoint-form';
import { WebhookSecret } from './webhook-secret';

interface AddEndpointDialogProps {
  /** The workspace has all the endpoints it may have: the button is off, explained by `describedBy`. */
  disabled: boolean;
  describedBy?: string;
  /** Where focus goes on closing when the button cannot take it back (that was the last one allowed). */
  focusFallback: () => void;
}

/**
 * "Add endpoint": its address, description and events, then its signing secret, shown this once.
 * Nothing keeps the secret once the dialog closes.
 */
export function AddEndpointDialog({ disabled, describedBy, focusFallback }: AddEndpointDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const create = useCreateWebhook();
  return (
    <SecretDialog<WebhookWithSecret>
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button ref={trigger} type="button" disabled={disabled} aria-describedby={describedBy}>
          <Plus aria-hidden="true" />
          {t('webhooks.list.add')}
        </Button>
      }
      closeLabel={t('webhooks.form.close')}
      className="max-w-2xl"
      onCloseAutoFocus={(event) => {
        if (!trigger.current?.disabled) return;
        event.preventDefault();
        focusFallback();
      }}
      form={(onCreated) => (
        <EndpointForm
          title={t('webhooks.form.addTitle')}
          description={t('webhooks.form.addDescription')}
          submitLabel={t('webhooks.form.add')}
          pendingLabel={t('webhooks.form.adding')}
          failed={t('webhooks.form.addFailed')}
          action={(input) => create.mutateAsync(input)}
          onDone={onCreated}
        />
      )}
      secret={(created) => (
        <WebhookSecret secret={created.secret} rotated={false} onDone={() => setOpen(false)} />
      )}
    />
  );
}
