// How rollup rows are keyed (see ADR 0002).

/** Rollup dimensions, as stored in the `dim` column. */
export const Dim = { total: 0, country: 1, device: 2, os: 3, browser: 4, referrer: 5, link: 6 } as const;
export type DimCode = (typeof Dim)[keyof typeof Dim];

/** The scope of all of a user's links; a single link's scope is its id. */
export function userScope(userId: string): string {
  return `u:${userId}`;
}
