import { Link2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/feedback/query-view';
import { EmptyState } from '../../../components/layouts/empty-state';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonRows } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { Link, LinkList } from '../../../../shared/links';
import { folderNames, useFolders } from '../../../lib/queries/folders';
import { useLinks, type LinkListFilters } from '../../../lib/queries/links';
import { LinkRow, rowColumns } from './link-row';
import { LinksPagination } from './links-pagination';
import { dateTimeFormat } from '../../../lib/format';
import { RequestError } from '../../../components/feedback/request-error';

/** What lets the reader choose rows (a route composes it from another feature). */
export interface ListSelection {
  /** Over the rows, beside the page's own state: the page's checkbox and what acts on the rows chosen. */
  toolbar: (page: LinkList) => ReactNode;
  /** Before each row's link: its checkbox. */
  control: (link: Link, page: LinkList) => ReactNode;
}

interface LinksListProps {
  page: number;
  q: string;
  /** What narrows the list besides the search (from the address). */
  filters: LinkListFilters;
  /** Some filter is set: an empty page says the filters match nothing, not that there are no links. */
  filtered: boolean;
  /** Id of the link to mark and scroll to (?highlight=). */
  highlight: string | null;
  canUseAlias: boolean;
  /** Offered /cloaking: each row links to its rules. */
  canTarget: boolean;
  /** The role may change links (member and up): each row's switch, Edit and Delete; the way to /create. */
  canEdit: boolean;
  /** The profile's time zone, for creation dates. */
  timeZone: string | undefined;
  onPageChange: (page: number) => void;
  onClearSearch: () => void;
  onClearFilters: () => void;
  /** Rows may be chosen (the role may change links); left out, the list only shows them. */
  selection?: ListSelection;
}

/** The user's links, newest first, a page at a time, with the states around them. */
export function LinksList({
  page,
  q,
  filters,
  filtered,
  highlight,
  canUseAlias,
  canTarget,
  canEdit,
  timeZone,
  onPageChange,
  onClearSearch,
  onClearFilters,
  selection,
}: LinksListProps) {
  const { t } = useTranslation();
  const links = useLinks({ page, q, ...filters });
  // Rows carry their folder's id; its name comes from the folders (none shown if they fail).
  const folders = useFolders();
  const data = links.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  // Past the last page (its last link deleted, a stale bookmark): go to the last page there is.
  const pastTheEnd = data !== undefined && !links.isPlaceholderData && page > pages;

  useEffect(() => {
    if (pastTheEnd) onPageChange(pages);
  }, [pastTheEnd, pages, onPageChange]);

  return (
    <QueryView
      query={links}
      failed={t('links.list.loadFailed')}
      loading={
        <LoadingStatus label={t('links.list.loading')}>
          <SkeletonRows rows={4} barClassName={['h-5 w-48 max-w-full', 'h-4 w-full max-w-md', 'h-4 w-32']} />
        </LoadingStatus>
      }
    >
      {(data) => (
        <LinksPage
          data={data}
          pages={pages}
          q={q}
          filtered={filtered}
          folders={folderNames(folders.data)}
          highlight={highlight}
          canUseAlias={canUseAlias}
          canTarget={canTarget}
          canEdit={canEdit}
          timeZone={timeZone}
          onPageChange={onPageChange}
          onClearSearch={onClearSearch}
          onClearFilters={onClearFilters}
          selection={selection}
          fetching={links}
        />
      )}
    </QueryView>
  );
}

interface LinksPageProps extends Omit<LinksListProps, 'page' | 'filters'> {
  data: LinkList;
  /** Folder id -> name. */
  folders: ReadonlyMap<string, string>;
  pages: number;
  /** The query behind `data`: a newer page on its way, or a refetch that failed. */
  fetching: { isPlaceholderData: boolean; isFetching: boolean; isError: boolean; error: unknown };
}

/** One page of links as the list shows it, or why there is none. */
function LinksPage({
  data,
  pages,
  q,
  filtered,
  folders,
  highlight,
  canUseAlias,
  canTarget,
  canEdit,
  timeZone,
  onPageChange,
  onClearSearch,
  onClearFilters,
  selection,
  fetching: links,
}: LinksPageProps) {
  const { t } = useTranslation();
  const searched = q.trim() !== '';
  if (data.total === 0 && !searched && !filtered) {
    return (
      <EmptyState
        icon={Link2}
        title={t('links.list.emptyTitle')}
        description={canEdit ? t('links.list.emptyDescription') : t('links.list.emptyReadOnly')}
        link={canEdit ? { to: '/create', text: t('links.list.createFirst') } : undefined}
      />
    );
  }

  if (data.items.length === 0) {
    return (
      <NoMatch q={q} filtered={filtered} onClearSearch={onClearSearch} onClearFilters={onClearFilters} />
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
      <RequestError request={links} fallback={t('links.list.loadFailed')} />
      {selection?.toolbar(data)}
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
          {/* Over the link, past the rows' checkboxes. */}
          <span className={cn(selection && 'pl-7')}>{t('links.list.columnLink')}</span>
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
              canEdit={canEdit}
              dateFormat={dateFormat}
              folderName={link.folder_id === null ? null : (folders.get(link.folder_id) ?? null)}
              leading={selection?.control(link, data)}
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

/** A search or filters that select no link: what matched nothing, and the way back to every link. */
function NoMatch({
  q,
  filtered,
  onClearSearch,
  onClearFilters,
}: Pick<LinksPageProps, 'q' | 'filtered' | 'onClearSearch' | 'onClearFilters'>) {
  const { t } = useTranslation();
  const query = q.trim();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center">
      {filtered ? (
        <div role="status" className="grid gap-1">
          <p className="font-medium">
            {query ? t('links.filters.noMatchSearch', { query }) : t('links.filters.noMatch')}
          </p>
          <p className="text-sm text-muted-foreground">{t('links.filters.noMatchHint')}</p>
        </div>
      ) : (
        <p role="status">{t('links.list.noMatch', { query })}</p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {filtered && (
          <Button variant="outline" size="sm" onClick={onClearFilters}>
            {t('links.filters.clear')}
          </Button>
        )}
        {query && (
          <Button variant="outline" size="sm" onClick={onClearSearch}>
            {t('links.search.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
