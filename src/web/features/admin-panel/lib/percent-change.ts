// How a card's figure compares with the period before, kept apart from React so it is tested alone.

/**
 * This period against the last, in whole percent, rounded toward zero (a change is never
 * overstated); null when the last period had nothing to compare with.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  // `|| 0`: a fall of less than 1% is 0, not -0.
  return Math.trunc(((current - previous) / previous) * 100) || 0;
}
