import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../shared/admin-users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { refusalText } from '../../../lib/api-errors';
import { useSetAdmin } from '../api/set-admin';

type DetailUser = AdminUserDetail['user'];

interface AdminDialogProps {
  user: DetailUser;
  open: boolean;
  onClose: () => void;
  onDone: (detail: AdminUserDetail) => void;
  focusAfterDone: () => void;
}

/**
 * "Make them an admin?" or "Revoke admin?": the server refuses the last admin (and the admin's own
 * account), and its sentence is shown here.
 */
export function AdminDialog({ user, open, onClose, onDone, focusAfterDone }: AdminDialogProps) {
  const { t } = useTranslation();
  const change = useSetAdmin();
  const granting = !user.is_admin;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={
        granting
          ? t('adminUsers.admin.grantTitle', { email: user.email })
          : t('adminUsers.admin.revokeTitle', { email: user.email })
      }
      titleClassName="wrap-anywhere"
      description={
        granting ? t('adminUsers.admin.grantDescription') : t('adminUsers.admin.revokeDescription')
      }
      tone={granting ? 'default' : 'destructive'}
      confirmLabel={granting ? t('adminUsers.admin.grant') : t('adminUsers.admin.revoke')}
      pendingLabel={t('adminUsers.admin.saving')}
      onConfirm={() => change.mutateAsync({ id: user.id, isAdmin: granting })}
      onDone={onDone}
      errorText={(error) =>
        refusalText(
          error,
          granting ? t('adminUsers.admin.grantFailed') : t('adminUsers.admin.revokeFailed'),
          t,
        )
      }
      focusAfterDone={focusAfterDone}
    />
  );
}
