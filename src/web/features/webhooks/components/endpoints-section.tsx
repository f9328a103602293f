import { Webhook } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxEndpointsPerWorkspace, type WebhookEndpoint } from '../../../../shared/webhooks';
import { QueryView } from '../../../components/feedback/query-view';
import { CardSection } from '../../../components/layouts/card-section';
import { CardEmptyState } from '../../../components/layouts/empty-state';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { toastSuccess } from '../../../lib/toast';
import { useWebhooks } from '../api/list-webhooks';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { DeleteEndpointDialog } from './delete-endpoint-dialog';
import { EditEndpointDialog } from './edit-endpoint-dialog';
import { EndpointItem } from './endpoint-item';
import { useFocusOnArrival } from './focus-on-arrival';
import { RotateSecretDialog } from './rotate-secret-dialog';

interface EndpointsSectionProps {
  /** The plan has webhooks: adding and changing endpoints is offered. */
  allowed: boolean;
  /** Why not, when it has none (shown where the Add button would be). */
  planPrompt: ReactNode;
}

/** The workspace's endpoints: Add (the secret shown once), and each one's log, test and changes. */
export function EndpointsSection({ allowed, planPrompt }: EndpointsSectionProps) {
  const { t } = useTranslation();
  const endpoints = useWebhooks();
  const heading = useFocusOnArrival();
  const fullId = useId();
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);

  const used = endpoints.data?.items.length;
  const full = used !== undefined && used >= maxEndpointsPerWorkspace;

  return (
    <CardSection
      title={t('webhooks.list.title')}
      headingRef={heading}
      description={t('webhooks.page.standard')}
      aside={
        allowed && (
          <div className="flex flex-wrap items-center gap-3">
            {used !== undefined && (
              <p className="text-sm text-muted-foreground">
                {t('webhooks.list.usage', { used, count: maxEndpointsPerWorkspace })}
              </p>
            )}
            <AddEndpointDialog
              disabled={full}
              describedBy={full ? fullId : undefined}
              focusFallback={() => heading.current?.focus()}
            />
          </div>
        )
      }
    >
      {!allowed && planPrompt}
      {allowed && full && (
        <Alert tone="info" id={fullId}>
          {t('webhooks.list.full', { count: maxEndpointsPerWorkspace })}
        </Alert>
      )}
      <QueryView
        query={endpoints}
        failed={t('webhooks.list.loadFailed')}
        loading={
          <LoadingStatus label={t('webhooks.page.loading')}>
            <SkeletonRows
              rows={2}
              barClassName={['h-5 w-72 max-w-full', 'h-4 w-48 max-w-full', 'h-8 w-full max-w-md']}
              className="rounded-lg bg-transparent"
            />
          </LoadingStatus>
        }
      >
        {({ items }) =>
          items.length === 0 ? (
            <CardEmptyState
              level={3}
              icon={Webhook}
              title={t('webhooks.list.emptyTitle')}
              description={t('webhooks.list.emptyDescription')}
            />
          ) : (
            <ul
              aria-label={t('webhooks.list.label')}
              className="divide-y divide-border overflow-hidden rounded-lg border border-border"
            >
              {items.map((endpoint) => (
                <EndpointItem
                  key={endpoint.id}
                  endpoint={endpoint}
                  allowed={allowed}
                  onEdit={setEditing}
                  onRotate={setRotating}
                  onDelete={setDeleting}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <EditEndpointDialog endpoint={editing} onClose={() => setEditing(null)} />
      <RotateSecretDialog endpoint={rotating} onClose={() => setRotating(null)} />
      <DeleteEndpointDialog
        endpoint={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => toastSuccess(t('webhooks.remove.removed'))}
        // The deleted endpoint's row went with the button that opened the dialog.
        focusAfterDelete={() => heading.current?.focus()}
      />
    </CardSection>
  );
}
