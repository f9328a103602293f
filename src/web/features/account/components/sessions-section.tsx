import { Laptop, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isTimeZone } from '../../../../shared/account';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCurrentSessionToken } from '../api/get-session';
import { useSessions, type AccountSession } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useRevokeSessions } from '../api/revoke-sessions';
import { loginNoticeState } from '../../../lib/login-notice';
import { describeUserAgent } from '../lib/user-agent';
import { FormMessage } from '../../../components/form/form-message';
import { errorText } from '../../../lib/api-errors';
import { dateTimeFormat } from '../../../lib/format';

interface SessionsSectionProps {
  /** The account's time zone, for the sign-in times. */
  timeZone: string;
}

/** Where the account is signed in, with a way to end any of those sessions. */
export function SessionsSection({ timeZone }: SessionsSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sessions = useSessions();
  const current = useCurrentSessionToken();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const revokeAll = useRevokeSessions();
  const dateFormat = dateTimeFormat({
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(isTimeZone(timeZone) ? { timeZone } : {}),
  });

  const failure = [revoke, revokeOthers, revokeAll].find((mutation) => mutation.isError);

  const describe = (session: AccountSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('profile.sessions.deviceOn', { browser, os });
    return browser ?? os ?? session.userAgent ?? t('profile.sessions.unknownDevice');
  };

  return (
    <div className="grid gap-4">
      {revokeOthers.isSuccess && (
        <FormMessage tone="success">{t('profile.sessions.othersSignedOut')}</FormMessage>
      )}
      {revoke.isSuccess && <FormMessage tone="success">{t('profile.sessions.revoked')}</FormMessage>}
      {failure && (
        <FormMessage tone="error">{errorText(failure.error, t('auth.errors.requestFailed'), t)}</FormMessage>
      )}
      {sessions.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          {t('profile.sessions.loading')}
        </p>
      )}
      {sessions.isError && (
        <FormMessage tone="error">
          {t('profile.sessions.loadFailed')}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void sessions.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </FormMessage>
      )}
      {sessions.data && (
        <ul className="divide-y divide-border rounded-md border border-border">
          {sessions.data.map((session) => {
            const isCurrent = session.token === current.data;
            const mobile = /Mobile|Android|iPhone|iPad/.test(session.userAgent ?? '');
            const Icon = mobile ? Smartphone : Laptop;
            return (
              <li
                key={session.token}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="grid min-w-0 gap-0.5">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="break-words" title={session.userAgent ?? undefined}>
                        {describe(session)}
                      </span>
                      {isCurrent && (
                        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
                          {t('profile.sessions.thisDevice')}
                        </span>
                      )}
                    </p>
                    {session.ipAddress && (
                      <p className="text-sm text-muted-foreground">
                        {t('profile.sessions.ip', { ip: session.ipAddress })}
                      </p>
                    )}
                    <p className="text-sm text-muted-foreground">
                      {t('profile.sessions.created', { date: dateFormat.format(session.createdAt) })}
                    </p>
                  </div>
                </div>
                {!isCurrent && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start sm:self-center"
                    disabled={revoke.isPending}
                    aria-label={`${t('profile.sessions.revoke')}: ${describe(session)}`}
                    onClick={() => {
                      revokeOthers.reset();
                      revoke.mutate({ token: session.token });
                    }}
                  >
                    {t('profile.sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={revokeOthers.isPending}
          onClick={() => {
            revoke.reset();
            revokeOthers.mutate();
          }}
        >
          {t('profile.sessions.signOutOthers')}
        </Button>
        <Button
          variant="destructive"
          disabled={revokeAll.isPending}
          onClick={() =>
            revokeAll.mutate(undefined, {
              onSuccess: () =>
                void navigate('/login', { replace: true, state: loginNoticeState('signedOut') }),
            })
          }
        >
          {t('profile.sessions.signOutEverywhere')}
        </Button>
      </div>
    </div>
  );
}
