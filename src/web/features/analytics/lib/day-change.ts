export interface DayChange {
  direction: 'up' | 'down' | 'same';
  /** How many clicks more or fewer than yesterday (never negative). */
  diff: number;
  /** The change as a share of yesterday; null when yesterday had no clicks to compare with. */
  ratio: number | null;
}

/** Today's clicks against yesterday's. */
export function dayChange(today: number, yesterday: number): DayChange {
  const direction = today > yesterday ? 'up' : today < yesterday ? 'down' : 'same';
  return {
    direction,
    diff: Math.abs(today - yesterday),
    ratio: yesterday === 0 ? null : Math.abs(today - yesterday) / yesterday,
  };
}
