import { MousePointerClick } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** No clicks in the report: a new account is invited to make a link, others to widen the range. */
export function AnalyticsEmpty({ hasLinks }: { hasLinks: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MousePointerClick className="size-6" aria-hidden="true" />
      </span>
      <h2 id={titleId} className="text-xl font-semibold">
        {t('analytics.empty.title')}
      </h2>
      <p className="max-w-md text-muted-foreground">
        {hasLinks ? t('analytics.empty.noClicks') : t('analytics.empty.noLinks')}
      </p>
      <Button asChild variant={hasLinks ? 'outline' : 'default'} className="mt-2">
        <Link to="/create">{t('analytics.empty.create')}</Link>
      </Button>
    </section>
  );
}
