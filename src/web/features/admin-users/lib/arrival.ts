// What the list is told when an account's page sends the admin back to it (router location state):
// which account to put focus on, or what a deletion removed.

export interface ListArrival {
  /** The account whose page was open: its row gets focus again. */
  returnTo?: string;
  /** An account just deleted, with what the server counted. */
  deleted?: { id: string; email: string; counts: Record<string, number> };
}

/** The arrival in a location's state, when it is one (state survives reloads as any value). */
export function readArrival(state: unknown): ListArrival {
  if (typeof state !== 'object' || state === null) return {};
  const { returnTo, deleted } = state as Record<string, unknown>;
  const arrival: ListArrival = {};
  if (typeof returnTo === 'string') arrival.returnTo = returnTo;
  if (typeof deleted === 'object' && deleted !== null) {
    const { id, email, counts } = deleted as Record<string, unknown>;
    if (
      typeof id === 'string' &&
      typeof email === 'string' &&
      typeof counts === 'object' &&
      counts !== null
    ) {
      const numbers = Object.entries(counts).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      );
      arrival.deleted = { id, email, counts: Object.fromEntries(numbers) };
    }
  }
  return arrival;
}
