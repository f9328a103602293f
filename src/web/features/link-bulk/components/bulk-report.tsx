import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJob } from '../../../../shared/link-bulk';
import { Alert } from '../../../components/ui/alert';

/** A finished job: how many links were changed and skipped, each skipped one with why, and the error. */
export function BulkReport({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="grid min-w-0 gap-3">
      <p role="status" className="font-medium">
        {t('linkBulk.report.summary', { done: job.done, skipped: job.skipped.length })}
      </p>
      {job.state === 'failed' && job.error && <Alert tone="error">{job.error}</Alert>}
      {job.skipped.length > 0 && (
        <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
          <h3 id={headingId} className="text-sm font-medium">
            {t('linkBulk.report.skipped')}
          </h3>
          {/* Focusable, so the keyboard can scroll a long list. */}
          <ul
            aria-labelledby={headingId}
            tabIndex={0}
            className="grid max-h-64 min-w-0 gap-2 overflow-y-auto rounded-md border border-border p-3 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {job.skipped.map((skip) => (
              <li key={skip.id} className="grid min-w-0 gap-0.5">
                <span className="font-medium break-all">{skip.link.replace(/^https?:\/\//i, '')}</span>
                <span className="text-muted-foreground">{skip.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
