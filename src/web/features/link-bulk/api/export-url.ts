import { exportMaxIds } from '../../../../shared/link-bulk';
import { exportQuery, type BulkTarget } from '../lib/target';

// The CSV download is a link (components/ui/download-link.tsx), so there is no fetcher here.

// GET /api/links/export.csv?ids= or ?<the list's filter> - the links chosen, or every link the
// filter selects
/** Null when the rows chosen are too many to name in an address (shared/link-bulk.ts exportMaxIds). */
export function exportUrl(target: BulkTarget): string | null {
  if ('ids' in target && target.ids.length > exportMaxIds) return null;
  const query = exportQuery(target);
  return query ? `/api/links/export.csv?${query}` : '/api/links/export.csv';
}
