// The CSV downloads are plain links (the session cookie goes along, the server names the file), so
// there is no fetcher here.

// GET /api/links/export.csv - every link of the account
export const exportUrl = '/api/links/export.csv';

// GET /api/links/imports/:id/report.csv - the rows of an import not created, and why
export function reportUrl(id: string): string {
  return `/api/links/imports/${encodeURIComponent(id)}/report.csv`;
}
