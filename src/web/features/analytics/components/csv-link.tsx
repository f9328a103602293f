import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsQuery, ExportPart } from '../../../../shared/analytics';
import { buttonVariants } from '../../../components/ui/button';
import { exportUrl } from '../api/export-url';

/** A plain download link for one part of the report; the server names the file. */
export function CsvLink({ query, part }: { query: AnalyticsQuery; part: ExportPart }) {
  const { t } = useTranslation();
  return (
    <a
      href={exportUrl(query, part)}
      download
      aria-label={t('analytics.csv.download', { part: t(`analytics.csv.parts.${part}`) })}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'h-7 px-2 text-xs' })}
    >
      <Download aria-hidden="true" />
      {t('analytics.csv.label')}
    </a>
  );
}
