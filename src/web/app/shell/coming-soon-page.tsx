import { Construction } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import type shell from '../../locales/en/shell.json';

// Each placeholder is titled with its sidebar name, so its key names a sidebar item too.
export type ComingSoonPageKey = keyof typeof shell.pages & keyof typeof shell.nav.items;

/**
 * Holds a signed-in page's place until its feature lands: the page's sidebar name as its title and
 * what it will hold. Unlike the public PlaceholderPage it leads back to the dashboard, not the landing
 * page, since the shell is where the user stays.
 */
export function ComingSoonPage({ page }: { page: ComingSoonPageKey }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-16 text-center sm:py-24"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <p className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground">
        {t('placeholders.badge')}
      </p>
      <h1 id={titleId} className="text-3xl font-bold tracking-tight text-balance break-words">
        {t(`shell.nav.items.${page}`)}
      </h1>
      <p className="text-muted-foreground">{t(`shell.pages.${page}`)}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/dashboard">{t('shell.placeholder.back')}</Link>
      </Button>
    </section>
  );
}
