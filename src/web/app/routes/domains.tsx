import { useTranslation } from 'react-i18next';
import { DomainsView } from '../../features/domains/components/domains-view';

// GET /domains - Add Domains: the user's custom domains, the DNS records that prove them, and their use
function DomainsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('domains.page.title')}</h1>
        <p className="text-muted-foreground">{t('domains.page.description')}</p>
      </header>
      <DomainsView />
    </div>
  );
}

export { DomainsPage as Component };
