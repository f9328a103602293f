import type { AnalyticsQuery, ExportPart } from '../../../../shared/analytics';
import { apiSearchParams } from '../lib/query';

// GET /api/analytics/export.csv?...&part= - one part of a report as a CSV attachment. The browser
// downloads it through a plain link (the session cookie goes along), so there is no fetcher here.
export function exportUrl(query: AnalyticsQuery, part: ExportPart): string {
  const params = apiSearchParams(query);
  params.set('part', part);
  return `/api/analytics/export.csv?${params}`;
}
