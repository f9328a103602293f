import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../components/form/form-message';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useMe } from '../../lib/queries/me';
import { SettingsForm } from '../../features/account/components/settings-form';
import { ApiKeysSection } from '../../features/api-keys/components/api-keys-section';
import { useShortDomains } from '../../lib/queries/short-domains';
import { PageLayout } from '../../components/layouts/page-layout';

// GET /settings - time zone, default short domain and language; the account's API keys
function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
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
      <ApiKeysSection timeZone={me.profile.timezone} />
    </PageLayout>
  );
}

export { SettingsPage as Component };
