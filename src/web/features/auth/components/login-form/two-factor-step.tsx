import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { FormField } from '../../../../components/form/form-field';
import { FormError } from '../../../../components/form/form-message';
import { Button } from '../../../../components/ui/button';
import { useVerifyBackupCode } from '../../api/verify-backup-code';
import { useVerifyTotp } from '../../api/verify-totp';
import { sixDigits } from './six-digits';
import { StepLink, StepLinks } from './step-links';

interface TwoFactorStepProps {
  method: 'totp' | 'backup';
  onMethodChange: (method: 'totp' | 'backup') => void;
  onDone: () => void;
  onRestart: () => void;
}

export function TwoFactorStep({ method, onMethodChange, onDone, onRestart }: TwoFactorStepProps) {
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
      <FormError request={active} fallback={t('auth.errors.loginFailed')} />
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
      <StepLinks>
        <StepLink onClick={() => switchTo(method === 'totp' ? 'backup' : 'totp')}>
          {method === 'totp' ? t('auth.login.useBackupCode') : t('auth.login.useAuthenticator')}
        </StepLink>
        <StepLink onClick={onRestart}>{t('auth.login.backToLogin')}</StepLink>
      </StepLinks>
    </form>
  );
}
