import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AuthError } from '../../../lib/auth-client';
import { useResetPassword } from '../api/reset-password';
import { loginNoticeState } from '../../../lib/login-notice';
import { serverPasswordProblem } from '../../../lib/password-check';
import { FormError } from '../../../components/form/form-message';
import { NewPasswordFields, useNewPassword } from '../../../components/form/new-password-fields';

interface ResetPasswordFormProps {
  token: string;
  /** The server refused the token: the link is used, expired or was never valid. */
  onInvalidToken: () => void;
}

export function ResetPasswordForm({ token, onInvalidToken }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const newPassword = useNewPassword();
  const serverProblem = serverPasswordProblem(reset.error, 'newPassword');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.check()) return;
    reset.mutate(
      { newPassword: newPassword.password, token },
      {
        onSuccess: () => void navigate('/login', { replace: true, state: loginNoticeState('passwordReset') }),
        onError: (error) => {
          if (error instanceof AuthError && error.code === 'INVALID_TOKEN') onInvalidToken();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.reset.title')}>
      {!serverProblem && <FormError request={reset} fallback={t('auth.errors.requestFailed')} />}
      <NewPasswordFields
        labels={{ password: t('auth.fields.newPassword'), confirm: t('auth.fields.confirmNewPassword') }}
        serverProblem={serverProblem}
        {...newPassword.fields}
      />
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  );
}
