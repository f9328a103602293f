// How rollup rows are keyed (see ADRs 0002 and 0013).

/**
 * Rollup dimensions: `total` and `link` rows are stored as such (the `dim` column), the others as
 * the keys "<dim>:<value>" of the total row's breakdown (ADR 0013). `choice` (the targeting
 * choice that answered, shared/targeting.ts choiceKey) is kept for link scopes only, and only for
 * clicks that a rule, the rotator or the fallback answered: most clicks go to the main
 * destination, and the report derives those as the total minus the others rather than the ingest
 * writing one more key each. `scan` rows count a scope's scans as the totals count its clicks,
 * written only where there were scans, so that a day series reads them from their own small index.
 */
export const Dim = {
  total: 0,
  country: 1,
  device: 2,
  os: 3,
  browser: 4,
  referrer: 5,
  link: 6,
  choice: 7,
  /** Scans: the clicks that came through a QR code, a row of their own per scope (value ''). */
  scan: 8,
} as const;
export type DimCode = (typeof Dim)[keyof typeof Dim];

/** The scope of all of a user's links; a single link's scope is its id. */
export function userScope(userId: string): string {
  return `u:${userId}`;
}
