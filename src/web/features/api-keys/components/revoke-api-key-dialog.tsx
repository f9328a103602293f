import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../../shared/api-keys';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-errors';
import { useRevokeApiKey } from '../api/revoke-api-key';

interface RevokeApiKeyDialogProps {
  /** The key asked about; null: closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  onRevoked: (apiKey: ApiKey) => void;
  /** Where focus goes once the dialog has closed after a revocation (its opener went with the row). */
  focusAfterRevoke: () => void;
}

/** Asks before a key is revoked: whatever uses it stops working at once, for good. */
export function RevokeApiKeyDialog({
  apiKey,
  onClose,
  onRevoked,
  focusAfterRevoke,
}: RevokeApiKeyDialogProps) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();

  const revokeNow = async (id: string) => {
    try {
      await revoke.mutateAsync({ id });
    } catch (error) {
      // Not found: revoked already (another tab), which is what was asked.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  };

  return (
    <ConfirmDialog
      open={apiKey !== null}
      onClose={onClose}
      title={apiKey ? t('apiKeys.revoke.title', { name: apiKey.name }) : ''}
      description={apiKey ? t('apiKeys.revoke.description', { prefix: `${apiKey.prefix}…` }) : ''}
      confirmLabel={t('apiKeys.revoke.confirm')}
      pendingLabel={t('apiKeys.revoke.revoking')}
      onConfirm={() => revokeNow(apiKey!.id)}
      errorText={(error) => errorText(error, t('apiKeys.revoke.failed'), t)}
      onDone={() => {
        onRevoked(apiKey!);
        onClose();
      }}
      focusAfterDone={focusAfterRevoke}
    />
  );
}
