import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import type { CheckState } from '../../../../shared/checks';
import { chartAxis, chartTooltip } from '../../../components/ui/chart-style';
import { stateColor } from '../lib/state-looks';
import { dateTimeFormat } from '../../../lib/format';

// Loaded with React.lazy (see check-history.tsx), so recharts is its own chunk and only a page that
// opens a chart downloads it.

export interface LatencyPoint {
  /** When the check ran (ISO 8601). */
  at: string;
  /** null: no answer came (down, blocked, refused); the line breaks there. */
  latency: number | null;
  state: CheckState;
}

interface LatencyChartProps {
  /** Oldest first. */
  points: LatencyPoint[];
  /** "Up", "Down", ... for the tooltip. */
  stateName: (state: CheckState) => string;
  /** "120 ms". */
  milliseconds: (value: number) => string;
  noAnswer: string;
}

/** Each point is coloured by the check's state, so a blocked or down stretch shows on the line. */
function StateDot({ cx, cy, payload, index }: DotItemDotProps) {
  if (typeof cx !== 'number' || typeof cy !== 'number') return <g key={index} />;
  const { state } = payload as LatencyPoint;
  return <circle key={index} cx={cx} cy={cy} r={3.5} fill={stateColor(state)} stroke="none" />;
}

export default function LatencyChart({ points, stateName, milliseconds, noAnswer }: LatencyChartProps) {
  const short = dateTimeFormat({
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const long = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ResponsiveContainer width="100%" height={200}>
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="at"
          tickFormatter={(at: string) => short.format(new Date(at))}
          {...chartAxis}
          // Ticks that would collide are dropped, so a 360 px screen shows a few, not 200.
          interval="preserveStartEnd"
          minTickGap={32}
        />
        <YAxis
          allowDecimals={false}
          {...chartAxis}
          width={64}
          tickFormatter={(value: number) => milliseconds(value)}
        />
        <Tooltip
          {...chartTooltip}
          labelFormatter={(at) => long.format(new Date(String(at)))}
          formatter={(value, _name, item) => [
            value === null || value === undefined ? noAnswer : milliseconds(Number(value)),
            stateName((item.payload as LatencyPoint).state),
          ]}
        />
        <Line
          type="linear"
          dataKey="latency"
          stroke="var(--color-muted-foreground)"
          strokeWidth={1.5}
          connectNulls={false}
          dot={StateDot}
          activeDot={{ r: 5 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
