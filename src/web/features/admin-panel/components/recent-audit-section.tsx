import { History } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntry } from '../../../../shared/admin-users';
import { AuditChangeList } from '../../../components/audit-change-list';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRecentAudit } from '../api/list-recent-audit';
import { formatDateTime } from '../../../lib/format';
import { auditActionText, auditSubjectAccount, auditSubjectText } from '../../../lib/audit-text';
import { PanelSection } from './panel-section';

/** How many of the newest entries the panel lists; an account's page lists its own in full. */
const shown = 10;

/** The newest admin changes (who, what, on what, when, what changed), each user's leading to their page. */
export function RecentAuditSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const audit = useRecentAudit();
  return (
    <PanelSection
      titleId={titleId}
      title={t('adminPanel.audit.title')}
      description={t('adminPanel.audit.description')}
    >
      {audit.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : audit.isError ? (
        <QueryLoadError query={audit} fallback={t('adminPanel.audit.loadFailed')} />
      ) : audit.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <History className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{t('adminPanel.audit.empty')}</p>
        </div>
      ) : (
        <ul aria-labelledby={titleId} className="grid divide-y divide-border rounded-lg border border-border">
          {audit.data.slice(0, shown).map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </PanelSection>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const userId = auditSubjectAccount(entry.subject);
  const subject = auditSubjectText(entry.subject, t);
  const when = new Date(entry.created_at);
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm">
      <span className="font-medium">{auditActionText(entry.action, t)}</span>
      {userId ? (
        <Link
          to={`/admin/users?user=${encodeURIComponent(userId)}`}
          className="[overflow-wrap:anywhere] text-primary underline-offset-4 hover:underline"
        >
          {subject}
        </Link>
      ) : (
        <span className="[overflow-wrap:anywhere]">{subject}</span>
      )}
      <span className="text-muted-foreground">
        {entry.actor
          ? t('adminPanel.audit.by', { email: entry.actor.email })
          : t('adminPanel.audit.byCommandLine')}
      </span>
      <time dateTime={entry.created_at} className="ml-auto text-xs text-muted-foreground">
        {formatDateTime(when)}
      </time>
      <AuditChangeList entry={entry} fold={3} className="basis-full" />
    </li>
  );
}
