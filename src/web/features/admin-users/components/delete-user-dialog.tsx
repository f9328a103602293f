import { useRef, useState, type FormEvent } from 'react';
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
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
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
export function DeleteUserDialog({ open, ...props }: DeleteUserDialogProps) {
  return <AlertDialog open={open}>{open && <DeleteContent {...props} />}</AlertDialog>;
}

function DeleteContent({ user, onClose, onDone }: Omit<DeleteUserDialogProps, 'open'>) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  const sent = useRef(false);
  const matches = confirmsEmail(typed, user.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending || sent.current) return;
    let counts: Record<string, number>;
    try {
      counts = await remove.mutateAsync({ id: user.id });
    } catch {
      // Shown in the dialog from remove.error.
      return;
    }
    sent.current = true;
    onDone(counts);
  };

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (remove.isPending) event.preventDefault();
        else onClose();
      }}
    >
      <AlertDialogTitle className="wrap-anywhere">
        {t('adminUsers.delete.title', { email: user.email })}
      </AlertDialogTitle>
      <AlertDialogDescription asChild>
        <div className="grid gap-2">
          <p>{t('adminUsers.delete.everything')}</p>
          <ul className="list-inside list-disc">
            <li>{t('adminUsers.delete.links')}</li>
            <li>{t('adminUsers.delete.domains')}</li>
            <li>{t('adminUsers.delete.checks')}</li>
            <li>{t('adminUsers.delete.notifications')}</li>
          </ul>
          <p>{t('adminUsers.delete.paymentsKept')}</p>
          <p className="font-medium text-foreground">{t('adminUsers.delete.permanent')}</p>
        </div>
      </AlertDialogDescription>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <Field
          label={t('adminUsers.delete.typeEmail')}
          hint={<span className="font-mono break-all text-foreground">{user.email}</span>}
        >
          {(control) => (
            <Input
              {...control}
              name="confirm_email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
        {remove.isError && (
          <Alert tone="error">{refusalText(remove.error, t('adminUsers.delete.failed'), t)}</Alert>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending} onClick={onClose}>
            {t('common.cancel')}
          </AlertDialogCancel>
          <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
            {remove.isPending ? t('adminUsers.delete.deleting') : t('adminUsers.delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </form>
    </AlertDialogContent>
  );
}
