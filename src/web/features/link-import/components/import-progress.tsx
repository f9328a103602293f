import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { importPercent, type LinkImport } from '../../../../shared/link-import';
import { formatNumber } from '../../../lib/format';

/** The job's progress: rows settled of the rows to create, as a bar screen readers can read. */
export function ImportProgress({ item }: { item: LinkImport }) {
  const { t } = useTranslation();
  const id = useId();
  const percent = importPercent(item);
  const done = formatNumber(item.processed);
  const total = formatNumber(item.valid_rows);

  return (
    <div className="grid gap-2">
      <div className="flex justify-between gap-2 text-sm">
        <span id={`${id}-label`} className="font-medium">
          {t(`linkImport.progress.state.${item.state === 'preview' ? 'queued' : item.state}`)}
        </span>
        <span className="tabular-nums">{t('linkImport.progress.rows', { done, total })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('linkImport.progress.valueText', { percent, done, total })}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {(item.state === 'queued' || item.state === 'running') && (
        <p className="text-sm text-muted-foreground">
          {t('linkImport.progress.created', { count: item.created })} {t('linkImport.progress.closeHint')}
        </p>
      )}
    </div>
  );
}
