import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminUsersPerPage } from '../../../../shared/admin-users';
import { selectClass } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import {
  pageItems,
  searchForPage,
  type PageSummary,
  type PerPage,
  type UsersListQuery,
} from '../lib/list-query';
import type { ListChange } from './users-filters';
import { numberFormat } from '../../../lib/format';

interface PaginationProps {
  query: UsersListQuery;
  total: number;
  summary: PageSummary;
  onChange: ListChange;
}

const pageLinkClass =
  'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-md border border-border px-2 text-sm tabular-nums outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';

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
      <nav aria-label={t('adminUsers.pages.label')} className="flex items-center gap-2">
        <PageLink query={query} page={page - 1} enabled={page > 1} label={t('adminUsers.pages.previous')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t('adminUsers.pages.previous')}</span>
        </PageLink>
        <ul className="flex items-center gap-1 max-sm:hidden">
          {pageItems(page, pages).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={{ search: searchForPage(query, item) }}
                  aria-label={t('adminUsers.pages.page', { page: number.format(item) })}
                  aria-current={item === page ? 'page' : undefined}
                  className={cn(
                    pageLinkClass,
                    item === page && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                  )}
                >
                  {number.format(item)}
                </Link>
              </li>
            ),
          )}
        </ul>
        <span className="text-sm tabular-nums sm:hidden">
          {t('adminUsers.pages.pageOf', { page: number.format(page), pages: number.format(pages) })}
        </span>
        <PageLink query={query} page={page + 1} enabled={page < pages} label={t('adminUsers.pages.next')}>
          <span className="max-sm:sr-only">{t('adminUsers.pages.next')}</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </PageLink>
      </nav>
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

/** Previous or Next: a link while there is a page there, else shown as unavailable. */
function PageLink({
  query,
  page,
  enabled,
  label,
  children,
}: {
  query: UsersListQuery;
  page: number;
  enabled: boolean;
  label: string;
  children: ReactNode;
}) {
  if (!enabled) {
    return (
      <span aria-disabled="true" aria-label={label} role="link" className={cn(pageLinkClass, 'opacity-50')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={{ search: searchForPage(query, page) }} aria-label={label} className={pageLinkClass}>
      {children}
    </Link>
  );
}
