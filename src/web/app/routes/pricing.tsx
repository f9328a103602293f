import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layouts/placeholder-page';

// GET /pricing - pricing plans
// PLACEHOLDER: replaced when billing lands; the route exists now so links to it resolve.
function PricingPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('placeholders.pricing.title')}
      description={t('placeholders.pricing.description')}
    />
  );
}

export { PricingPage as Component };
