import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJob } from '../../../../shared/link-bulk';

/** A queued or running job: links settled of the links it takes, as a bar screen readers can read. */
export function BulkProgress({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  const id = useId();
  const total = Math.max(job.total, 0);
  const processed = Math.min(job.processed, total);
  const percent = total === 0 ? 0 : Math.round((processed / total) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex justify-between gap-2 text-sm">
        <span id={`${id}-label`} className="font-medium">
          {t(job.state === 'queued' ? 'linkBulk.progress.queued' : 'linkBulk.progress.running')}
        </span>
        <span className="tabular-nums">{t('linkBulk.progress.count', { processed, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={processed}
        aria-valuetext={t('linkBulk.progress.valueText', { processed, total })}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
