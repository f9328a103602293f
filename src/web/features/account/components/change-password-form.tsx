import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useChangePassword } from '../api/change-password';
import { serverPasswordProblem } from '../../../lib/password-check';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormField } from '../../../components/form/form-field';
import { FormError, FormMessage } from '../../../components/form/form-message';
import { NewPasswordFields, useNewPassword } from '../../../components/form/new-password-fields';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const [revokeOthers, setRevokeOthers] = useState(false);
  const serverProblem = serverPasswordProblem(change.error, 'newPassword');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    if (!newPassword.check()) return;
    change.mutate(
      { currentPassword: current, newPassword: newPassword.password, revokeOtherSessions: revokeOthers },
      {
        onSuccess: () => {
          setCurrent('');
          newPassword.clear();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('profile.password.title')}>
      {change.isSuccess && <FormMessage tone="success">{t('profile.password.changed')}</FormMessage>}
      {!serverProblem && <FormError request={change} fallback={t('auth.errors.requestFailed')} />}
      <FormField
        label={t('auth.fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields
        labels={{ password: t('auth.fields.newPassword'), confirm: t('auth.fields.confirmNewPassword') }}
        serverProblem={serverProblem}
        {...newPassword.fields}
      />
      <CheckboxField
        label={t('profile.password.revokeOthers')}
        checked={revokeOthers}
        onChange={(event) => setRevokeOthers(event.target.checked)}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('profile.password.submitting') : t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
