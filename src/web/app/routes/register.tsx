import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layouts/placeholder-page';

// GET /register - create an account
// PLACEHOLDER: replaced when accounts land; the route exists now so links to it resolve.
function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('placeholders.register.title')}
      description={t('placeholders.register.description')}
    />
  );
}

export { RegisterPage as Component };
