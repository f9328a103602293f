import { KeyRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../../shared/api-keys';
import { QueryView } from '../../../components/feedback/query-view';
import { CardEmptyState } from '../../../components/layouts/empty-state';
import { CardSection } from '../../../components/layouts/card-section';
import { Alert } from '../../../components/ui/alert';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { toastSuccess } from '../../../lib/toast';
import { useApiKeys } from '../api/list-api-keys';
import { usableTimeZone } from '../lib/dates';
import { ApiKeyItem } from './api-key-item';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

interface ApiKeysSectionProps {
  /** The account's time zone, for the keys' dates and the end of an expiry day. */
  timeZone: string;
}

/** The account's API keys on /settings: the list, Create key (shown once) and Revoke. */
export function ApiKeysSection({ timeZone }: ApiKeysSectionProps) {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const zone = usableTimeZone(timeZone);
  const heading = useRef<HTMLHeadingElement>(null);
  const fullId = useId();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // Fixed while the page is open: enough to mark keys that had expired when the list came.
  const [now] = useState(() => Date.now());

  const data = keys.data;
  const full = data !== undefined && data.items.length >= data.limit;

  return (
    <CardSection
      title={t('apiKeys.section.title')}
      headingRef={heading}
      description={
        <>
          {t('apiKeys.section.description')} {/* A page of the server, not of this app: a plain link. */}
          <a href="/api/docs" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('apiKeys.section.docs')}
          </a>
        </>
      }
      aside={
        <CreateApiKeyDialog
          timeZone={zone}
          disabled={full}
          describedBy={full ? fullId : undefined}
          focusFallback={() => heading.current?.focus()}
        />
      }
    >
      {data && (
        <p className="-mt-2 text-sm text-muted-foreground">
          {t('apiKeys.section.usage', { used: data.items.length, count: data.limit })}
        </p>
      )}
      {full && (
        <Alert tone="info" id={fullId}>
          {t('apiKeys.section.full', { count: data.limit })}
        </Alert>
      )}
      <QueryView
        query={keys}
        failed={t('apiKeys.section.loadFailed')}
        loading={
          <LoadingStatus label={t('apiKeys.section.loading')}>
            <SkeletonRows
              rows={2}
              barClassName={['h-5 w-48 max-w-full', 'h-5 w-64 max-w-full', 'h-4 w-full max-w-md']}
              className="rounded-lg bg-transparent"
            />
          </LoadingStatus>
        }
      >
        {({ items }) =>
          items.length === 0 ? (
            <CardEmptyState
              level={3}
              icon={KeyRound}
              title={t('apiKeys.section.emptyTitle')}
              description={t('apiKeys.section.emptyDescription')}
            />
          ) : (
            <ul
              aria-label={t('apiKeys.list.label')}
              className="divide-y divide-border overflow-hidden rounded-lg border border-border"
            >
              {items.map((apiKey) => (
                <ApiKeyItem
                  key={apiKey.id}
                  apiKey={apiKey}
                  timeZone={zone}
                  now={now}
                  onRevoke={setRevoking}
                />
              ))}
            </ul>
          )
        }
      </QueryView>
      <RevokeApiKeyDialog
        apiKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(apiKey) =>
          toastSuccess(
            t('apiKeys.revoke.revoked', { name: apiKey.name }),
            t('apiKeys.revoke.revokedDescription'),
          )
        }
        // The revoked key's row is gone with its button: the section's title takes focus instead.
        focusAfterRevoke={() => heading.current?.focus()}
      />
    </CardSection>
  );
}
