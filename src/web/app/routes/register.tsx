import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMe } from '../../lib/queries/me';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { TextLink } from '../../features/auth/components/text-link';
import { defaultSignedInPath } from '../../features/auth/lib/safe-redirect';

// GET /register - create an account, then land signed in on the dashboard
function RegisterPage() {
  const { t } = useTranslation();
  const me = useMe();

  if (me.data) return <Navigate to={defaultSignedInPath} replace />;

  return (
    <AuthCard
      title={t('auth.register.title')}
      description={t('auth.register.description')}
      footer={
        <>
          <span>{t('auth.register.haveAccount')}</span>
          <TextLink to="/login">{t('auth.register.logIn')}</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}

export { RegisterPage as Component };
