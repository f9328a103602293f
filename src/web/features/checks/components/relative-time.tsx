import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useFormatChanges } from '../../../lib/use-format';

/** "5 minutes ago" with the exact moment in its title and machine-readable datetime. */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  useFormatChanges();
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}
