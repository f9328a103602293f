import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AnalyticsQuery } from '../../../shared/analytics';
import { useMe } from '../../lib/queries/me';
import { AnalyticsReport } from '../../features/analytics/components/analytics-report';
import { queryFromSearch, searchFromQuery } from '../../features/analytics/lib/query';

// GET /analytics - click reports; the filters live in the address (?range=&from=&to=&link=&bots=)
function AnalyticsPage() {
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => queryFromSearch(new URLSearchParams(search)), [search]);
  // Each change of filters is a history entry, so Back returns to the previous report.
  const change = useCallback((next: AnalyticsQuery) => setParams(searchFromQuery(next)), [setParams]);

  return <AnalyticsReport query={query} onQueryChange={change} timeZone={me?.profile.timezone} />;
}

export { AnalyticsPage as Component };
