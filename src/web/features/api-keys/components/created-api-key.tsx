import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../../../shared/api-keys';
import { SecretOnce } from '../../../components/ui/secret-once';
import { ScopeBadges } from './scope-badges';

/** The new key, this once: in a read-only field to select or copy, with the warning that it goes. */
export function CreatedApiKeyView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretOnce
      title={t('apiKeys.created.title', { name: created.name })}
      description={t('apiKeys.created.description')}
      warning={t('apiKeys.created.once')}
      label={t('apiKeys.created.label')}
      copyLabel={t('apiKeys.created.copy')}
      value={created.key}
      doneLabel={t('apiKeys.created.done')}
      onDone={onDone}
    >
      <ScopeBadges scopes={created.scopes} label={t('apiKeys.list.scopes')} />
    </SecretOnce>
  );
}
