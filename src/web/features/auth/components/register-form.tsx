import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { accountNameSchema } from '../../../../shared/account';
import { useSignUp } from '../api/sign-up';
import { serverPasswordProblem } from '../../../lib/password-check';
import { FormField } from '../../../components/form/form-field';
import { FormError } from '../../../components/form/form-message';
import { fieldText } from '../../../lib/api-errors';
import { AuthError } from '../../../lib/auth-client';
import { NewPasswordFields, useNewPassword } from '../../../components/form/new-password-fields';
import { EmailField } from './email-field';

interface RegisterFormProps {
  /** A safe same-site path to open once the new account is signed in. */
  redirectTo: string;
  /** The sign-up left no session: its email must be confirmed first, or it has an account. */
  onCheckEmail: (email: string) => void;
}

/**
 * Name, email and a password typed twice. A new account is confirmed from its email first, whose
 * link opens `redirectTo` once confirmed (the install's first account and installs that turn
 * confirmation off are signed in at once, and open it now); without a session the page says to
 * check the email, whether or not the address had an account, and so tells nothing of it.
 */
export function RegisterForm({ redirectTo, onCheckEmail }: RegisterFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword();
  const [nameProblem, setNameProblem] = useState<string>();
  const serverProblem = serverPasswordProblem(signUp.error, 'password');
  const serverNameProblem = signUp.error instanceof AuthError ? signUp.error.fields.name : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const passwordChecked = newPassword.check();
    // Profile's rule (shared/account.ts), which the server holds a sign-up to as well.
    const checkedName = accountNameSchema.safeParse(name);
    setNameProblem(checkedName.success ? undefined : fieldText(checkedName.error.issues[0]!.message));
    if (!passwordChecked || !checkedName.success) return;
    const address = email.trim();
    signUp.mutate(
      { name: checkedName.data, email: address, password: newPassword.password, redirectTo },
      {
        onSuccess: ({ signedIn }) => {
          if (signedIn) void navigate(redirectTo, { replace: true });
          else onCheckEmail(address);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.register.title')}>
      {!serverProblem && !serverNameProblem && (
        <FormError request={signUp} fallback={t('auth.errors.registrationFailed')} />
      )}
      <FormField
        label={t('auth.fields.name')}
        autoComplete="name"
        required
        maxLength={100}
        value={name}
        error={nameProblem ?? serverNameProblem}
        onChange={(event) => setName(event.target.value)}
      />
      <EmailField value={email} onChange={setEmail} />
      <NewPasswordFields
        labels={{ password: t('auth.fields.password'), confirm: t('auth.fields.confirmPassword') }}
        serverProblem={serverProblem}
        {...newPassword.fields}
      />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
