import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { useSignInWithPassword } from '../api/sign-in-email';
import type { SignInOutcome } from '../api/sign-in-outcome';
import { useSignInWithCode } from '../api/sign-in-with-code';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';
import { errorText } from '../lib/error-text';
import { CheckboxField } from './checkbox-field';
import { FormField } from './form-field';
import { FormMessage } from './form-message';
import { TextLink } from './text-link';

type Step =
  | { kind: 'password' }
  | { kind: 'code-request' }
  | { kind: 'code-entry'; email: string }
  | { kind: 'two-factor'; method: 'totp' | 'backup' };

interface LoginFormProps {
  /** A safe same-site path to open once signed in. */
  redirectTo: string;
}

const sixDigits = /^\d{6}$/;

/**
 * Sign-in by password or by emailed code; either may be followed by a second factor (authenticator
 * code, or a backup code) when the account has two-factor on.
 */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');

  const onOutcome = (outcome: SignInOutcome) => {
    if (outcome.kind === 'two-factor') setStep({ kind: 'two-factor', method: 'totp' });
    else void navigate(redirectTo, { replace: true });
  };

  switch (step.kind) {
    case 'password':
      return (
        <PasswordStep
          email={email}
          onEmailChange={setEmail}
          onOutcome={onOutcome}
          onUseCode={() => setStep({ kind: 'code-request' })}
        />
      );
    case 'code-request':
      return (
        <CodeRequestStep
          email={email}
          onEmailChange={setEmail}
          onSent={(address) => setStep({ kind: 'code-entry', email: address })}
          onUsePassword={() => setStep({ kind: 'password' })}
        />
      );
    case 'code-entry':
      return (
        <CodeEntryStep
          email={step.email}
          onOutcome={onOutcome}
          onOtherEmail={() => setStep({ kind: 'code-request' })}
        />
      );
    case 'two-factor':
      return (
        <TwoFactorStep
          method={step.method}
          onMethodChange={(method) => setStep({ kind: 'two-factor', method })}
          onDone={() => void navigate(redirectTo, { replace: true })}
          onRestart={() => setStep({ kind: 'password' })}
        />
      );
  }
}

interface PasswordStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onOutcome: (outcome: SignInOutcome) => void;
  onUseCode: () => void;
}

function PasswordStep({ email, onEmailChange, onOutcome, onUseCode }: PasswordStepProps) {
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
      <Divider />
      <Button type="button" variant="outline" className="w-full" onClick={onUseCode}>
        <Mail aria-hidden="true" />
        {t('auth.login.emailCode')}
      </Button>
    </div>
  );
}

function Divider() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      {t('auth.login.or')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

interface CodeRequestStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
  onUsePassword: () => void;
}

function CodeRequestStep({ email, onEmailChange, onSent, onUsePassword }: CodeRequestStepProps) {
  const { t } = useTranslation();
  const send = useSendSignInCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    onEmailChange(address);
    send.mutate({ email: address }, { onSuccess: () => onSent(address) });
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.login.emailCode')}>
        <p className="text-sm text-muted-foreground">{t('auth.login.codeDescription')}</p>
        {send.isError && (
          <FormMessage tone="error">{errorText(send.error, t('auth.errors.loginFailed'), t)}</FormMessage>
        )}
        <FormField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <Button type="submit" disabled={send.isPending} className="w-full">
          {send.isPending ? t('auth.login.sendingCode') : t('auth.login.sendCode')}
        </Button>
      </form>
      <Divider />
      <Button type="button" variant="outline" className="w-full" onClick={onUsePassword}>
        {t('auth.login.usePassword')}
      </Button>
    </div>
  );
}

interface CodeEntryStepProps {
  email: string;
  onOutcome: (outcome: SignInOutcome) => void;
  onOtherEmail: () => void;
}

