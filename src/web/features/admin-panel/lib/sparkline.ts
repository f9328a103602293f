// The geometry and words of a card's trend line, kept apart from React so they are tested alone.

/** The drawing box of a sparkline, in SVG units (the SVG stretches to its box). */
export const sparklineBox = { width: 140, height: 32 } as const;

/**
 * The polyline's points for `values`, left to right, the largest at the top and 0 at the bottom
 * (a flat line at the bottom when every value is 0). One unit of room above and below keeps the
 * stroke inside the box. A single value is a level line across.
 */
export function sparklinePoints(
  values: number[],
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
export function sparklineText(label: string, values: number[], format: (value: number) => string): string {
  return `${label}: ${values.map(format).join(', ')}`;
}

/**
 * This period against the last, in whole percent, rounded toward zero (a change is never
 * overstated); null when the last period had nothing to compare with.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  // `|| 0`: a fall of less than 1% is 0, not -0.
  return Math.trunc(((current - previous) / previous) * 100) || 0;
}
