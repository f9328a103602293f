import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { accessDeniedMaxTries } from '../lib/guard-constants';
import { GuardRetryButton, GuardScreen } from './guard-screen';

interface GuardAccessDeniedProps {
  /** The page's human name; "this page" when not given. */
  page?: string;
  /** Try Again presses so far (at most accessDeniedMaxTries). */
  tries: number;
  checking: boolean;
  /** Why the last Try Again could not check, if it could not. */
  problem?: string;
  onTryAgain: () => void;
  onDashboard: () => void;
}

/** The spec's Access Denied screen: signed in, but the server says this account is not an admin. */
export function GuardAccessDenied({
  page,
  tries,
  checking,
  problem,
  onTryAgain,
  onDashboard,
}: GuardAccessDeniedProps) {
  const { t } = useTranslation();
  const exhausted = tries >= accessDeniedMaxTries;

  return (
    <GuardScreen
      icon={ShieldX}
      title={t('guard.denied.title')}
      actions={
        <>
          <GuardRetryButton
            tries={tries}
            max={accessDeniedMaxTries}
            busy={checking}
            variant="outline"
            label={t('guard.denied.tryAgain')}
            countLabel={t('guard.denied.tryAgainCount', { used: tries, max: accessDeniedMaxTries })}
            onRetry={onTryAgain}
          />
          <Button type="button" onClick={onDashboard}>
            {t('guard.denied.returnToDashboard')}
          </Button>
        </>
      }
    >
      <p>{t('guard.denied.message', { page: page ?? t('guard.denied.thisPage') })}</p>
      {problem && <p className="text-destructive">{problem}</p>}
      {exhausted && <p>{t('guard.denied.noTriesLeft')}</p>}
    </GuardScreen>
  );
}
