import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsQuery, BreakdownDimension, BreakdownRow } from '../../../../shared/analytics';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { countryName, flagEmoji } from '../lib/labels';
import { CsvLink } from './csv-link';
import { numberFormat } from '../../../lib/format';

interface BreakdownCardProps {
  dimension: BreakdownDimension;
  rows: BreakdownRow[];
  query: AnalyticsQuery;
}

/** The top values of one dimension, each with a bar as long as its share of the leader. */
export function BreakdownCard({ dimension, rows, query }: BreakdownCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const most = Math.max(1, ...rows.map((row) => row.clicks));

  function name(value: string | null): { text: string; flag: string } {
    if (value === null) {
      return {
        text:
          dimension === 'referrers' ? t('analytics.breakdowns.direct') : t('analytics.breakdowns.unknown'),
        flag: '',
      };
    }
    if (dimension === 'countries') return { text: countryName(value), flag: flagEmoji(value) };
    if (dimension === 'devices' && isDevice(value)) {
      return { text: t(`analytics.breakdowns.device.${value}`), flag: '' };
    }
    return { text: value, flag: '' };
  }

  return (
    <Card role="group" aria-labelledby={titleId} className="gap-3 py-5">
      <CardHeader className="flex items-center justify-between gap-2 px-5">
        <h2 id={titleId} className="font-semibold">
          {t(`analytics.breakdowns.${dimension}`)}
        </h2>
        <CsvLink query={query} part={dimension} />
      </CardHeader>
      <CardContent className="px-5">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('analytics.breakdowns.empty')}</p>
        ) : (
          <ul aria-labelledby={titleId} className="grid gap-3">
            {rows.map((row) => {
              const { text, flag } = name(row.value);
              return (
                <ShareRow key={row.value ?? '\u0000'} clicks={row.clicks} most={most}>
                  <span className="min-w-0 truncate" title={text}>
                    {flag && (
                      <span aria-hidden="true" className="mr-1.5">
                        {flag}
                      </span>
                    )}
                    {text}
                  </span>
                </ShareRow>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const devices = ['mobile', 'tablet', 'desktop', 'bot'] as const;

function isDevice(value: string): value is (typeof devices)[number] {
  return (devices as readonly string[]).includes(value);
}

/** One row of a breakdown: what it counts (children), its clicks, and their bar. */
export function ShareRow({ clicks, most, children }: { clicks: number; most: number; children: ReactNode }) {
  const numbers = numberFormat();
  return (
    <li className="grid gap-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        {children}
        <span className="shrink-0 font-medium tabular-nums">{numbers.format(clicks)}</span>
      </div>
      <ShareBar clicks={clicks} most={most} />
    </li>
  );
}

/** A row's clicks as a bar against the most clicked row's (never thinner than 2 %). */
function ShareBar({ clicks, most }: { clicks: number; most: number }) {
  return (
    <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
      <div
        className="h-full rounded-full bg-primary/70"
        style={{ width: `${Math.max(2, (clicks / most) * 100)}%` }}
      />
    </div>
  );
}
