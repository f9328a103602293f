import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useMe } from '../../features/auth/api/get-me';
import { CreateLinkForm } from '../../features/links/components/create-link-form';

// GET /create - make a short link, then see it marked in the list
function CreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  if (!me) return null;
  const { entitlements } = me;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('links.create.title')}</h1>
        <p className="text-muted-foreground">{t('links.create.description')}</p>
        {entitlements.createLinks && entitlements.maxShortlinks !== null && (
          <p className="text-sm text-muted-foreground">
            {t('links.create.planLimit', { count: entitlements.maxShortlinks })}
          </p>
        )}
      </header>
      {entitlements.createLinks ? (
        <Card>
          <CardContent>
            <CreateLinkForm
              entitlements={entitlements}
              preferredDomain={me.profile.default_domain}
              onCreated={(link) => void navigate(`/shortlinks?highlight=${encodeURIComponent(link.id)}`)}
            />
          </CardContent>
        </Card>
      ) : (
        <section
          aria-labelledby="create-not-in-plan"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
        >
          <span className="flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <h2 id="create-not-in-plan" className="text-xl font-semibold">
            {t('links.create.notInPlanTitle')}
          </h2>
          <p className="text-muted-foreground">{t('links.create.notInPlanDescription')}</p>
          <Button asChild>
            <Link to="/pricing">{t('links.create.seePlans')}</Link>
          </Button>
        </section>
      )}
    </div>
  );
}

export { CreatePage as Component };
