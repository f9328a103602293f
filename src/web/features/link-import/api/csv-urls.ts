// The CSV downloads are links (components/ui/download-link.tsx: plain in the personal workspace,
// fetched naming the workspace in another; the server names the file), so there is no fetcher here.

// GET /api/links/export.csv - every link of the workspace
export const exportUrl = '/api/links/export.csv';

// GET /api/links/imports/:id/report.csv - the rows of an import not created, and why
export function reportUrl(id: string): string {
  return `/api/links/imports/${encodeURIComponent(id)}/report.csv`;
}
