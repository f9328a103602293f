import type { CSSProperties } from 'react';

// Recharts draws its axis labels and its tooltip in fixed colours (grey #666 text, a white box):
// these give them the theme's tokens, so a chart reads on the light page and on the dark one.

/** For an axis's `tick`. */
export const chartTick = { fill: 'var(--color-muted-foreground)' } as const;

/** Spread on an `<XAxis>` or a `<YAxis>`: the values alone, small, in the theme's muted text. */
export const chartAxis = { tickLine: false, axisLine: false, fontSize: 12, tick: chartTick } as const;

/** Spread on a `<Tooltip>`. */
export const chartTooltip: {
  contentStyle: CSSProperties;
  labelStyle: CSSProperties;
  itemStyle: CSSProperties;
} = {
  contentStyle: {
    backgroundColor: 'var(--color-popover)',
    borderColor: 'var(--color-border)',
    borderRadius: 'var(--radius-md)',
    color: 'var(--color-popover-foreground)',
  },
  labelStyle: { color: 'var(--color-popover-foreground)' },
  itemStyle: { color: 'var(--color-popover-foreground)' },
};
