import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setDisabledSchema, type AdminUserDetail } from '../../../../shared/admin-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText, serverFieldErrors, zodFieldErrors } from '../../../lib/api-errors';
import { useSetDisabled } from '../api/set-disabled';

type DetailUser = AdminUserDetail['user'];

interface DisableDialogProps {
  user: DetailUser;
  open: boolean;
  onClose: () => void;
  onDone: (detail: AdminUserDetail) => void;
  focusAfterDone: () => void;
}

/**
 * Disable an account, with an optional reason kept with it: what that does is said before it is
 * done (sessions end at once, sign-in is refused, links answer not-found until enabled).
 */
export function DisableDialog({ open, onClose, ...props }: DisableDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <DisableForm onClose={onClose} {...props} />}
    </Dialog>
  );
}

function DisableForm({ user, onDone, focusAfterDone }: Omit<DisableDialogProps, 'open'>) {
  const { t } = useTranslation();
  const disable = useSetDisabled();
  const field = useRef<HTMLInputElement>(null);
  const done = useRef(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disable.isPending) return;
    disable.reset();
    const parsed = setDisabledSchema.safeParse({ disabled: true, reason });
    if (!parsed.success) {
      setProblem(zodFieldErrors(parsed.error).reason ?? null);
      field.current?.focus();
      return;
    }
    setProblem(null);
    let detail: AdminUserDetail;
    try {
      detail = await disable.mutateAsync({
        id: user.id,
        disabled: true,
        reason: parsed.data.reason || undefined,
      });
    } catch {
      // Shown from disable.error below.
      return;
    }
    done.current = true;
    onDone(detail);
  };

  const fieldError = problem ?? serverFieldErrors(disable.error).reason;
  const otherFailure = disable.isError && !fieldError;

  return (
    <DialogContent
      closeLabel={t('adminUsers.dialogs.close')}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusAfterDone();
      }}
    >
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">
          {t('adminUsers.disable.title', { email: user.email })}
        </DialogTitle>
        <DialogDescription>{t('adminUsers.disable.description')}</DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <Field
          label={t('adminUsers.disable.reason')}
          labelNote={t('adminUsers.disable.optional')}
          hint={t('adminUsers.disable.reasonHint')}
          error={fieldError}
          announceError={!problem}
        >
          {(control) => (
            <Input
              {...control}
              ref={field}
              name="reason"
              autoComplete="off"
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        {otherFailure && (
          <Alert tone="error">{refusalText(disable.error, t('adminUsers.disable.failed'), t)}</Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={disable.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={disable.isPending}>
            {disable.isPending ? t('adminUsers.disable.saving') : t('adminUsers.disable.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
