import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layouts/placeholder-page';

// GET /login - sign in
// PLACEHOLDER: replaced when accounts land; the route exists now so links to it resolve.
function LoginPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('placeholders.login.title')}
      description={t('placeholders.login.description')}
    />
  );
}

export { LoginPage as Component };