function CodeEntryStep({ email, onOutcome, onOtherEmail }: CodeEntryStepProps) {
  const { t } = useTranslation();
  const signIn = useSignInWithCode();
  const resend = useSendSignInCode();
  const [otp, setOtp] = useState('');
  const [formatError, setFormatError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = otp.replace(/\s/g, '');
    if (!sixDigits.test(code)) {
      setFormatError(t('auth.errors.codeFormat'));
      return;
    }
    setFormatError(undefined);
    resend.reset();
    signIn.mutate({ email, otp: code }, { onSuccess: onOutcome });
  };

  const error = signIn.isError
    ? errorText(signIn.error, t('auth.errors.loginFailed'), t)
    : resend.isError
      ? errorText(resend.error, t('auth.errors.loginFailed'), t)
      : null;

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('auth.login.emailCode')}>
      <FormMessage tone="success">{t('auth.login.codeSent', { email })}</FormMessage>
      {resend.isSuccess && <p className="text-sm text-muted-foreground">{t('auth.login.codeResent')}</p>}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <FormField
        label={t('auth.fields.emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        autoFocus
        value={otp}
        error={formatError}
        onChange={(event) => setOtp(event.target.value)}
        className="font-mono tracking-[0.3em]"
      />
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="h-auto px-0"
          disabled={resend.isPending}
          onClick={() => {
            signIn.reset();
            resend.mutate({ email });
          }}
        >
          {t('auth.login.resendCode')}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={onOtherEmail}>
          {t('auth.login.otherEmail')}
        </Button>
      </div>
    </form>
  );
}

interface TwoFactorStepProps {
  method: 'totp' | 'backup';
  onMethodChange: (method: 'totp' | 'backup') => void;
  onDone: () => void;
  onRestart: () => void;
}

function TwoFactorStep({ method, onMethodChange, onDone, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const totp = useVerifyTotp();
  const backup = useVerifyBackupCode();
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [formatError, setFormatError] = useState<string>();
  const active = method === 'totp' ? totp : backup;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (method === 'totp') {
      const digits = value.replace(/\s/g, '');
      if (!sixDigits.test(digits)) {
        setFormatError(t('auth.errors.codeFormat'));
        return;
      }
      setFormatError(undefined);
      totp.mutate({ code: digits, trustDevice }, { onSuccess: onDone });
    } else {
      backup.mutate({ code: value }, { onSuccess: onDone });
    }
  };

  const switchTo = (next: 'totp' | 'backup') => {
    setCode('');
    setFormatError(undefined);
    totp.reset();
    backup.reset();
    onMethodChange(next);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby="two-factor-title">
      <div className="grid gap-1">
        <h2 id="two-factor-title" className="font-semibold">
          {t('auth.login.twoFactorTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {method === 'totp' ? t('auth.login.twoFactorDescription') : t('auth.login.backupDescription')}
        </p>
      </div>
      {active.isError && (
        <FormMessage tone="error">{errorText(active.error, t('auth.errors.loginFailed'), t)}</FormMessage>
      )}
      {method === 'totp' ? (
        <FormField
          key="totp"
          label={t('auth.fields.authenticatorCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          autoFocus
          value={code}
          error={formatError}
          onChange={(event) => setCode(event.target.value)}
          className="font-mono tracking-[0.3em]"
        />
      ) : (
        <FormField
          key="backup"
          label={t('auth.fields.backupCode')}
          autoComplete="off"
          spellCheck={false}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="font-mono"
        />
      )}
      {method === 'totp' && (
        <CheckboxField
          label={t('auth.login.trustDevice')}
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
        />
      )}
      <Button type="submit" disabled={active.isPending} className="w-full">
        {active.isPending ? t('auth.login.verifying') : t('auth.login.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          className="h-auto px-0"
          onClick={() => switchTo(method === 'totp' ? 'backup' : 'totp')}
        >
          {method === 'totp' ? t('auth.login.useBackupCode') : t('auth.login.useAuthenticator')}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={onRestart}>
          {t('auth.login.backToLogin')}
        </Button>
      </div>
    </form>
  );
}
