import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '../../../../shared/workspace-access';
import { QueryView } from '../../../components/feedback/query-view';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { useWorkspace } from '../../../lib/queries/workspace';
import { useSearchParam } from '../../../lib/use-search-param';
import { DeliveryLog } from './delivery-log';
import { EndpointsSection } from './endpoints-section';
import { PlanPrompt } from './plan-prompt';

interface WebhooksViewProps {
  /** The workspace's plan has webhooks (GET /api/me's entitlements in the tab's workspace). */
  allowed: boolean;
  /** The plans that have them, in the reader's words; null while not known. */
  plansWithWebhooks: readonly string[] | null;
}

/**
 * The whole of /settings/webhooks below its title: the workspace's endpoints, or one endpoint's
 * delivery log (?endpoint=<id>). Only its admins and owners may read them (the server answers the
 * other roles 403), so the others are told so and nothing is asked.
 */
export function WebhooksView({ allowed, plansWithWebhooks }: WebhooksViewProps) {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  const [endpointId] = useSearchParam('endpoint');
  const planPrompt = <PlanPrompt plans={plansWithWebhooks} />;

  return (
    <QueryView
      query={workspace}
      failed={t('workspaces.settings.loadFailed')}
      loading={
        <LoadingStatus label={t('webhooks.page.loading')}>
          <SkeletonRows rows={2} barClassName={['h-6 w-40', 'h-5 w-72 max-w-full', 'h-4 w-full max-w-md']} />
        </LoadingStatus>
      }
    >
      {({ role }) =>
        !roleAtLeast(role, 'admin') ? (
          <Alert tone="info">{t('webhooks.page.readOnly', { role: t(`workspaces.roles.${role}`) })}</Alert>
        ) : endpointId ? (
          <DeliveryLog endpointId={endpointId} allowed={allowed} planPrompt={planPrompt} />
        ) : (
          <EndpointsSection allowed={allowed} planPrompt={planPrompt} />
        )
      }
    </QueryView>
  );
}
