import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form/form-field';
import { FormMessage } from '../../../../components/form/form-message';
import { Button } from '../../../../components/ui/button';
import { errorText } from '../../../../lib/api-errors';
import { useSignInWithPassword } from '../../api/sign-in-email';
import type { SignInOutcome } from '../../api/sign-in-outcome';
import { TextLink } from '../text-link';
import { OrDivider } from './or-divider';

interface PasswordStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onOutcome: (outcome: SignInOutcome) => void;
  onUseCode: () => void;
}

export function PasswordStep({ email, onEmailChange, onOutcome, onUseCode }: PasswordStepProps) {
  const { t } = useTranslation();
  const signIn = useSignInWithPassword();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password }, { onSuccess: onOutcome });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.login.title')}>
        {signIn.isError && (
          <FormMessage tone="error">{errorText(signIn.error, t('auth.errors.loginFailed'), t)}</FormMessage>
        )}
        <FormField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
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
