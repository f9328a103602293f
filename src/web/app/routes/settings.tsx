import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../components/form/form-message';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useMe } from '../../lib/queries/me';
import { SettingsForm } from '../../features/account/components/settings-form';
import { ApiKeysSection } from '../../features/api-keys/components/api-keys-section';
import { useShortDomains } from '../../lib/queries/short-domains';

// GET /settings - time zone, default short domain and language; the account's API keys
function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const shortDomains = useShortDomains();
  if (!me) return null;
  // The server's own domain is the choice stored as null; the admin's short domains are named.
  const domainChoices = shortDomains.data?.domains.filter((domain) => domain !== shortDomains.data?.own);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.description')}</p>
      </header>
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
    </div>
  );
}

export { SettingsPage as Component };
