import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { plansQueryOptions } from '../../features/billing/api/list-plans';
import { WebhooksView } from '../../features/webhooks/components/webhooks-view';
import { PageLayout } from '../../components/layouts/page-layout';
import { useMe } from '../../lib/queries/me';
import { planText } from '../../lib/plan-text';

// GET /settings/webhooks - Webhooks: the tab's workspace's endpoints (add with the secret shown
// once, edit, rotate the secret, turn on or off, send a test event, delete) and one endpoint's
// delivery log (?endpoint=<id>, filtered by ?event= and ?outcome=, with Resend); admins and owners
function WebhooksPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const allowed = me?.entitlements.webhooks ?? false;
  // Without webhooks, the upgrade hint names the plans on sale that have them (from billing).
  const plans = useQuery({ ...plansQueryOptions(), enabled: me !== undefined && !allowed });

  if (!me) return null;
  const plansWithWebhooks =
    plans.data?.filter((plan) => plan.webhooks).map((plan) => planText(plan.display_name)) ?? null;

  return (
    <PageLayout width="5xl" title={t('webhooks.page.title')} description={t('webhooks.page.description')}>
      <WebhooksView allowed={allowed} plansWithWebhooks={plansWithWebhooks} />
    </PageLayout>
  );
}

export { WebhooksPage as Component };
