import type { TFunction } from 'i18next';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportProblem } from '../../../../shared/link-import';
import { buttonVariants } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { reportUrl } from '../api/csv-urls';
import { ColumnHeadings } from '../../../components/ui/column-headings';

/** Rows shown on the page; the downloadable report has them all. */
const shownRows = 100;

interface ProblemsTableProps {
  importId: string;
  problems: ImportProblem[];
  /** The table's heading. */
  title: string;
}

/** Every row not created with its column and reason: the first 100 here, all of them in the CSV. */
export function ProblemsTable({ importId, problems, title }: ProblemsTableProps) {
  const { t } = useTranslation();
  const id = useId();
  if (problems.length === 0) return null;
  const shown = problems.slice(0, shownRows);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        <DownloadLink
          href={reportUrl(importId)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          {t('linkImport.problems.download')}
        </DownloadLink>
      </div>
      <div className="max-h-64 overflow-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground uppercase">
            <ColumnHeadings
              className="px-3 py-2"
              columns={[
                { label: t('linkImport.problems.row') },
                { label: t('linkImport.problems.column') },
                { label: t('linkImport.problems.reason') },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-border">
            {shown.map((problem, index) => (
              <tr key={`${problem.row}-${problem.field}-${index}`}>
                <td className="px-3 py-2 tabular-nums">{problem.row}</td>
                <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">
                  {columnLabel(problem.field, t)}
                </td>
                <td className="px-3 py-2 [overflow-wrap:anywhere]">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.length > shown.length && (
        <p className="text-sm text-muted-foreground">
          {t('linkImport.problems.more', { count: problems.length - shown.length })}
        </p>
      )}
    </section>
  );
}

function columnLabel(field: string, t: TFunction): string {
  if (field === 'row') return t('linkImport.problems.wholeRow');
  if (field === 'limit') return t('linkImport.problems.planLimit');
  return field;
}
