import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { guardTimeoutMs, guardWarningMs } from '../lib/guard-constants';

interface GuardLoadingProps {
  admin: boolean;
  /** Skip Loading (Force Continue). */
  onSkip: () => void;
  /** Called once, guardTimeoutMs after this screen appeared, if it is still showing. */
  onTimeout: () => void;
}

/** The full-screen wait while the session check runs; its own timers decide "slow" and "too slow". */
export function GuardLoading({ admin, onSkip, onTimeout }: GuardLoadingProps) {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  const timeOut = useEffectEvent(onTimeout);

  useEffect(() => {
    const warning = setTimeout(() => setSlow(true), guardWarningMs);
    const deadline = setTimeout(() => timeOut(), guardTimeoutMs);
    return () => {
      clearTimeout(warning);
      clearTimeout(deadline);
    };
  }, []);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-12 text-center">
      <div role="status" className="flex flex-col items-center gap-2 text-muted-foreground">
        <p className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {admin ? t('guard.verifyingAdmin') : t('auth.checking')}
        </p>
        {slow && <p className="text-sm">{t('guard.slow')}</p>}
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onSkip}>
        {t('guard.skipLoading')}
      </Button>
    </div>
  );
}
