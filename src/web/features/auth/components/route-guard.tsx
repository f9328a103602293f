import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { signedOutOnPurpose } from '../../../lib/queries/account-cache';
import { isUnauthorized, meQueryOptions, useMe } from '../../../lib/queries/me';
import {
  accessDeniedMaxTries,
  guardMaxRetries,
  guardRetryTimeoutMs,
  guardTimeoutMs,
} from '../lib/guard-constants';
import { GuardTimeoutError, raceTimeout } from '../lib/guard-timeout';
import { GuardAccessDenied } from './guard-access-denied';
import { GuardAuthIssue } from './guard-auth-issue';
import { GuardLoading } from './guard-loading';
import { errorText } from '../../../lib/api-errors';

export interface RouteGuardProps {
  /** Only admins see the page; everyone else gets Access Denied. */
  admin?: boolean;
  /** The page's human name, for "You don't have admin permissions to access {page}.". */
  page?: string;
  children: ReactNode;
}

/**
 * The spec's route guard for signed-in pages. Decisions, first match wins:
 * 1. the server said 401 (now or on any later check): to /login?redirect=<here> (replace);
 * 2. the server sent the profile: the page, or Access Denied on an admin route for a non-admin;
 * 3. the user chose Force Continue / Skip Loading: the page (see below);
 * 4. the check failed or passed guardTimeoutMs: Authentication Issue, never the page;
 * 5. otherwise: the loading screen.
 *
 * Force Continue is safe because it only shows the page's shell: the server authorises every data
 * request on its own (session and, for admin APIs, admin status), so a page opened without a
 * confirmed session shows its own errors, never data. On an admin route it still never overrides a
 * known answer: a profile without is_admin gets Access Denied (rule 2 comes first, also when the
 * answer arrives after the user continued). Only when no answer is known does it show the shell.
 */
export function RouteGuard({ admin = false, page, children }: RouteGuardProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [forced, setForced] = useState(false);
  // The guard's own finding: the 15 s time-out, or why the last Retry / Try Again failed.
  const [failure, setFailure] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const [retries, setRetries] = useState(0);
  const [deniedTries, setDeniedTries] = useState(0);

  const loginPath = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;

  /** Asks the server again; `shown` stays on screen while the answer is awaited. */
  async function checkAgain(shown: unknown) {
    setChecking(true);
    setFailure(shown);
    try {
      await recheckMe(queryClient);
      setFailure(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setChecking(false);
    }
  }

  function timeOut() {
    setFailure(new GuardTimeoutError(guardTimeoutMs));
    // Stop waiting for the hung request, so that Retry asks afresh instead of joining it.
    void queryClient.cancelQueries({ queryKey: meQueryOptions().queryKey });
  }

  function describe(error: unknown): string {
    if (error instanceof GuardTimeoutError) {
      return t('guard.issue.timedOut', { seconds: error.ms / 1000 });
    }
    return errorText(error, t('auth.checkFailed'), t);
  }

  // Signed out, whether on the first check or a later one (Retry and Try Again answer into the query).
  if (isUnauthorized(me.error)) {
    return <Navigate to={signedOutOnPurpose() ? '/login' : loginPath} replace />;
  }

  const profile = me.data?.profile;
  if (profile) {
    if (!admin || profile.is_admin) return children;
    return (
      <GuardAccessDenied
        page={page}
        tries={deniedTries}
        checking={checking}
        problem={failure === null ? undefined : describe(failure)}
        onTryAgain={() => {
          if (deniedTries >= accessDeniedMaxTries) return;
          setDeniedTries((tries) => tries + 1);
          void checkAgain(null);
        }}
        onDashboard={() => void navigate('/dashboard')}
      />
    );
  }

  // The shell only, with no confirmed session: see the comment above the component.
  if (forced) return children;

  const error = failure ?? me.error;
  if (error !== null) {
    return (
      <GuardAuthIssue
        message={describe(error)}
        retries={retries}
        retrying={checking}
        onRetry={() => {
          if (retries >= guardMaxRetries) return;
          setRetries((count) => count + 1);
          void checkAgain(error);
        }}
        onReload={() => window.location.reload()}
        onLogin={() => void navigate(loginPath)}
        onContinue={() => setForced(true)}
      />
    );
  }

  return <GuardLoading admin={admin} onSkip={() => setForced(true)} onTimeout={timeOut} />;
}

/**
 * GET /api/me once more, abandoned after guardRetryTimeoutMs. The answer lands in the shared ['me']
 * cache, so every reader of useMe sees it; an abandoned request is cancelled (its fetch aborted).
 */
async function recheckMe(queryClient: QueryClient): Promise<void> {
  const { queryKey } = meQueryOptions();
  // A request still hanging would otherwise be joined instead of asked afresh.
  await queryClient.cancelQueries({ queryKey });
  try {
    await raceTimeout(
      // One attempt per press: the press is the retry.
      queryClient.fetchQuery({ ...meQueryOptions(), retry: false, staleTime: 0 }),
      guardRetryTimeoutMs,
    );
  } catch (error) {
    if (error instanceof GuardTimeoutError) await queryClient.cancelQueries({ queryKey });
    throw error;
  }
}
