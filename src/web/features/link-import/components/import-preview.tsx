import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkImport } from '../../../../shared/link-import';
import { Alert } from '../../../components/ui/alert';
import { ProblemsTable } from './problems-table';
import { dateTimeFormat, formatNumber } from '../../../lib/format';
import { useFormatChanges } from '../../../lib/use-format';
import { ColumnHeadings } from '../../../components/ui/column-headings';

/** What an upload will do: the rows to be created (the first of them), the problems, the plan's room. */
export function ImportPreview({ preview }: { preview: LinkImport }) {
  const { t } = useTranslation();
  const id = useId();
  const willCreate = Math.max(0, preview.valid_rows - preview.over_limit);
  const dateFormat = dateTimeFormat({ dateStyle: 'medium' });

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <Figure label={t('linkImport.preview.rows')} value={preview.total_rows} />
        <Figure label={t('linkImport.preview.ready')} value={preview.valid_rows} />
        <Figure label={t('linkImport.preview.withProblems')} value={preview.invalid_rows} />
      </dl>
      {preview.over_limit > 0 && preview.plan_limit !== null && (
        <Alert tone="error">
          {t('linkImport.preview.overLimit', {
            count: preview.plan_limit,
            over: preview.over_limit,
            create: willCreate,
          })}
        </Alert>
      )}
      {preview.codes_replaced && <Alert tone="info">{t('linkImport.preview.codesReplaced')}</Alert>}
      {preview.ignored_columns.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('linkImport.preview.ignored', { columns: preview.ignored_columns.join(', ') })}
        </p>
      )}

      {preview.sample.length > 0 && (
        <section aria-labelledby={`${id}-sample`} className="grid gap-2">
          <h3 id={`${id}-sample`} className="font-semibold">
            {t('linkImport.preview.sampleTitle', { count: preview.sample.length })}
          </h3>
          <div className="max-h-64 overflow-auto rounded-lg border border-border">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">
                {t('linkImport.preview.sampleTitle', { count: preview.sample.length })}
              </caption>
              <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
                <ColumnHeadings
                  className="px-3 py-2"
                  columns={[
                    { label: t('linkImport.problems.row') },
                    { label: t('linkImport.preview.shortLink') },
                    { label: t('linkImport.preview.destination') },
                    { label: t('linkImport.preview.title') },
                    { label: t('linkImport.preview.expires') },
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-border">
                {preview.sample.map((row) => (
                  <tr key={row.row}>
                    <td className="px-3 py-2 tabular-nums">{row.row}</td>
                    <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">
                      {row.domain}/
                      {row.code ?? (
                        <span className="text-muted-foreground">{t('linkImport.preview.newCode')}</span>
                      )}
                    </td>
                    <td className="max-w-[16rem] truncate px-3 py-2" title={row.destination_url}>
                      {row.destination_url}
                    </td>
                    <td className="max-w-[10rem] truncate px-3 py-2">{row.title ?? '—'}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {row.expires_at ? dateFormat.format(new Date(row.expires_at)) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <ProblemsTable
        importId={preview.id}
        problems={preview.problems}
        title={t('linkImport.preview.problemsTitle', { count: preview.invalid_rows })}
      />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  useFormatChanges();
  return (
    <div className="grid gap-0.5 rounded-lg border border-border px-2 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}
