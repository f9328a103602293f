import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layouts/placeholder-page';

// GET /safe-redirect - interstitial before leaving for a link's destination
// PLACEHOLDER: replaced when short links land; the route exists now so links to it resolve.
function SafeRedirectPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('placeholders.safeRedirect.title')}
      description={t('placeholders.safeRedirect.description')}
    />
  );
}

export { SafeRedirectPage as Component };
