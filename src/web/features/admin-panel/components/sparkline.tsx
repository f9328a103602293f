import { sparklineBox, sparklinePoints } from '../lib/sparkline';

/**
 * A card's trend as a small line (an inline SVG polyline, no chart library for 14 points). The
 * shape says nothing to assistive technology, so `label` says it in words: every value, in order.
 */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
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
  );
}
