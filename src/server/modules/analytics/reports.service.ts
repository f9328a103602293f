import type { AnalyticsQuery, ExportPart } from '../../../shared/analytics';
import type { Actor } from '../../platform/http/principal';
import { dashboard } from './reports/dashboard';
import { exportRows } from './reports/export-rows';
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
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
