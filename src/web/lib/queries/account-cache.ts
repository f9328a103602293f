import type { QueryClient } from '@tanstack/react-query';
import { storeWorkspaceId } from '../workspace';
import { meQueryOptions } from './me';

// Query roots that describe the install rather than the person signed in (the brand); they survive
// a sign-out so public pages keep their texts.
const installWideRoots: ReadonlySet<unknown> = new Set(['brand']);

// Set when the person signs out in this tab: the route guard then sends them to plain /login
// instead of asking to bring them back to the page they chose to leave.
let signedOutHere = false;

export function signedOutOnPurpose(): boolean {
  return signedOutHere;
}

/** After a sign-in: load the new person's account afresh (a cached 401 must not linger). */
export async function accountChanged(queryClient: QueryClient): Promise<void> {
  signedOutHere = false;
  // The last account's workspace is not this one's: start in the personal workspace.
  storeWorkspaceId(null);
  await queryClient.resetQueries({ queryKey: meQueryOptions().queryKey });
}

/** After a sign-out: forget everything cached for the person who left. */
export function forgetAccount(queryClient: QueryClient, options: { onPurpose?: boolean } = {}): void {
  if (options.onPurpose) signedOutHere = true;
  storeWorkspaceId(null);
  queryClient.removeQueries({ predicate: (query) => !installWideRoots.has(query.queryKey[0]) });
}
