import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';
import { useMe } from '../../features/auth/api/get-me';
import { SettingsForm } from '../../features/auth/components/settings-form';
import { useBrand } from '../../features/brand/api/get-brand';

// GET /settings - time zone, default short domain and language
function SettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { brand } = useBrand();
  if (!me) return null;
  const domainChoices = [brand.base_domain, brand.other_domain]
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.description')}</p>
      </header>
      <Card>
        <CardContent>
          <SettingsForm key={me.profile.id} profile={me.profile} domainChoices={domainChoices} />
        </CardContent>
      </Card>
    </div>
  );
}

export { SettingsPage as Component };
