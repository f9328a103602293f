import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/admin-users';
import { Button } from '../../../components/ui/button';
import { AuditChangeList } from '../../../components/audit-change-list';
import { useOlderAudit } from '../api/list-audit';
import { formatDateTime } from '../../../lib/format';
import { auditActionText } from '../../../lib/audit-text';
import { RequestError } from '../../../components/feedback/request-error';

interface AuditListProps {
  /** The newest entries, as the account's page answered them. */
  entries: AuditEntry[];
  timeZone: string;
}

/** The target the entries are filed under, when they share one: older ones are asked by it. */
function sharedTarget(entries: AuditEntry[]): string | null {
  const targets = new Set(entries.map((entry) => entry.target));
  return targets.size === 1 ? (entries[0]?.target ?? null) : null;
}

/** Who changed what about an account, and when, newest first; older entries on request. */
export function AuditList({ entries, timeZone }: AuditListProps) {
  const { t } = useTranslation();
  const [wantOlder, setWantOlder] = useState(false);
  const target = sharedTarget(entries);
  const oldest = entries.at(-1)?.id ?? '';
  const older = useOlderAudit(target ?? '', oldest, wantOlder && target !== null);

  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adminUsers.audit.empty')}</p>;
  }

  const olderEntries = older.data?.pages.flatMap((page) => page.items) ?? [];
  const moreToAsk = target !== null && (!wantOlder || (older.hasNextPage && !older.isError));
  const loading = older.isFetching;

  return (
    <div className="grid gap-3">
      <ol
        aria-label={t('adminUsers.audit.list')}
        className="divide-y divide-border rounded-lg border border-border"
      >
        {[...entries, ...olderEntries].map((entry) => (
          <AuditItem key={entry.id} entry={entry} timeZone={timeZone} />
        ))}
      </ol>
      {wantOlder && older.isSuccess && olderEntries.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('adminUsers.audit.noOlder')}</p>
      )}
      <RequestError request={older} fallback={t('adminUsers.audit.olderFailed')} />
      {(moreToAsk || older.isError) && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={loading}
          onClick={() => {
            if (!wantOlder) setWantOlder(true);
            else if (older.isError) void older.refetch();
            else void older.fetchNextPage();
          }}
        >
          {loading ? t('adminUsers.audit.loadingOlder') : t('adminUsers.audit.older')}
        </Button>
      )}
    </div>
  );
}

function AuditItem({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const { t } = useTranslation();
  const time = (iso: string) => formatDateTime(iso, { timeZone });
  return (
    <li className="grid gap-1 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-medium">{auditActionText(entry.action, t)}</span>
        <span className="min-w-0 break-all">
          {entry.actor ? (
            entry.actor.email
          ) : (
            <span className="text-muted-foreground italic">{t('adminUsers.audit.noActor')}</span>
          )}
        </span>
        <time dateTime={entry.created_at} className="text-xs whitespace-nowrap text-muted-foreground">
          {time(entry.created_at)}
        </time>
      </div>
      <AuditChangeList entry={entry} timeZone={timeZone} />
    </li>
  );
}
