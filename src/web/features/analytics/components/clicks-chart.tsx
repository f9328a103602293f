import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SeriesPoint } from '../../../../shared/analytics';
import { chartAxis, chartTooltip } from '../../../components/ui/chart-style';
import { formatBucket, type Granularity } from '../lib/labels';
import { numberFormat } from '../../../lib/format';

// Loaded with React.lazy (see clicks-over-time.tsx), so recharts is its own chunk and only pages
// with a chart download it.

/**
 * The scans' line: the warning token reads on the page and the cards in both themes, and is far
 * from the default accent's blue; dashed, so that it is told from the clicks without its colour
 * too. The legend (clicks-over-time.tsx, outside this chunk) draws the same.
 */
const scansStroke = { stroke: 'var(--color-warning)', strokeDasharray: '6 3' } as const;

interface ClicksChartProps {
  series: SeriesPoint[];
  granularity: Granularity;
  clicksLabel: string;
  /** Scans as a second line, under the clicks they are part of; absent: none drawn. */
  scansLabel?: string;
}

export default function ClicksChart({ series, granularity, clicksLabel, scansLabel }: ClicksChartProps) {
  const numbers = numberFormat();
  return (
    <ResponsiveContainer width="100%" height={240}>
      <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id="clicks-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.3} />
            <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="label"
          tickFormatter={(label: string) => formatBucket(label, granularity, false)}
          {...chartAxis}
          // Ticks that would collide are dropped, so a 360 px screen shows a handful, not 30.
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          {...chartAxis}
          width={44}
          tickFormatter={(value: number) => numbers.format(value)}
        />
        <Tooltip
          {...chartTooltip}
          labelFormatter={(label) => formatBucket(String(label), granularity, true)}
          formatter={(value) => numbers.format(Number(value))}
        />
        <Area
          type="linear"
          dataKey="clicks"
          name={clicksLabel}
          stroke="var(--color-primary)"
          strokeWidth={2}
          fill="url(#clicks-fill)"
          isAnimationActive={false}
        />
        {scansLabel !== undefined && (
          <Area
            type="linear"
            dataKey="scans"
            name={scansLabel}
            {...scansStroke}
            strokeWidth={2}
            fill="none"
            isAnimationActive={false}
          />
        )}
      </AreaChart>
    </ResponsiveContainer>
  );
}
