import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';

interface LinksPaginationProps {
  page: number;
  pages: number;
  /** "Showing 1-50 of 120 links". */
  summary: string;
  /** The next page is on its way; further clicks wait. */
  busy: boolean;
  onPageChange: (page: number) => void;
}

export function LinksPagination({ page, pages, summary, busy, onPageChange }: LinksPaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      page={page}
      pages={pages}
      label={t('links.pagination.label')}
      previousLabel={t('links.pagination.previous')}
      nextLabel={t('links.pagination.next')}
      pageOfText={t('links.pagination.pageOf', { page, pages })}
      summary={summary}
      busy={busy}
      onPageChange={onPageChange}
    />
  );
}
