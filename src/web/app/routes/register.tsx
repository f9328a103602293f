import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useMe } from '../../lib/queries/me';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CheckEmailCard } from '../../features/auth/components/check-email-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { TextLink } from '../../features/auth/components/text-link';
import { safeRedirectTarget, withRedirect } from '../../features/auth/lib/safe-redirect';

// GET /register - create an account, then check your email (the same words whether or not the
// address had an account), whose link lands on ?redirect= (same-site paths only) or the dashboard
// once confirmed; an account signed in at once (the install's first) lands there now
function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const me = useMe();
  const redirect = params.get('redirect');
  const target = safeRedirectTarget(redirect);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (me.data) return <Navigate to={target} replace />;

  const footer = (
    <>
      <span>{t('auth.register.haveAccount')}</span>
      <TextLink to={withRedirect('/login', redirect)}>{t('auth.register.logIn')}</TextLink>
    </>
  );

  if (sentTo !== null) {
    return (
      <CheckEmailCard
        email={sentTo}
        redirectTo={target}
        onUseAnotherEmail={() => setSentTo(null)}
        footer={footer}
      />
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} description={t('auth.register.description')} footer={footer}>
      <RegisterForm redirectTo={target} onCheckEmail={setSentTo} />
    </AuthCard>
  );
}

export { RegisterPage as Component };
