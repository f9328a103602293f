import { ChartColumn, Plus, Tags } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isTimeZone } from '../../../shared/account';
import { PageLayout } from '../../components/layouts/page-layout';
import { Button } from '../../components/ui/button';
import { useMe } from '../../lib/queries/me';
import { useRoleAtLeast } from '../../lib/queries/workspace';
import { usePageParam, useSearchParam } from '../../lib/use-search-param';
import { LinkFiltersBar } from '../../features/links/components/link-filters';
import { LinksList, type ListSelection } from '../../features/links/components/links-list';
import { LinksSearch } from '../../features/links/components/links-search';
import { useLinkFilters } from '../../features/links/components/use-link-filters';
import { hasFilters, listFiltersOf, selectionSearch } from '../../features/links/lib/filters';
import { BulkDialog } from '../../features/link-bulk/components/bulk-dialog';
import { SelectLinkCheckbox } from '../../features/link-bulk/components/select-link-checkbox';
import { SelectionBar } from '../../features/link-bulk/components/selection-bar';
import { useLinkBulk, type LinkBulk } from '../../features/link-bulk/components/use-link-bulk';
import { ExportLinks } from '../../features/link-import/components/export-links';
import { ImportLinks } from '../../features/link-import/components/import-links';
import { offersPage } from '../pages';

// GET /shortlinks - the user's links, newest first; ?page=, ?q=, ?highlight=<link id> and the
// filters (?tags=, ?tag_mode=, ?folder=, ?domain=, ?state=, ?created_from=, ?created_to=); a
// member chooses rows (or every link the filter matches) and acts on them at once
function ShortlinksPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [page, goToPage] = usePageParam();
  const [query, setQuery] = useSearchParam('q');
  const [highlight] = useSearchParam('highlight');
  const { filters, setFilters, clearFilters } = useLinkFilters();
  // A viewer reads the workspace's links: nothing to create, import, change or delete.
  const canEdit = useRoleAtLeast('member');
  const q = query ?? '';
  const listFilters = listFiltersOf(filters);
  const [params] = useSearchParams();
  // /analytics reads the same names: the report over the links this list shows.
  const filterSearch = selectionSearch(params);
  const bulk = useLinkBulk({ q, ...listFilters });

  // Paging keeps the search and the highlight; a new search starts again at page 1.
  const search = useCallback(
    (next: string) => setQuery(next, { replace: true, clear: ['page'] }),
    [setQuery],
  );

  if (!me) return null;
  // The rules of each link are offered where the Cloaking Rules page is: the same test as the menu.
  const canTarget = offersPage('/cloaking', me);

  return (
    <PageLayout
      width="6xl"
      title={t('links.list.title')}
      description={t('links.list.description')}
      actions={
        <>
          {(hasFilters(filters) || q.trim() !== '') && (
            <Button asChild variant="outline">
              <Link to={`/analytics?${filterSearch}`}>
                <ChartColumn aria-hidden="true" />
                {t('links.list.filteredAnalytics')}
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/shortlinks/tags">
              <Tags aria-hidden="true" />
              {t('links.list.tagsAndFolders')}
            </Link>
          </Button>
          {canEdit && <ImportLinks />}
          <ExportLinks />
          {canEdit && (
            <Button asChild>
              <Link to="/create">
                <Plus aria-hidden="true" />
                {t('links.list.create')}
              </Link>
            </Button>
          )}
        </>
      }
    >
      <div role="search" className="grid gap-4">
        <LinksSearch value={q} onSearch={search} />
        <LinkFiltersBar filters={filters} onChange={setFilters} onClear={clearFilters} />
      </div>
      <LinksList
        page={page}
        q={q}
        filters={listFilters}
        filtered={hasFilters(filters)}
        highlight={highlight}
        canUseAlias={me.entitlements.customAlias}
        canTarget={canTarget}
        canEdit={canEdit}
        timeZone={isTimeZone(me.profile.timezone) ? me.profile.timezone : undefined}
        onPageChange={goToPage}
        onClearSearch={() => search('')}
        onClearFilters={clearFilters}
        selection={canEdit ? rowSelection(bulk) : undefined}
      />
      {canEdit && <BulkDialog bulk={bulk} />}
    </PageLayout>
  );
}

/** The list's checkboxes and action bar, from the bulk actions. */
function rowSelection(bulk: LinkBulk): ListSelection {
  return {
    toolbar: (page) => <SelectionBar bulk={bulk} page={page} />,
    control: (link, page) => <SelectLinkCheckbox bulk={bulk} link={link} page={page} />,
  };
}

export { ShortlinksPage as Component };
