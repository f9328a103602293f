import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { StatusBadge } from '../../components/ui/status-badge';
import { useMe } from '../../lib/queries/me';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { ProfileDetailsForm } from '../../features/account/components/profile-details-form';
import { SessionsSection } from '../../features/account/components/sessions-section';
import { TwoFactorSection } from '../../features/account/components/two-factor-section';
import { PageLayout } from '../../components/layouts/page-layout';

// GET /profile - account details, password, two-factor authentication and sessions
function ProfilePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const twoFactorOn = me.profile.two_factor_enabled;

  return (
    <PageLayout width="3xl" title={t('profile.title')} description={t('profile.description')}>
      <Section title={t('profile.details.title')}>
        <ProfileDetailsForm key={me.profile.id} profile={me.profile} />
      </Section>
      <Section title={t('profile.password.title')} description={t('profile.password.description')}>
        <ChangePasswordForm />
      </Section>
      <Section
        title={t('profile.twoFactor.title')}
        description={
          twoFactorOn ? t('profile.twoFactor.descriptionOn') : t('profile.twoFactor.descriptionOff')
        }
        badge={
          <StatusBadge tone={twoFactorOn ? 'success' : 'neutral'} outline={false} className="px-2.5">
            {twoFactorOn ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
          </StatusBadge>
        }
      >
        <TwoFactorSection enabled={twoFactorOn} />
      </Section>
      <Section title={t('profile.sessions.title')} description={t('profile.sessions.description')}>
        <SessionsSection timeZone={me.profile.timezone} />
      </Section>
    </PageLayout>
  );
}

interface SectionProps {
  title: string;
  description?: string;
  badge?: ReactNode;
  children: ReactNode;
}

function Section({ title, description, badge, children }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle asChild>
            <h2 className="text-lg">{title}</h2>
          </CardTitle>
          {badge}
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export { ProfilePage as Component };
