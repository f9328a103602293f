import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Me } from '../../../shared/account';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useMe } from '../../lib/queries/me';
import { useRoleAtLeast, useWorkspaceRole } from '../../lib/queries/workspace';
import { useLinks } from '../../lib/queries/links';
import { CreateLinkForm } from '../../features/links/components/create-link-form';
import { PageLayout } from '../../components/layouts/page-layout';

// GET /create - make a short link, then see it marked in the list
function CreatePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canCreate = useRoleAtLeast('member');
  if (!me) return null;

  return (
    <PageLayout width="2xl" title={t('links.create.title')} description={t('links.create.description')}>
      {!canCreate ? (
        <NotForRole />
      ) : me.entitlements.createLinks ? (
        <CreateWithinPlan me={me} />
      ) : (
        <NotInPlan />
      )}
    </PageLayout>
  );
}

/** A viewer (or a role not known yet) makes no links: the way to the workspace's links instead. */
function NotForRole() {
  const { t } = useTranslation();
  const role = useWorkspaceRole();
  if (role === undefined) return null;
  return (
    <section
      aria-labelledby="create-not-for-role"
      className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <h2 id="create-not-for-role" className="text-xl font-semibold">
        {t('links.create.notForRoleTitle')}
      </h2>
      <p className="text-muted-foreground">
        {t('links.create.notForRoleDescription', { role: t(`workspaces.roles.${role}`) })}
      </p>
      <Button asChild>
        <Link to="/shortlinks">{t('links.create.manageLinks')}</Link>
      </Button>
    </section>
  );
}

/** The plan may create links: its limit and usage first, then the form (off at the limit). */
function CreateWithinPlan({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const max = me.entitlements.maxShortlinks;
  const limited = max !== null && !me.profile.is_admin;
  // The first page of the list carries the count of all the user's links.
  const links = useLinks({ page: 1, q: '' });
  const used = limited ? links.data?.total : undefined;
  const atLimit = limited && used !== undefined && used >= max;

  return (
    <>
      {me.profile.is_admin && (
        <p className="text-sm text-muted-foreground">{t('links.create.adminUnlimited')}</p>
      )}
      {limited && used !== undefined && !atLimit && (
        <p className="text-sm text-muted-foreground">{t('links.create.usage', { used, count: max })}</p>
      )}
      {atLimit && (
        <section
          aria-labelledby="create-at-limit"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-6"
        >
          <h2 id="create-at-limit" className="text-xl font-semibold">
            {t('links.create.limitTitle')}
          </h2>
          <p className="text-muted-foreground">{t('links.create.limitDescription', { used, count: max })}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/shortlinks">{t('links.create.manageLinks')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing">{t('links.create.seePlans')}</Link>
            </Button>
          </div>
        </section>
      )}
      <Card>
        <CardContent>
          <CreateLinkForm
            entitlements={me.entitlements}
            preferredDomain={me.profile.default_domain}
            disabled={atLimit}
            onCreated={(link) => void navigate(`/shortlinks?highlight=${encodeURIComponent(link.id)}`)}
          />
        </CardContent>
      </Card>
    </>
  );
}

/** The plan has no link creation at all (basic): no form, the way to a plan that has it. */
function NotInPlan() {
  const { t } = useTranslation();
  return (
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
  );
}

export { CreatePage as Component };
