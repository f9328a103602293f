import { Link2 } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useLinks } from '../../../lib/queries/links';
import { LinkRow, rowColumns } from './link-row';
import { LinksPagination } from './links-pagination';
import { errorText } from '../../../lib/api-errors';
import { dateTimeFormat } from '../../../lib/format';

interface LinksListProps {
  page: number;
  q: string;
  /** Id of the link to mark and scroll to (?highlight=). */
  highlight: string | null;
  canUseAlias: boolean;
  /** Offered /cloaking: each row links to its rules. */
  canTarget: boolean;
  /** The profile's time zone, for creation dates. */
  timeZone: string | undefined;
  onPageChange: (page: number) => void;
  onClearSearch: () => void;
}

/** The user's links, newest first, a page at a time, with the states around them. */
export function LinksList({
  page,
  q,
  highlight,
  canUseAlias,
  canTarget,
  timeZone,
  onPageChange,
  onClearSearch,
}: LinksListProps) {
  const { t } = useTranslation();
  const links = useLinks({ page, q });
  const data = links.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  // Past the last page (its last link deleted, a stale bookmark): go to the last page there is.
  const pastTheEnd = data !== undefined && !links.isPlaceholderData && page > pages;

  useEffect(() => {
    if (pastTheEnd) onPageChange(pages);
  }, [pastTheEnd, pages, onPageChange]);

  if (links.isPending) return <ListSkeleton />;

  if (links.isError && !data) {
    return (
      <Alert tone="error">
        <p>{errorText(links.error, t('links.list.loadFailed'), t)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void links.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (!data) return null;

  if (data.total === 0 && q.trim() === '') {
    return (
      <section
        aria-labelledby="links-empty"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Link2 className="size-6" aria-hidden="true" />
        </span>
        <h2 id="links-empty" className="text-xl font-semibold">
          {t('links.list.emptyTitle')}
        </h2>
        <p className="max-w-sm text-muted-foreground">{t('links.list.emptyDescription')}</p>
        <Button asChild className="mt-2">
          <RouterLink to="/create">{t('links.list.createFirst')}</RouterLink>
        </Button>
      </section>
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center">
        <p role="status">{t('links.list.noMatch', { query: q.trim() })}</p>
        <Button variant="outline" size="sm" onClick={onClearSearch}>
          {t('links.search.clear')}
        </Button>
      </div>
    );
  }

  const dateFormat = dateTimeFormat({
    dateStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  });
  const first = (data.page - 1) * data.page_size + 1;
  const last = first + data.items.length - 1;

  return (
    <div className="grid gap-4">
      {links.isError && <Alert tone="error">{errorText(links.error, t('links.list.loadFailed'), t)}</Alert>}
      <div
        className={cn(
          'overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-opacity',
          links.isPlaceholderData && 'opacity-60',
        )}
        aria-busy={links.isFetching || undefined}
      >
        <div
          aria-hidden="true"
          className={cn(
            'hidden gap-x-6 border-b border-border bg-muted/50 px-4 py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase lg:grid',
            rowColumns,
          )}
        >
          <span>{t('links.list.columnLink')}</span>
          <span className="text-right">{t('links.list.columnClicks')}</span>
          <span>{t('links.list.columnCreated')}</span>
          <span className="text-right">{t('links.list.columnActions')}</span>
        </div>
        <ul aria-label={t('links.list.label')} className="divide-y divide-border">
          {data.items.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              highlighted={link.id === highlight}
              canUseAlias={canUseAlias}
              canTarget={canTarget}
              dateFormat={dateFormat}
            />
          ))}
        </ul>
      </div>
      <LinksPagination
        page={data.page}
        pages={pages}
        summary={t('links.list.showing', { first, last, total: data.total })}
        busy={links.isPlaceholderData}
        onPageChange={onPageChange}
      />
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="overflow-hidden rounded-xl border border-border bg-card">
      <span className="sr-only">{t('links.list.loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="grid gap-2 border-b border-border p-4 last:border-b-0">
          <Skeleton className="h-5 w-48 max-w-full" />
          <Skeleton className="h-4 w-full max-w-md" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}
