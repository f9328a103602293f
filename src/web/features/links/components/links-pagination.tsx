import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

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
    <nav
      aria-label={t('links.pagination.label')}
      className="flex flex-col items-center justify-between gap-3 text-sm text-muted-foreground sm:flex-row"
    >
      <p>{summary}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || busy}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            {t('links.pagination.previous')}
          </Button>
          <span aria-current="page" className="px-1 whitespace-nowrap">
            {t('links.pagination.pageOf', { page, pages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || busy}
            onClick={() => onPageChange(page + 1)}
          >
            {t('links.pagination.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
