import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button';
import { DownloadLink } from '../../../components/ui/download-link';
import { exportUrl } from '../api/csv-urls';

/** "Export CSV": every link of the workspace as a download; the server names the file. */
export function ExportLinks() {
  const { t } = useTranslation();
  return (
    <DownloadLink href={exportUrl} className={buttonVariants({ variant: 'outline' })}>
      <Download aria-hidden="true" />
      {t('linkImport.export')}
    </DownloadLink>
  );
}
