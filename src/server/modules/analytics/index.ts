export { createClickIngest, type ClickIngest, type Visit } from './ingest';
export { shouldRecordVisit } from './record-decision';
