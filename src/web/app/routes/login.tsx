import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../lib/queries/me';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CheckEmailCard } from '../../features/auth/components/check-email-card';
import { FormMessage } from '../../components/form/form-message';
import { LoginForm } from '../../features/auth/components/login-form/login-form';
import { TextLink } from '../../features/auth/components/text-link';
import { readLoginNotice } from '../../lib/login-notice';
import { safeRedirectTarget, withRedirect } from '../../features/auth/lib/safe-redirect';

// GET /login - sign in by password or emailed code, then go to ?redirect= (same-site paths only);
// a right password for an address never confirmed offers to send the confirmation email again, then
// "Check your email", alike for any address
function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const me = useMe();
  const redirect = params.get('redirect');
  const target = safeRedirectTarget(redirect);
  const notice = readLoginNotice(location.state);
  const [confirmation, setConfirmation] = useState<{ email: string; shown: boolean } | null>(null);

  if (me.data) return <Navigate to={target} replace />;

  const footer = (
    <>
      <span>{t('auth.login.noAccount')}</span>
      <TextLink to={withRedirect('/register', redirect)}>{t('auth.login.register')}</TextLink>
    </>
  );

  if (confirmation?.shown) {
    return (
      <CheckEmailCard
        email={confirmation.email}
        purpose="confirmation"
        redirectTo={target}
        onUseAnotherEmail={() => setConfirmation({ email: confirmation.email, shown: false })}
        footer={footer}
      />
    );
  }

  return (
    <AuthCard title={t('auth.login.title')} description={t('auth.login.description')} footer={footer}>
      {notice && (
        <FormMessage tone="success" className="mb-4">
          {notice === 'passwordReset' ? t('auth.login.passwordReset') : t('auth.login.signedOut')}
        </FormMessage>
      )}
      <LoginForm
        redirectTo={target}
        initialEmail={confirmation?.email}
        onConfirmationSent={(email) => setConfirmation({ email, shown: true })}
      />
    </AuthCard>
  );
}

export { LoginPage as Component };
