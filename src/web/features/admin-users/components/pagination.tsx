import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUsersPerPage } from '../../../../shared/admin-users';
import { selectClass } from '../../../components/ui/field';
import { Pagination as PageNavigation } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { searchForPage, type PageSummary, type PerPage, type UsersListQuery } from '../lib/list-query';
import type { ListChange } from './users-filters';
import { numberFormat } from '../../../lib/format';

interface PaginationProps {
  query: UsersListQuery;
  total: number;
  summary: PageSummary;
  onChange: ListChange;
}

/**
 * "51–100 of 1,234", the page numbers with Previous and Next (links: each page has its address),
 * and how many rows a page holds.
 */
export function Pagination({ query, total, summary, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const perPageId = useId();
  const number = numberFormat();
  const { page } = query;
  const { pages } = summary;

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {t('adminUsers.pages.summary', {
          first: number.format(summary.first),
          last: number.format(summary.last),
          total: number.format(total),
        })}
      </p>
      <PageNavigation
        page={page}
        pages={pages}
        label={t('adminUsers.pages.label')}
        previousLabel={t('adminUsers.pages.previous')}
        nextLabel={t('adminUsers.pages.next')}
        pageOfText={t('adminUsers.pages.pageOf', { page: number.format(page), pages: number.format(pages) })}
        hrefOf={(item) => ({ search: searchForPage(query, item) })}
        pageLabel={(item) => t('adminUsers.pages.page', { page: number.format(item) })}
        formatNumber={(item) => number.format(item)}
      />
      <div className="flex items-center gap-2">
        <label htmlFor={perPageId} className="text-sm whitespace-nowrap text-muted-foreground">
          {t('adminUsers.pages.perPage')}
        </label>
        <select
          id={perPageId}
          name="per_page"
          className={cn(selectClass, 'w-20')}
          value={query.per_page}
          onChange={(event) => onChange({ per_page: Number(event.target.value) as PerPage })}
        >
          {adminUsersPerPage.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
