import { scanMarker } from '../../shared/qr-code';

// A QR code's visit carries `qr=1` in its query (shared/qr-code.ts scanUrl): the redirect records
// it as a scan and passes the rest of the query on without it, so the destination never sees it.

/**
 * The query without the scan marker, or null when it has none (the query is then passed on as it
 * came). Only the exact parameter `qr=1` is the marker: `qr=2` or `qr` alone are the visitor's own.
 */
export function withoutScanMarker(query: string): string | null {
  if (!query.includes(scanMarker)) return null;
  const parts = query.split('&');
  const rest = parts.filter((part) => part !== scanMarker);
  return rest.length === parts.length ? null : rest.join('&');
}
