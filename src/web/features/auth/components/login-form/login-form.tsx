import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignInOutcome } from '../../api/sign-in-outcome';
import { CodeEntryStep } from './code-entry-step';
import { CodeRequestStep } from './code-request-step';
import { PasswordStep } from './password-step';
import { TwoFactorStep } from './two-factor-step';

type Step =
  | { kind: 'password' }
  | { kind: 'code-request' }
  | { kind: 'code-entry'; email: string }
  | { kind: 'two-factor'; method: 'totp' | 'backup' };

interface LoginFormProps {
  /** A safe same-site path to open once signed in. */
  redirectTo: string;
  /** The address the form starts with (the one used before, coming back to the form). */
  initialEmail?: string;
  /** A new confirmation email was asked for: the page shows "Check your email" instead. */
  onConfirmationSent: (email: string) => void;
}

/**
 * Sign-in by password or by emailed code; either may be followed by a second factor (authenticator
 * code, or a backup code) when the account has two-factor on.
 */
export function LoginForm({ redirectTo, initialEmail = '', onConfirmationSent }: LoginFormProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState(initialEmail);

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
          redirectTo={redirectTo}
          onConfirmationSent={onConfirmationSent}
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
