export type { Visit } from './click-queue';
export { createClickIngest, type ClickIngest } from './ingest';
export { shouldRecordVisit } from './record-decision';
export { createReportsRepo } from './reports.repo';
export { createReportsService, type ReportsService } from './reports.service';
export { analyticsRoutes } from './analytics.routes';
export { createRetention, type Retention } from './retention';
