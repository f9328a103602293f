import { useTranslation } from 'react-i18next';
import type { PanelSeries } from '../../../../shared/panel';
import { ChartTable } from '../../../components/ui/chart-table';
import { formatDate } from '../../../lib/format';
import { sparklineBox, sparklinePoints, sparklineText } from '../lib/sparkline';

interface SparklineProps {
  series: PanelSeries;
  /** "New users, last 14 days". */
  label: string;
  /** The table's heading of the values: "New users". */
  column: string;
  format: (value: number) => string;
}

/**
 * A card's trend as a small line (an inline SVG polyline, no chart library for 14 points). The
 * shape says nothing to assistive technology, so the picture's name says it in words (every value,
 * in order) and a visually hidden table gives each day with its value.
 */
export function Sparkline({ series, label, column, format }: SparklineProps) {
  const { t } = useTranslation();
  const values = series.map((point) => point.value);
  return (
    <>
      <svg
        role="img"
        aria-label={sparklineText(label, values, format)}
        viewBox={`0 0 ${sparklineBox.width} ${sparklineBox.height}`}
        preserveAspectRatio="none"
        className="h-8 w-full overflow-visible"
      >
        <polyline
          points={sparklinePoints(values)}
          fill="none"
          className="stroke-primary"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <ChartTable
        caption={label}
        columns={[t('adminPanel.trendTable.day'), column]}
        rows={series.map((point) => ({
          key: point.day,
          // A UTC day, read at its noon so that no time zone moves it.
          cells: [formatDate(`${point.day}T12:00:00Z`, { timeZone: 'UTC' }), format(point.value)],
        }))}
      />
    </>
  );
}
