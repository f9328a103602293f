import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { displayName, useMe } from '../../features/auth/api/get-me';

// GET /dashboard - the signed-in home
// PLACEHOLDER: replaced when analytics lands; for now it greets the user and points at the account pages.
function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-balance break-words">
        {t('dashboard.title', { name: displayName(me, t('common.user')) })}
      </h1>
      <section
        aria-labelledby="dashboard-placeholder"
        className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border bg-card p-6"
      >
        <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <ChartNoAxesColumn className="size-5" aria-hidden="true" />
        </span>
        <p className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted-foreground">
          {t('common.comingSoon')}
        </p>
        <h2 id="dashboard-placeholder" className="text-xl font-semibold">
          {t('dashboard.placeholder')}
        </h2>
        <p className="text-muted-foreground">{t('dashboard.placeholderDescription')}</p>
        <p className="text-sm text-muted-foreground">{t('dashboard.links')}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/profile">{t('common.profile')}</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/settings">{t('common.settings')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export { DashboardPage as Component };
