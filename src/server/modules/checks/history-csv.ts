import type { CheckHistory } from '../../../shared/checks';
import { toCsv } from '../../platform/text/csv';
import { checksTexts } from './notice-texts';

// A watched domain's history as one CSV: the kept checks, then the days summed before them. Its
// columns are named in English, and its reasons are written in it too.

export function historyCsv(history: CheckHistory): string {
  const rows = [
    ['checked_at', 'state', 'latency_ms', 'http_status', 'certificate_days_left', 'resolvers', 'reasons'],
    ...history.checks.map((check) => [
      check.checked_at,
      check.state,
      check.latency_ms === null ? '' : String(Math.round(check.latency_ms)),
      check.http_status === null ? '' : String(check.http_status),
      check.certificate_days_left === null ? '' : String(check.certificate_days_left),
      check.resolvers.map((result) => `${result.resolver}: ${result.verdict}`).join('; '),
      check.reasons.map(checksTexts('en').reason).join('; '),
    ]),
  ];
  if (history.daily.length > 0) {
    rows.push([], ['day', 'checks', 'up', 'down', 'blocked', 'expiring', 'unknown', 'avg_latency_ms']);
    for (const day of history.daily) {
      rows.push([
        day.day,
        ...[day.checks, day.up, day.down, day.blocked, day.expiring, day.unknown].map(String),
        day.avg_latency_ms === null ? '' : String(day.avg_latency_ms),
      ]);
    }
  }
  return toCsv(rows);
}
