import { useTranslation } from 'react-i18next';
import { setDisabledSchema, type AdminUserDetail } from '../../../../shared/admin-users';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
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
    <FormDialog open={open} onClose={onClose}>
      <DisableForm {...props} />
    </FormDialog>
  );
}

function DisableForm({ user, onDone, focusAfterDone }: Omit<DisableDialogProps, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const disable = useSetDisabled();
  const form = useZodForm(setDisabledSchema, {
    defaultValues: { reason: '' },
    toInput: ({ reason }: { reason: string }) => ({ disabled: true, reason }),
  });
  const submit = useFormSubmit(
    form,
    ({ reason }) => disable.mutateAsync({ id: user.id, disabled: true, reason: reason || undefined }),
    { describe: (error) => refusalText(error, t('adminUsers.disable.failed'), t), onDone },
  );

  return (
    <FormDialogContent
      title={t('adminUsers.disable.title', { email: user.email })}
      titleClassName="wrap-anywhere"
      description={t('adminUsers.disable.description')}
      closeLabel={t('adminUsers.dialogs.close')}
      submitLabel={t('adminUsers.disable.confirm')}
      pendingLabel={t('adminUsers.disable.saving')}
      tone="destructive"
      submit={submit}
      focusAfterDone={focusAfterDone}
    >
      <FormControl
        form={form}
        name="reason"
        label={t('adminUsers.disable.reason')}
        labelNote={t('adminUsers.disable.optional')}
        hint={t('adminUsers.disable.reasonHint')}
      >
        {(control) => <Input {...control} autoComplete="off" maxLength={300} />}
      </FormControl>
    </FormDialogContent>
  );
}
