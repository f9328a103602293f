import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../shared/admin-users';
import { Alert } from '../../../components/ui/alert';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
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
export function AdminDialog({ open, ...props }: AdminDialogProps) {
  return <AlertDialog open={open}>{open && <AdminContent {...props} />}</AlertDialog>;
}

function AdminContent({ user, onClose, onDone, focusAfterDone }: Omit<AdminDialogProps, 'open'>) {
  const { t } = useTranslation();
  const change = useSetAdmin();
  const done = useRef(false);
  const granting = !user.is_admin;

  const confirm = async () => {
    let detail: AdminUserDetail;
    try {
      detail = await change.mutateAsync({ id: user.id, isAdmin: granting });
    } catch {
      // Shown in the dialog from change.error.
      return;
    }
    done.current = true;
    onDone(detail);
  };

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (change.isPending) event.preventDefault();
        else onClose();
      }}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusAfterDone();
      }}
    >
      <AlertDialogTitle className="wrap-anywhere">
        {granting
          ? t('adminUsers.admin.grantTitle', { email: user.email })
          : t('adminUsers.admin.revokeTitle', { email: user.email })}
      </AlertDialogTitle>
      <AlertDialogDescription>
        {granting ? t('adminUsers.admin.grantDescription') : t('adminUsers.admin.revokeDescription')}
      </AlertDialogDescription>
      {change.isError && (
        <Alert tone="error">
          {refusalText(
            change.error,
            granting ? t('adminUsers.admin.grantFailed') : t('adminUsers.admin.revokeFailed'),
            t,
          )}
        </Alert>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel disabled={change.isPending} onClick={onClose}>
          {t('common.cancel')}
        </AlertDialogCancel>
        {/* Not AlertDialog.Action: that closes at once, before we know what happened. */}
        <Button
          variant={granting ? 'default' : 'destructive'}
          disabled={change.isPending}
          onClick={() => void confirm()}
        >
          {change.isPending
            ? t('adminUsers.admin.saving')
            : granting
              ? t('adminUsers.admin.grant')
              : t('adminUsers.admin.revoke')}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
