import { useTranslation } from 'react-i18next';
import { SecretOnce } from '../../../components/ui/secret-once';

/**
 * An endpoint's signing secret (`whsec_…`), this once: after it was added, or after a rotation
 * (when the old one still signs for a day). Nothing keeps it once Done is chosen.
 */
export function WebhookSecret({
  secret,
  rotated,
  onDone,
}: {
  secret: string;
  rotated: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SecretOnce
      title={rotated ? t('webhooks.secret.rotatedTitle') : t('webhooks.secret.addedTitle')}
      description={rotated ? t('webhooks.secret.rotatedDescription') : t('webhooks.secret.addedDescription')}
      warning={t('webhooks.secret.once')}
      label={t('webhooks.secret.label')}
      copyLabel={t('webhooks.secret.copy')}
      value={secret}
      doneLabel={t('webhooks.secret.done')}
      onDone={onDone}
    />
  );
}
