import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../lib/queries/me';
import { AuthCard } from '../../features/auth/components/auth-card';
import { FormMessage } from '../../components/form/form-message';
import { LoginForm } from '../../features/auth/components/login-form/login-form';
import { TextLink } from '../../features/auth/components/text-link';
import { readLoginNotice } from '../../lib/login-notice';
import { safeRedirectTarget, withRedirect } from '../../features/auth/lib/safe-redirect';

// GET /login - sign in by password or emailed code, then go to ?redirect= (same-site paths only)
function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const me = useMe();
  const redirect = params.get('redirect');
  const target = safeRedirectTarget(redirect);
  const notice = readLoginNotice(location.state);

  if (me.data) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <>
          <span>{t('auth.login.noAccount')}</span>
          <TextLink to={withRedirect('/register', redirect)}>{t('auth.login.register')}</TextLink>
        </>
      }
    >
      {notice && (
        <FormMessage tone="success" className="mb-4">
          {notice === 'passwordReset' ? t('auth.login.passwordReset') : t('auth.login.signedOut')}
        </FormMessage>
      )}
      <LoginForm redirectTo={target} />
    </AuthCard>
  );
}

export { LoginPage as Component };
