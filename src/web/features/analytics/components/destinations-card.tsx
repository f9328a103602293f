import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsQuery, DestinationRow } from '../../../../shared/analytics';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ShareRow } from './breakdown-card';
import { CsvLink } from './csv-link';

/**
 * One link's clicks by the targeting choice that answered them, each with a bar as long as its share
 * of the leader. Nothing at all for a link whose clicks all went to its main destination: a
 * single full bar would say nothing the totals do not.
 */
export function DestinationsCard({ rows, query }: { rows: DestinationRow[]; query: AnalyticsQuery }) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  if (!rows.some((row) => row.choice !== null)) return null;
  const most = Math.max(1, ...rows.map((row) => row.clicks));

  return (
    <Card role="group" aria-labelledby={titleId} aria-describedby={hintId} className="gap-3 py-5">
      <CardHeader className="flex items-center justify-between gap-2 px-5">
        <h2 id={titleId} className="font-semibold">
          {t('analytics.destinations.title')}
        </h2>
        <CsvLink query={query} part="destinations" />
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('analytics.destinations.hint')}
        </p>
        <ul aria-labelledby={titleId} className="grid gap-3">
          {rows.map((row) => (
            <ShareRow key={row.choice ?? '\u0000'} clicks={row.clicks} most={most}>
              <div className="grid min-w-0">
                <span className="truncate font-medium" title={row.label}>
                  {row.label}
                </span>
                <span className="truncate text-xs text-muted-foreground" title={row.url ?? undefined}>
                  {row.url ?? t('analytics.destinations.removed')}
                </span>
              </div>
            </ShareRow>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
