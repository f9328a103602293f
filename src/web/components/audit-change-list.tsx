import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../shared/admin-users';
import { auditChanges, type AuditChange } from '../lib/audit-changes';
import { cn } from '../lib/cn';

interface AuditChangeListProps {
  entry: AuditEntry;
  /** The zone moments are shown in; the signed-in account's when left out. */
  timeZone?: string;
  /** Lines shown at once; the rest behind "Show N more changes" (a plan created lists them all). */
  fold?: number;
  className?: string;
}

/** What an audit entry changed, one line a field: "Plan: Free → Medium"; nothing when nothing did. */
export function AuditChangeList({ entry, timeZone, fold, className }: AuditChangeListProps) {
  const { t } = useTranslation();
  const changes = auditChanges(entry, t, { timeZone });
  if (changes.length === 0) return null;
  const shown = fold !== undefined && changes.length > fold + 1 ? changes.slice(0, fold) : changes;
  const rest = changes.slice(shown.length);
  return (
    <div className={cn('grid gap-0.5 text-xs', className)}>
      <ul aria-label={t('audit.changes.label')} className="grid gap-0.5">
        {shown.map((change, index) => (
          <ChangeLine key={change.field ?? index} change={change} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details>
          <summary className="cursor-pointer text-muted-foreground">
            {t('audit.changes.more', { count: rest.length })}
          </summary>
          <ul aria-label={t('audit.changes.label')} className="grid gap-0.5">
            {rest.map((change, index) => (
              <ChangeLine key={change.field ?? index} change={change} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** "Plan: Free → Medium"; the arrow is read as words. */
function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  const value = (text: string | null) =>
    text === null ? (
      <span className="text-muted-foreground italic">{t('audit.changes.none')}</span>
    ) : (
      <span className="font-medium">{text}</span>
    );
  return (
    <li className="break-words">
      {change.label && <span className="text-muted-foreground">{change.label}: </span>}
      {value(change.before)}
      <span aria-hidden="true"> →</span>
      <span className="sr-only"> {t('audit.changes.changedTo')}</span> {value(change.after)}
    </li>
  );
}
