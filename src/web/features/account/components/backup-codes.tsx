import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface BackupCodesProps {
  codes: string[];
  onDone: () => void;
}

/** Backup codes, shown once, with a copy button. */
export function BackupCodes({ codes, onDone }: BackupCodesProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <section aria-labelledby="backup-codes-title" className="grid gap-3">
      <h3 id="backup-codes-title" className="font-semibold">
        {t('profile.twoFactor.backupTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('profile.twoFactor.backupDescription')}</p>
      <ul
        aria-label={t('profile.twoFactor.backupTitle')}
        className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-md border border-border bg-muted/40 p-4 font-mono text-sm min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void copyCodes()}>
          {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copy === 'copied' ? t('profile.twoFactor.copied') : t('profile.twoFactor.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('profile.twoFactor.done')}
        </Button>
      </div>
      {copy === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {t('profile.twoFactor.copyFailed')}
        </p>
      )}
    </section>
  );
}
