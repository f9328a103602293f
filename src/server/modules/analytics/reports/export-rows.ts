import type { AnalyticsQuery, ExportPart } from '../../../../shared/analytics';
import type { Actor } from '../../../platform/http/principal';
import type { ReportsDeps } from './report-parts';
import { fullReport } from './report';

// GET /api/analytics/export.csv - one part of the report as CSV rows (header first), every row
// included.

export async function exportRows(
  deps: ReportsDeps,
  reader: Actor,
  query: AnalyticsQuery,
  part: ExportPart,
): Promise<string[][]> {
  const report = await fullReport(deps, reader, query);
  switch (part) {
    case 'series':
      return [
        // Scans last: a reader of the columns by position finds the older ones where they were.
        ['start', 'label', 'clicks', 'visitors', 'scans'],
        ...report.series.map((point) => [
          point.start,
          point.label,
          String(point.clicks),
          String(point.visitors),
          String(point.scans),
        ]),
      ];
    case 'links':
      return [
        ['link', 'title', 'destination_url', 'clicks'],
        ...report.top_links.map((link) => [
          link.link,
          link.title ?? '',
          link.destination_url,
          String(link.clicks),
        ]),
      ];
    case 'destinations':
      return [
        ['choice', 'label', 'url', 'clicks'],
        ...report.destinations.map((row) => [row.choice ?? '', row.label, row.url ?? '', String(row.clicks)]),
      ];
    default:
      return [['value', 'clicks'], ...report[part].map((row) => [row.value ?? '', String(row.clicks)])];
  }
}
