import { Building2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form/form-message';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useMe } from '../../lib/queries/me';
import { SettingsForm } from '../../features/account/components/settings-form';
import { ApiKeysSection } from '../../features/api-keys/components/api-keys-section';
import { useShortDomains } from '../../lib/queries/short-domains';
import { PageLayout } from '../../components/layouts/page-layout';
import { CardSection } from '../../components/layouts/card-section';
import { Button } from '../../components/ui/button';
import { useCurrentWorkspace } from '../../lib/queries/workspace';

// GET /settings - time zone, default short domain and language; the way to the workspace's settings
// and members; the workspace's API keys
function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const workspace = useCurrentWorkspace();
  const shortDomains = useShortDomains();
  if (!me) return null;
  // The server's own domain is the choice stored as null; the admin's short domains are named.
  const domainChoices = shortDomains.data?.domains.filter((domain) => domain !== shortDomains.data?.own);

  return (
    <PageLayout width="3xl" title={t('settings.title')} description={t('settings.description')}>
      <Card>
        <CardContent>
          {domainChoices ? (
            <SettingsForm key={me.profile.id} profile={me.profile} domainChoices={domainChoices} />
          ) : shortDomains.isError ? (
            <FormMessage tone="error">{t('settings.domainsFailed')}</FormMessage>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </CardContent>
      </Card>
      <CardSection
        title={t('settings.workspaceTitle')}
        description={
          workspace.summary
            ? t('settings.workspaceDescription', { name: workspace.summary.name })
            : t('settings.workspaceDescriptionLoading')
        }
      >
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/settings/workspace">
              <Building2 aria-hidden="true" />
              {t('settings.workspaceSettings')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/settings/members">
              <Users aria-hidden="true" />
              {t('settings.members')}
            </Link>
          </Button>
        </div>
      </CardSection>
      <ApiKeysSection timeZone={me.profile.timezone} />
    </PageLayout>
  );
}

export { SettingsPage as Component };
