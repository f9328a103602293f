import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '../../../../shared/admin-users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/form/form-field';
import { refusalText } from '../../../lib/api-errors';
import { useDeleteUser } from '../api/delete-user';
import { confirmsEmail } from '../lib/delete-account';

type DetailUser = AdminUserDetail['user'];

interface DeleteUserDialogProps {
  user: DetailUser;
  open: boolean;
  onClose: () => void;
  /** Deleted: what the server counted per kind. */
  onDone: (counts: Record<string, number>) => void;
}

/**
 * "Delete this account?": says what goes (everything it owns) and what stays (payments, anonymised),
 * and asks for the account's email typed out before the button works.
 */
export function DeleteUserDialog({ user, open, onClose, onDone }: DeleteUserDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={t('adminUsers.delete.title', { email: user.email })}
      titleClassName="wrap-anywhere"
      description={
        <>
          <p>{t('adminUsers.delete.everything')}</p>
          <ul className="list-inside list-disc">
            <li>{t('adminUsers.delete.links')}</li>
            <li>{t('adminUsers.delete.domains')}</li>
            <li>{t('adminUsers.delete.checks')}</li>
            <li>{t('adminUsers.delete.notifications')}</li>
          </ul>
          <p>{t('adminUsers.delete.paymentsKept')}</p>
          <p className="font-medium text-foreground">{t('adminUsers.delete.permanent')}</p>
        </>
      }
      confirmLabel={t('adminUsers.delete.confirm')}
      pendingLabel={t('adminUsers.delete.deleting')}
      confirmDisabled={!confirmsEmail(typed, user.email)}
      onConfirm={() => remove.mutateAsync({ id: user.id })}
      onDone={onDone}
      errorText={(error) => refusalText(error, t('adminUsers.delete.failed'), t)}
    >
      <FormField
        label={t('adminUsers.delete.typeEmail')}
        hint={<span className="font-mono break-all text-foreground">{user.email}</span>}
        name="confirm_email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </ConfirmDialog>
  );
}
