import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { guardMaxRetries } from '../lib/guard-constants';
import { GuardRetryButton, GuardScreen } from './guard-screen';

interface GuardAuthIssueProps {
  /** Why the check failed, ready to show. */
  message: string;
  /** Retries used so far (at most guardMaxRetries). */
  retries: number;
  retrying: boolean;
  onRetry: () => void;
  onReload: () => void;
  onLogin: () => void;
  onContinue: () => void;
}

/** The spec's Authentication Issue screen: the session check failed or took too long. */
export function GuardAuthIssue({
  message,
  retries,
  retrying,
  onRetry,
  onReload,
  onLogin,
  onContinue,
}: GuardAuthIssueProps) {
  const { t } = useTranslation();
  const exhausted = retries >= guardMaxRetries;

  return (
    <GuardScreen
      icon={ShieldAlert}
      title={t('guard.issue.title')}
      actions={
        <>
          <GuardRetryButton
            tries={retries}
            max={guardMaxRetries}
            busy={retrying}
            label={t('guard.issue.retry')}
            countLabel={t('guard.issue.retryCount', { used: retries, max: guardMaxRetries })}
            onRetry={onRetry}
          />
          <Button type="button" variant="outline" onClick={onReload}>
            {t('guard.issue.forceReload')}
          </Button>
          <Button type="button" variant="outline" onClick={onLogin}>
            {t('guard.issue.goToLogin')}
          </Button>
          <Button type="button" variant="ghost" onClick={onContinue}>
            {t('guard.issue.forceContinue')}
          </Button>
        </>
      }
    >
      <p>{t('guard.issue.description')}</p>
      <p className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive">
        {message}
      </p>
      {exhausted && <p>{t('guard.issue.noRetriesLeft')}</p>}
    </GuardScreen>
  );
}
