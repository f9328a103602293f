import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnalyticsQuery, TopLink } from '../../../../shared/analytics';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { displayLink } from '../lib/labels';
import { CsvLink } from './csv-link';
import { numberFormat } from '../../../lib/format';

/** The most clicked links of an all-links report; each opens the link marked in the list. */
export function TopLinksCard({ links, query }: { links: TopLink[]; query: AnalyticsQuery }) {
  const { t } = useTranslation();
  const titleId = useId();
  const numbers = numberFormat();
  const most = Math.max(1, ...links.map((link) => link.clicks));

  return (
    <Card role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="flex items-center justify-between gap-2 px-5">
        <h2 id={titleId} className="font-semibold">
          {t('analytics.topLinks.title')}
        </h2>
        <CsvLink query={query} part="links" />
      </CardHeader>
      <CardContent className="px-5">
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('analytics.topLinks.empty')}</p>
        ) : (
          <ol aria-labelledby={titleId} className="grid gap-3">
            {links.map((link) => (
              <li key={link.id} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <div className="grid min-w-0">
                    <Link
                      to={`/shortlinks?highlight=${encodeURIComponent(link.id)}`}
                      className="truncate font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {link.title?.trim() || displayLink(link.link)}
                    </Link>
                    <span className="truncate text-xs text-muted-foreground">
                      {link.title?.trim() ? displayLink(link.link) : link.destination_url}
                    </span>
                  </div>
                  <span className="shrink-0 font-medium tabular-nums">
                    {t('analytics.clicks', { count: link.clicks, formatted: numbers.format(link.clicks) })}
                  </span>
                </div>
                <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary/70"
                    style={{ width: `${Math.max(2, (link.clicks / most) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
