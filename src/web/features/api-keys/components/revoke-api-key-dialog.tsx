import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../../shared/api-keys';
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
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-errors';
import { useRevokeApiKey } from '../api/revoke-api-key';

interface RevokeApiKeyDialogProps {
  /** The key asked about; null: closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  onRevoked: (apiKey: ApiKey) => void;
  /** Where focus goes once the dialog has closed: after a revocation its opener went with the row. */
  focusAfterClose: (revoked: boolean) => void;
}

/** Asks before a key is revoked: whatever uses it stops working at once, for good. */
export function RevokeApiKeyDialog({ apiKey, ...props }: RevokeApiKeyDialogProps) {
  return (
    <AlertDialog open={apiKey !== null} onOpenChange={(open) => !open && props.onClose()}>
      {/* Keyed by key, so each opening starts without the last one's answer. */}
      {apiKey && <RevokeApiKeyContent key={apiKey.id} apiKey={apiKey} {...props} />}
    </AlertDialog>
  );
}

function RevokeApiKeyContent({
  apiKey,
  onClose,
  onRevoked,
  focusAfterClose,
}: RevokeApiKeyDialogProps & { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  const revoked = useRef(false);

  const revokeNow = async () => {
    try {
      await revoke.mutateAsync({ id: apiKey.id });
    } catch (error) {
      // Not found: revoked already (another tab), which is what was asked. Else shown from revoke.error.
      if (!(error instanceof ApiError && error.status === 404)) return;
    }
    revoked.current = true;
    onRevoked(apiKey);
    onClose();
  };

  const failed = revoke.isError && !(revoke.error instanceof ApiError && revoke.error.status === 404);

  return (
    <AlertDialogContent
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusAfterClose(revoked.current);
      }}
    >
      <AlertDialogTitle className="break-words">
        {t('apiKeys.revoke.title', { name: apiKey.name })}
      </AlertDialogTitle>
      <AlertDialogDescription>
        {t('apiKeys.revoke.description', { prefix: `${apiKey.prefix}…` })}
      </AlertDialogDescription>
      {failed && <Alert tone="error">{errorText(revoke.error, t('apiKeys.revoke.failed'), t)}</Alert>}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={revoke.isPending}>{t('common.cancel')}</AlertDialogCancel>
        {/* Not AlertDialog.Action: that closes at once, before we know whether the revocation worked. */}
        <Button variant="destructive" disabled={revoke.isPending} onClick={() => void revokeNow()}>
          {revoke.isPending ? t('apiKeys.revoke.revoking') : t('apiKeys.revoke.confirm')}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
