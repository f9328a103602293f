import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor, type TwoFactorEnrolment } from '../api/enable-two-factor';
import { useGenerateBackupCodes } from '../api/generate-backup-codes';
import { useConfirmTotpEnrolment } from '../api/confirm-totp-enrolment';
import { BackupCodes } from './backup-codes';
import { FormField } from '../../../components/form/form-field';
import { FormError, FormMessage } from '../../../components/form/form-message';

type Phase =
  | { kind: 'idle'; notice?: 'enabled' | 'disabled' }
  | { kind: 'password' }
  | { kind: 'scan'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; codes: string[]; notice?: 'enabled' };

/**
 * Two-factor by authenticator app. Turning it on: password -> QR code and secret -> first code ->
 * backup codes (shown once). When on: turn off, or replace the backup codes; both ask the password.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useGenerateBackupCodes();

  // Backup codes stay on screen until dismissed, whatever the account now says.
  if (phase.kind === 'codes') {
    return (
      <div className="grid gap-4">
        {phase.notice === 'enabled' && (
          <FormMessage tone="success">{t('profile.twoFactor.enabledNow')}</FormMessage>
        )}
        <BackupCodes codes={phase.codes} onDone={() => setPhase({ kind: 'idle' })} />
      </div>
    );
  }
  if (phase.kind === 'scan') {
    return (
      <ScanStep
        enrolment={phase.enrolment}
        onConfirmed={() => setPhase({ kind: 'codes', codes: phase.enrolment.backupCodes, notice: 'enabled' })}
        onCancel={() => setPhase({ kind: 'idle' })}
      />
    );
  }

  const notice = phase.kind === 'idle' ? phase.notice : undefined;

  if (enabled) {
    return (
      <div className="grid gap-6">
        {notice === 'enabled' && (
          <FormMessage tone="success">{t('profile.twoFactor.enabledNow')}</FormMessage>
        )}
        <PasswordAction
          hint={t('profile.twoFactor.regenerateHint')}
          submitLabel={t('profile.twoFactor.regenerate')}
          variant="outline"
          action={regenerate}
          onDone={(codes) => setPhase({ kind: 'codes', codes })}
        />
        <PasswordAction
          submitLabel={t('profile.twoFactor.disable')}
          variant="destructive"
          action={disable}
          onDone={() => setPhase({ kind: 'idle', notice: 'disabled' })}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {notice === 'disabled' && (
        <FormMessage tone="success">{t('profile.twoFactor.disabledNow')}</FormMessage>
      )}
      {phase.kind === 'password' ? (
        <PasswordAction
          hint={t('profile.twoFactor.passwordPrompt')}
          submitLabel={t('common.continue')}
          action={enable}
          onDone={(enrolment) => setPhase({ kind: 'scan', enrolment })}
          onCancel={() => setPhase({ kind: 'idle' })}
        />
      ) : (
        <div>
          <Button type="button" onClick={() => setPhase({ kind: 'password' })}>
            {t('profile.twoFactor.enable')}
          </Button>
        </div>
      )}
    </div>
  );
}

interface PasswordMutation<T> {
  mutate: (input: { password: string }, options: { onSuccess: (data: T) => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface PasswordActionProps<T> {
  hint?: string;
  submitLabel: string;
  variant?: 'default' | 'outline' | 'destructive';
  action: PasswordMutation<T>;
  onDone: (data: T) => void;
  onCancel?: () => void;
}

/** A password prompt in front of a sensitive two-factor action. */
function PasswordAction<T>({
  hint,
  submitLabel,
  variant = 'default',
  action,
  onDone,
  onCancel,
}: PasswordActionProps<T>) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      { password },
      {
        onSuccess: (data) => {
          setPassword('');
          onDone(data);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={submitLabel}>
      <FormError request={action} fallback={t('auth.errors.requestFailed')} />
      <FormField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        required
        hint={hint}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={variant} disabled={action.isPending}>
          {action.isPending ? t('profile.twoFactor.working') : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The key inside an otpauth:// URI, for typing into an app by hand. */
function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

interface ScanStepProps {
  enrolment: TwoFactorEnrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}

function ScanStep({ enrolment, onConfirmed, onCancel }: ScanStepProps) {
  const { t } = useTranslation();
  const confirm = useConfirmTotpEnrolment();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const secret = secretOf(enrolment.totpURI);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(enrolment.totpURI, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then(
      (url) => {
        if (current) setQr(url);
      },
      // No QR code (no canvas): the secret below still allows setting the app up by hand.
      () => {
        if (current) setQr(null);
      },
    );
    return () => {
      current = false;
    };
  }, [enrolment.totpURI]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setFormatError(t('auth.errors.codeFormat'));
      return;
    }
    setFormatError(undefined);
    confirm.mutate({ code: digits }, { onSuccess: onConfirmed });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={t('profile.twoFactor.title')}>
      <p className="text-sm">{t('profile.twoFactor.scan')}</p>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {qr ? (
          <img
            src={qr}
            alt={t('profile.twoFactor.qrAlt')}
            width={200}
            height={200}
            className="size-[200px] shrink-0 rounded-md border border-border bg-white"
          />
        ) : (
          <div aria-hidden="true" className="size-[200px] shrink-0 animate-pulse rounded-md bg-muted" />
        )}
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium">{t('profile.twoFactor.secret')}</p>
          <code data-testid="totp-secret" className="font-mono text-sm break-all select-all">
            {secret}
          </code>
        </div>
      </div>
      <FormError request={confirm} fallback={t('auth.errors.requestFailed')} />
      <FormField
        label={t('auth.fields.authenticatorCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        hint={t('profile.twoFactor.confirmPrompt')}
        error={formatError}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className="max-w-48 font-mono tracking-[0.3em]"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('profile.twoFactor.confirming') : t('profile.twoFactor.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
