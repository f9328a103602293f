import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form/form-field';
import { FormError, FormMessage } from '../../../../components/form/form-message';
import { Button } from '../../../../components/ui/button';
import { errorText } from '../../../../lib/api-errors';
import { AuthError } from '../../../../lib/auth-client';
import { useResendConfirmation } from '../../api/send-verification-email';
import { useSignInWithPassword } from '../../api/sign-in-email';
import type { SignInOutcome } from '../../api/sign-in-outcome';
import { TextLink } from '../text-link';
import { OrDivider } from './or-divider';
import { EmailField } from '../email-field';

interface PasswordStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onOutcome: (outcome: SignInOutcome) => void;
  onUseCode: () => void;
  /** Where the new confirmation link goes on to once confirmed (where signing in would). */
  redirectTo: string;
  /** A new confirmation email was asked for this address: the page says to check the inbox. */
  onConfirmationSent: (email: string) => void;
}

/** better-auth's refusal of a right password for an address that was never confirmed. */
const notConfirmed = 'EMAIL_NOT_VERIFIED';

export function PasswordStep({
  email,
  onEmailChange,
  onOutcome,
  onUseCode,
  redirectTo,
  onConfirmationSent,
}: PasswordStepProps) {
  const { t } = useTranslation();
  const signIn = useSignInWithPassword();
  const resend = useResendConfirmation();
  const [password, setPassword] = useState('');
  // The address refused, as it was sent: the one a new link goes to, whatever the field says now.
  const unconfirmed =
    signIn.error instanceof AuthError && signIn.error.code === notConfirmed
      ? signIn.variables?.email
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password }, { onSuccess: onOutcome });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.login.title')}>
        {unconfirmed !== undefined ? (
          <div className="grid gap-2">
            <FormMessage tone="error">{t('auth.login.notConfirmed')}</FormMessage>
            <FormError request={resend} fallback={t('auth.errors.requestFailed')} />
            <Button
              type="button"
              variant="outline"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutate(
                  { email: unconfirmed, redirectTo },
                  { onSuccess: () => onConfirmationSent(unconfirmed) },
                )
              }
            >
              {resend.isPending ? t('auth.login.resendingConfirmation') : t('auth.login.resendConfirmation')}
            </Button>
          </div>
        ) : (
          signIn.isError && (
            <FormMessage tone="error">{errorText(signIn.error, t('auth.errors.loginFailed'), t)}</FormMessage>
          )
        )}
        <EmailField value={email} onChange={onEmailChange} />
        <FormField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          labelAside={
            <TextLink to="/forgot-password" className="text-sm">
              {t('auth.login.forgotPassword')}
            </TextLink>
          }
        />
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <OrDivider />
      <Button type="button" variant="outline" className="w-full" onClick={onUseCode}>
        <Mail aria-hidden="true" />
        {t('auth.login.emailCode')}
      </Button>
    </div>
  );
}
