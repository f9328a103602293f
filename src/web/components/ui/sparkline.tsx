import { cn } from '../../lib/cn';
import { ChartTable } from './chart-table';

// A trend as a small inline SVG line: no chart library for 14 or 30 points, and nothing to lay
// out or hover. The shape says nothing to assistive technology, so the picture is named in words
// and a visually hidden table gives every point.

/** The drawing box, in SVG units (the SVG stretches to its box; the stroke does not scale). */
export const sparklineBox = { width: 140, height: 32 } as const;

/**
 * The polyline's points for `values`, left to right, the largest at the top and 0 at the bottom
 * (a flat line at the bottom when every value is 0). One unit of room above and below keeps the
 * stroke inside the box. A single value is a level line across.
 */
export function sparklinePoints(
  values: readonly number[],
  box: { width: number; height: number } = sparklineBox,
): string {
  if (values.length === 0) return '';
  const most = Math.max(1, ...values);
  const y = (value: number) => (box.height - 1 - (Math.max(0, value) / most) * (box.height - 2)).toFixed(1);
  if (values.length === 1) return `0,${y(values[0]!)} ${box.width},${y(values[0]!)}`;
  const step = box.width / (values.length - 1);
  return values.map((value, index) => `${(index * step).toFixed(1)},${y(value)}`).join(' ');
}

/** What the line shows, in words: "New users, last 14 days: 3, 0, 5, …" (oldest first). */
export function sparklineText(
  label: string,
  values: readonly number[],
  format: (value: number) => string,
): string {
  return `${label}: ${values.map(format).join(', ')}`;
}

export interface SparklinePoint {
  key: string;
  /** The point's day or time as the table heads its row. */
  at: string;
  value: number;
}

interface SparklineProps {
  /** Oldest first. */
  points: readonly SparklinePoint[];
  /** The picture's name: what it shows, in words. */
  label: string;
  /** The hidden table's caption and its two column headings (the day, the value). */
  table: { caption: string; columns: readonly [string, string] };
  format: (value: number) => string;
  /** Shade the area under the line. */
  area?: boolean;
  /** The drawing's height (it takes the width it is given). */
  className?: string;
}

export function Sparkline({ points, label, table, format, area = false, className }: SparklineProps) {
  const line = sparklinePoints(points.map((point) => point.value));
  const { width, height } = sparklineBox;
  return (
    <>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className={cn('h-8 w-full overflow-visible', className)}
      >
        {line && (
          <>
            {area && (
              <polygon points={`0,${height} ${line} ${width},${height}`} className="fill-primary/10" />
            )}
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
        caption={table.caption}
        columns={table.columns}
        rows={points.map((point) => ({ key: point.key, cells: [point.at, format(point.value)] }))}
      />
    </>
  );
}
