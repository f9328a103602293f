import { useTranslation } from 'react-i18next';
import { formatTime, relativeTime } from '../lib/format-time';

/** "5 minutes ago" with the exact moment in its title and machine-readable datetime. */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} title={formatTime(iso, i18n.language)}>
      {relativeTime(iso, now, i18n.language)}
    </time>
  );
}
