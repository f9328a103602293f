import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormError, FormMessage } from '../../../components/form/form-message';
import { EmailField } from './email-field';

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
      <FormError request={request} fallback={t('auth.errors.requestFailed')} />
      <EmailField value={email} onChange={setEmail} />
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
