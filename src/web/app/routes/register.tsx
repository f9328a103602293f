import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useMe } from '../../lib/queries/me';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { TextLink } from '../../features/auth/components/text-link';
import { safeRedirectTarget, withRedirect } from '../../features/auth/lib/safe-redirect';

// GET /register - create an account, then land signed in on ?redirect= (same-site paths only) or
// the dashboard
function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const me = useMe();
  const redirect = params.get('redirect');
  const target = safeRedirectTarget(redirect);

  if (me.data) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t('auth.register.title')}
      description={t('auth.register.description')}
      footer={
        <>
          <span>{t('auth.register.haveAccount')}</span>
          <TextLink to={withRedirect('/login', redirect)}>{t('auth.register.logIn')}</TextLink>
        </>
      }
    >
      <RegisterForm redirectTo={target} />
    </AuthCard>
  );
}

export { RegisterPage as Component };
