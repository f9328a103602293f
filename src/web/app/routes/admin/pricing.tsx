import { useTranslation } from 'react-i18next';
import { PlansView } from '../../../features/admin-billing/components/plans-view';

// GET /admin/pricing - Pricing Plans Setting (admin only): every plan, archived ones too, with its
// subscribers; create, edit, delete (archived instead while accounts use it) and restore
function AdminPricingPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('shell.nav.items.adminPricing')}</h1>
        <p className="text-muted-foreground">{t('shell.pages.adminPricing')}</p>
      </header>
      <PlansView />
    </div>
  );
}

export { AdminPricingPage as Component };
