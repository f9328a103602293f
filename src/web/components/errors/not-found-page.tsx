import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center sm:py-28"
    >
      <p className="text-sm font-semibold tracking-widest text-primary">{t('errors.notFound.code')}</p>
      <h1 id="not-found-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t('errors.notFound.title')}
      </h1>
      <p className="text-muted-foreground">{t('errors.notFound.description')}</p>
      <Button asChild className="mt-2">
        {/* The landing page is its own document: a full page load, not a route of this app. */}
        <a href="/">{t('common.backHome')}</a>
      </Button>
    </section>
  );
}
