import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../ui/button';

interface PlaceholderPageProps {
  title: string;
  description: string;
  /** Where the button leads; the landing page unless given (signed-in pages lead to the dashboard). */
  back?: { to: string; label: string };
}

/** Holds a route's place until its feature lands, so links to it never hit the not-found page. */
export function PlaceholderPage({ title, description, back }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="placeholder-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center sm:py-28"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <p className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground">
        {t('placeholders.badge')}
      </p>
      <h1 id="placeholder-title" className="text-3xl font-bold tracking-tight text-balance break-words">
        {title}
      </h1>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={back?.to ?? '/'}>{back?.label ?? t('common.backHome')}</Link>
      </Button>
    </section>
  );
}
