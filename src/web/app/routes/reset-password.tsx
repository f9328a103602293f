import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { FormMessage } from '../../components/form/form-message';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { TextLink } from '../../features/auth/components/text-link';

// GET /reset-password?token=... - choose a new password; ?error=INVALID_TOKEN when the link was refused
function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [refused, setRefused] = useState(false);
  const invalid = refused || params.has('error') || !token;

  return (
    <AuthCard
      title={t('auth.reset.title')}
      description={invalid ? undefined : t('auth.reset.description')}
      footer={<TextLink to="/login">{t('auth.forgot.backToLogin')}</TextLink>}
    >
      {invalid ? (
        <div className="grid gap-4">
          <FormMessage tone="error">{t('auth.reset.invalid')}</FormMessage>
          <Button asChild variant="outline" className="w-full">
            <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>
          </Button>
        </div>
      ) : (
        <ResetPasswordForm token={token} onInvalidToken={() => setRefused(true)} />
      )}
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
