import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button';
import { exportUrl } from '../api/csv-urls';

/** "Export CSV": every link of the account as a download; the server names the file. */
export function ExportLinks() {
  const { t } = useTranslation();
  return (
    <a href={exportUrl} download className={buttonVariants({ variant: 'outline' })}>
      <Download aria-hidden="true" />
      {t('linkImport.export')}
    </a>
  );
}
