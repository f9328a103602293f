import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsQuery, ExportPart } from '../../../../shared/analytics';
import { buttonVariants } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { exportUrl } from '../api/export-url';

/** A download link for one part of the report, in the tab's workspace; the server names the file. */
export function CsvLink({ query, part }: { query: AnalyticsQuery; part: ExportPart }) {
  const { t } = useTranslation();
  return (
    <DownloadLink
      href={exportUrl(query, part)}
      aria-label={t('analytics.csv.download', { part: t(`analytics.csv.parts.${part}`) })}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'h-7 px-2 text-xs' })}
    >
      <Download aria-hidden="true" />
      {t('analytics.csv.label')}
    </DownloadLink>
  );
}
