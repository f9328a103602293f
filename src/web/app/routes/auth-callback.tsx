import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { accountChanged } from '../../lib/queries/account-cache';
import { AuthCard } from '../../features/auth/components/auth-card';
import { FormMessage } from '../../components/form/form-message';
import { defaultSignedInPath, safeRedirectTarget, withRedirect } from '../../features/auth/lib/safe-redirect';

// How long "Email verified" stays on screen before the next page opens.
const continueAfterMs = 2000;

// better-auth's answers for a used, expired or unknown link.
const invalidLinkErrors = new Set(['invalid_token', 'token_expired']);

// GET /auth/callback - where email links land. The server says what happened (see
// src/server/modules/auth/verification-outcome.ts): ?status=verified, ?status=already_verified, or
// better-auth's ?error=... when the link was refused. Anything else verified nothing. ?redirect= is
// the page to open once confirmed (a checkout chosen before registering; same-site paths only), or
// the dashboard; a way to log in carries it along.
function AuthCallbackPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const error = params.get('error');
  if (error !== null) return <Failed error={error} redirect={redirect} />;
  const status = params.get('status');
  if (status === 'verified') return <Verified redirect={redirect} />;
  if (status === 'already_verified') return <AlreadyVerified redirect={redirect} />;
  return <NothingToVerify />;
}

interface CarriedRedirect {
  /** The callback's ?redirect=, as it came. */
  redirect: string | null;
}

function AlreadyVerified({ redirect }: CarriedRedirect) {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.callback.alreadyVerifiedTitle')}
      description={t('auth.callback.alreadyVerifiedDescription')}
    >
      <div className="grid gap-3">
        <Button asChild className="w-full">
          <Link to={defaultSignedInPath}>{t('auth.callback.goToDashboard')}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to={withRedirect('/login', redirect)}>{t('auth.callback.goToLogin')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

/** No token and no outcome: a visit by hand or a stripped link. Nothing happened; say so, stay. */
function NothingToVerify() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.callback.nothingTitle')} description={t('auth.callback.nothingDescription')}>
      <Button asChild variant="outline" className="w-full">
        <Link to="/login">{t('auth.callback.goToLogin')}</Link>
      </Button>
    </AuthCard>
  );
}

function Verified({ redirect }: CarriedRedirect) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = safeRedirectTarget(redirect);
  const toDashboard = target === defaultSignedInPath;

  useEffect(() => {
    // Verifying may have signed the user in, and changes their verified state either way.
    void accountChanged(queryClient);
    const timer = setTimeout(() => void navigate(target, { replace: true }), continueAfterMs);
    return () => clearTimeout(timer);
  }, [navigate, queryClient, target]);

  return (
    <AuthCard
      title={t('auth.callback.verifiedTitle')}
      description={
        toDashboard ? t('auth.callback.verifiedDescription') : t('auth.callback.verifiedDescriptionBack')
      }
    >
      <Button asChild className="w-full">
        <Link to={target} replace>
          {toDashboard ? t('auth.callback.continue') : t('auth.callback.continueBack')}
        </Link>
      </Button>
    </AuthCard>
  );
}

function Failed({ error, redirect }: CarriedRedirect & { error: string }) {
  const { t } = useTranslation();
  const message = invalidLinkErrors.has(error.toLowerCase())
    ? t('auth.callback.invalidLink')
    : t('auth.errors.authenticationFailed');
  return (
    <AuthCard title={t('auth.callback.failedTitle')}>
      <div className="grid gap-4">
        <FormMessage tone="error">{message}</FormMessage>
        <Button asChild variant="outline" className="w-full">
          <Link to={withRedirect('/login', redirect)}>{t('auth.callback.goToLogin')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export { AuthCallbackPage as Component };
