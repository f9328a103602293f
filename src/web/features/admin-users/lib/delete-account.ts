// What a deletion removed, as the server counts it (DELETE /api/admin/users/:id -> { deleted }):
// the kinds this build has words for are shown with them, any other by its own name.

export const knownDeletedKinds = [
  'links',
  'clicks',
  'custom_domains',
  'watched_domains',
  'checks',
  'notifications',
  'sessions',
  'orders',
] as const;
export type KnownDeletedKind = (typeof knownDeletedKinds)[number];

export type DeletedCount =
  { kind: KnownDeletedKind; count: number } | { kind: null; name: string; count: number };

/** The counts in a fixed order (known kinds first, then the rest as the server sent them). */
export function deletedCounts(deleted: Record<string, number>): DeletedCount[] {
  const known: DeletedCount[] = knownDeletedKinds
    .filter((kind) => kind in deleted)
    .map((kind) => ({ kind, count: deleted[kind] ?? 0 }));
  const others: DeletedCount[] = Object.entries(deleted)
    .filter(([name]) => !(knownDeletedKinds as readonly string[]).includes(name))
    .map(([name, count]) => ({ kind: null, name: name.replaceAll('_', ' '), count }));
  return [...known, ...others];
}

/** The email typed to confirm a deletion matches the account's (spaces around it and case aside). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
