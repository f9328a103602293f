import { useTranslation } from 'react-i18next';
import { useBrand } from '../../features/brand/api/get-brand';
import { PlansHidden, PricingSkeleton, PricingView } from '../../features/billing/components/pricing-view';

// GET /pricing - the plans on sale (public): prices, what each allows, the visitor's own plan, and
// checkout (signed out: through login and back to ?checkout=<plan>); hidden while the brand's
// show_pricing_plans is off
function PricingPage() {
  const { t } = useTranslation();
  const { brand, isPending } = useBrand();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('billing.pricing.title')}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('billing.pricing.description')}</p>
      </header>
      {isPending ? (
        <PricingSkeleton />
      ) : brand.show_pricing_plans ? (
        <PricingView />
      ) : (
        <PlansHidden contactLink={brand.contact_link.trim()} />
      )}
    </div>
  );
}

export { PricingPage as Component };
