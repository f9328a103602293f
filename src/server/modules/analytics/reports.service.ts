import type { AnalyticsQuery, ExportPart } from '../../../shared/analytics';
import type { Actor } from '../../platform/http/principal';
import { dashboard } from './reports/dashboard';
import { exportRows } from './reports/export-rows';
import { linkClicks } from './reports/link-clicks';
import type { ReportLinks, ReportsDeps } from './reports/report-parts';
import { report } from './reports/report';

// Reports over the rollups, one file per action in reports/ (the parts they share in
// report-parts.ts).

export type { ReportLinks };

export function createReportsService(deps: ReportsDeps) {
  return {
    report: (reader: Actor, query: AnalyticsQuery) => report(deps, reader, query),
    /** One part of the report as CSV rows (header first), every row included. */
    exportRows: (reader: Actor, query: AnalyticsQuery, part: ExportPart) =>
      exportRows(deps, reader, query, part),
    dashboard: (reader: Actor) => dashboard(deps, reader),
    /** One link's clicks today, in 7 and in 30 days (the Telegram bot's /stats). */
    linkClicks: (reader: Actor, linkId: string) => linkClicks(deps, reader, linkId),
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
