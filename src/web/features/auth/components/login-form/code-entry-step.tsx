import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../components/form/form-field';
import { FormMessage } from '../../../../components/form/form-message';
import { Button } from '../../../../components/ui/button';
import { errorText } from '../../../../lib/api-errors';
import { useSendSignInCode } from '../../api/send-sign-in-code';
import type { SignInOutcome } from '../../api/sign-in-outcome';
import { useSignInWithCode } from '../../api/sign-in-with-code';
import { sixDigits } from './six-digits';
import { StepLink, StepLinks } from './step-links';

interface CodeEntryStepProps {
  email: string;
  onOutcome: (outcome: SignInOutcome) => void;
  onOtherEmail: () => void;
}

export function CodeEntryStep({ email, onOutcome, onOtherEmail }: CodeEntryStepProps) {
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
      <StepLinks>
        <StepLink
          disabled={resend.isPending}
          onClick={() => {
            signIn.reset();
            resend.mutate({ email });
          }}
        >
          {t('auth.login.resendCode')}
        </StepLink>
        <StepLink onClick={onOtherEmail}>{t('auth.login.otherEmail')}</StepLink>
      </StepLinks>
    </form>
  );
}
