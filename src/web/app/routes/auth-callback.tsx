import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layouts/placeholder-page';

// GET /auth/callback - where email links and sign-in providers return
// PLACEHOLDER: replaced when accounts land; the route exists now so links to it resolve.
function AuthCallbackPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('placeholders.authCallback.title')}
      description={t('placeholders.authCallback.description')}
    />
  );
}

export { AuthCallbackPage as Component };
