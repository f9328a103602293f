import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormField } from '../../../components/form/form-field';
import { FormMessage } from '../../../components/form/form-message';
import { errorText } from '../../../lib/api-errors';

/** Asks for a reset link. The confirmation is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  if (request.isSuccess) return <FormMessage tone="success">{t('auth.forgot.sent')}</FormMessage>;

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.forgot.title')}>
      {request.isError && (
        <FormMessage tone="error">{errorText(request.error, t('auth.errors.requestFailed'), t)}</FormMessage>
      )}
      <FormField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
