import { useTranslation } from 'react-i18next';
import type { SeriesPoint } from '../../../../shared/analytics';
import { ChartTable } from '../../../components/ui/chart-table';
import { numberFormat } from '../../../lib/format';
import { formatBucket } from '../lib/labels';

const width = 300;
const height = 64;

/**
 * A small line of daily clicks, drawn as an inline SVG (no chart library for 30 points). The label
 * says what the picture shows, since the shape itself is not readable by assistive technology, and
 * a visually hidden table gives every day with its clicks.
 */
export function Sparkline({ points, label }: { points: SeriesPoint[]; label: string }) {
  const { t } = useTranslation();
  const numbers = numberFormat();
  const most = Math.max(1, ...points.map((point) => point.clicks));
  const step = points.length > 1 ? width / (points.length - 1) : width;
  const coordinates = points.map((point, index) => {
    const x = points.length > 1 ? index * step : width / 2;
    // Two units of room at the top and bottom keep the stroke inside the box.
    const y = height - 2 - (point.clicks / most) * (height - 4);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = coordinates.join(' ');
  return (
    <>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-16 w-full overflow-visible"
      >
        {coordinates.length > 0 && (
          <>
            <polygon points={`0,${height} ${line} ${width},${height}`} className="fill-primary/10" />
            <polyline
              points={line}
              fill="none"
              className="stroke-primary"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </>
        )}
      </svg>
      <ChartTable
        caption={t('analytics.dashboard.sparkline.table')}
        columns={[t('analytics.dashboard.sparkline.day'), t('analytics.chart.clicks')]}
        rows={points.map((point) => ({
          key: point.start,
          cells: [formatBucket(point.label, 'day', true), numbers.format(point.clicks)],
        }))}
      />
    </>
  );
}
