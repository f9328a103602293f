import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layouts/placeholder-page';
import type shell from '../../locales/en/shell.json';

// Each placeholder is titled with its sidebar name, so its key names a sidebar item too.
export type ComingSoonPageKey = keyof typeof shell.pages & keyof typeof shell.nav.items;

/** Holds a signed-in page's place until its feature lands: its sidebar name and what it will hold. */
export function ComingSoonPage({ page }: { page: ComingSoonPageKey }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t(`shell.nav.items.${page}`)}
      description={t(`shell.pages.${page}`)}
      // The shell is where a signed-in user stays: back to the dashboard, not the landing page.
      back={{ to: '/dashboard', label: t('shell.placeholder.back') }}
    />
  );
}
