import { useTranslation } from 'react-i18next';
import type { SeriesPoint } from '../../../../shared/analytics';
import { Sparkline as Line } from '../../../components/ui/sparkline';
import { numberFormat } from '../../../lib/format';
import { formatBucket } from '../lib/labels';

/** The dashboard's line of daily clicks, its area shaded, with every day in a hidden table. */
export function Sparkline({ points, label }: { points: SeriesPoint[]; label: string }) {
  const { t } = useTranslation();
  const numbers = numberFormat();
  return (
    <Line
      label={label}
      area
      className="h-16"
      table={{
        caption: t('analytics.dashboard.sparkline.table'),
        columns: [t('analytics.dashboard.sparkline.day'), t('analytics.chart.clicks')],
      }}
      format={(value) => numbers.format(value)}
      points={points.map((point) => ({
        key: point.start,
        at: formatBucket(point.label, 'day', true),
        value: point.clicks,
      }))}
    />
  );
}
