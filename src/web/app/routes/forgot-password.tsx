import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { TextLink } from '../../features/auth/components/text-link';

// GET /forgot-password - ask for a password reset link by email
function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      description={t('auth.forgot.description')}
      footer={<TextLink to="/login">{t('auth.forgot.backToLogin')}</TextLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
