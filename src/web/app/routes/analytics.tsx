import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AnalyticsQuery } from '../../../shared/analytics';
import { useMe } from '../../lib/queries/me';
import { AnalyticsReport } from '../../features/analytics/components/analytics-report';
import { queryFromSearch, searchFromQuery, withLinkFilter } from '../../features/analytics/lib/query';
import { LinkFiltersBar } from '../../features/links/components/link-filters';
import { LinksSearch } from '../../features/links/components/links-search';
import { useLinkFilters } from '../../features/links/components/use-link-filters';
import { listFiltersOf, selectionParams } from '../../features/links/lib/filters';
import { useSearchParam } from '../../lib/use-search-param';

// GET /analytics - click reports; the filters live in the address (?range=&from=&to=&link=&bots=,
// and the links list's own q=, tags=, folder=, domain=, state=, created_from=, created_to=, so
// that the list's filtered view opens here as it is).
function AnalyticsPage() {
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const { filters, setFilters, clearFilters } = useLinkFilters();
  const [q, setQ] = useSearchParam('q');
  const search = params.toString();
  const query = useMemo(
    () =>
      withLinkFilter(
        { ...queryFromSearch(new URLSearchParams(search)), q: q ?? undefined },
        listFiltersOf(filters),
      ),
    [search, filters, q],
  );
  // Each change of filters is a history entry, so Back returns to the previous report. One link's
  // report takes no link filter: choosing a link leaves the filter behind.
  const change = useCallback(
    (next: AnalyticsQuery) =>
      setParams((current) => {
        const nextParams = searchFromQuery(next);
        if (!next.link_id)
          for (const name of selectionParams) {
            const value = current.get(name);
            if (value) nextParams.set(name, value);
          }
        return nextParams;
      }),
    [setParams],
  );

  return (
    <AnalyticsReport
      query={query}
      onQueryChange={change}
      timeZone={me?.profile.timezone}
      linkFilters={
        query.link_id ? null : (
          <div role="search" className="grid gap-4">
            <LinksSearch value={q ?? ''} onSearch={(next) => setQ(next, { replace: true })} />
            <LinkFiltersBar filters={filters} onChange={setFilters} onClear={clearFilters} />
          </div>
        )
      }
    />
  );
}

export { AnalyticsPage as Component };
