import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../../shared/api-keys';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDateTime } from '../../../lib/format';
import { ScopeBadges } from './scope-badges';
import { RemoveButton } from '../../../components/ui/remove-button';

interface ApiKeyItemProps {
  apiKey: ApiKey;
  /** The zone dates are shown in (the account's). */
  timeZone: string;
  now: number;
  /** Revoke was chosen (the dialog gives focus back to this button on Cancel). */
  onRevoke: (apiKey: ApiKey) => void;
}

/** One key: its name and visible start, what it may do, when it was made, last used and ends. */
export function ApiKeyItem({ apiKey, timeZone, now, onRevoke }: ApiKeyItemProps) {
  const { t } = useTranslation();
  const expired = apiKey.expires_at !== null && Date.parse(apiKey.expires_at) <= now;
  const moment = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, { timeZone })}</time>;

  return (
    <li className="grid min-w-0 gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
      <div className="grid min-w-0 gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="min-w-0 font-medium break-words">{apiKey.name}</h3>
          <code
            className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all"
            title={t('apiKeys.list.prefix', { prefix: apiKey.prefix })}
          >
            {`${apiKey.prefix}…`}
          </code>
          {expired && <StatusBadge tone="destructive">{t('apiKeys.list.expired')}</StatusBadge>}
        </div>
        <ScopeBadges scopes={apiKey.scopes} label={t('apiKeys.list.scopes')} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('apiKeys.list.role')}</dt>
            <dd>{t(`workspaces.roles.${apiKey.role}`)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('apiKeys.list.created')}</dt>
            <dd>{moment(apiKey.created_at)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('apiKeys.list.lastUsed')}</dt>
            <dd>
              {apiKey.last_used_at === null ? t('apiKeys.list.neverUsed') : moment(apiKey.last_used_at)}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{t('apiKeys.list.expires')}</dt>
            <dd className={expired ? 'text-destructive' : undefined}>
              {apiKey.expires_at === null ? t('apiKeys.list.never') : moment(apiKey.expires_at)}
            </dd>
          </div>
        </dl>
      </div>
      <RemoveButton
        label={t('apiKeys.list.revokeNamed', { name: apiKey.name })}
        text={t('apiKeys.list.revoke')}
        variant="outline"
        className="justify-self-start"
        onClick={() => onRevoke(apiKey)}
      />
    </li>
  );
}
