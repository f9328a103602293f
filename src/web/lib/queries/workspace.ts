import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { workspaceListSchema, workspaceSchema, WorkspaceSummary } from '../../../shared/workspaces';
import { roleAtLeast, type WorkspaceRole } from '../../../shared/workspace-access';
import { apiCall } from '../api-client';
import { storeWorkspaceId, useStoredWorkspaceId } from '../workspace';
import { meQueryOptions, useMe } from './me';

// The workspaces as every feature reads them: the account's list, the tab's current one with the
// account's role there, and the switch between them (lib/workspace.ts keeps which one it is).

// GET /api/workspaces - the account's workspaces, personal first, with its role in each
export function workspacesQueryOptions() {
  return queryOptions({
    queryKey: ['workspaces'],
    // The account's own list: it names no workspace, so a gone one cannot make it fail.
    queryFn: ({ signal }) =>
      apiCall<typeof workspaceListSchema>('/api/workspaces', { signal, workspace: false }),
  });
}

export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}

/** The root of every tab workspace's query: invalidating it reads the current one again. */
export const workspaceKey = ['workspace'] as const;

// GET /api/workspace - the tab's workspace: its summary, plan and seats (null: the personal one)
export function workspaceQueryOptions(id: string | null) {
  return queryOptions({
    queryKey: [...workspaceKey, id ?? 'personal'],
    queryFn: ({ signal }) => apiCall<typeof workspaceSchema>('/api/workspace', { signal }),
  });
}

/** The tab's workspace in full (GET /api/workspace), refetched when the tab switches. */
export function useWorkspace() {
  return useQuery(workspaceQueryOptions(useStoredWorkspaceId()));
}

export interface CurrentWorkspace {
  /** The workspace's id: the stored one, else the personal one's (the account's id). */
  id: string | undefined;
  /** The tab works in the account's personal workspace. */
  personal: boolean;
  /** Its entry in the account's list, once that has loaded. */
  summary: WorkspaceSummary | undefined;
}

/** Which workspace the tab works in, named from the account's list (for the switcher). */
export function useCurrentWorkspace(): CurrentWorkspace {
  const stored = useStoredWorkspaceId();
  const { data: me } = useMe();
  const { data: list } = useWorkspaces();
  const summary =
    stored === null
      ? list?.items.find((workspace) => workspace.personal)
      : list?.items.find((workspace) => workspace.id === stored);
  return { id: stored ?? me?.profile.id, personal: stored === null, summary };
}

/** The account's role in the tab's workspace; undefined until the server has said. */
export function useWorkspaceRole(): WorkspaceRole | undefined {
  const stored = useStoredWorkspaceId();
  const workspace = useQuery(workspaceQueryOptions(stored));
  // The account owns its personal workspace: nothing to hide while that is being confirmed.
  return workspace.data?.role ?? (stored === null ? 'owner' : undefined);
}

/**
 * Whether the account's role in the tab's workspace may do what `needed` may: what a page offers
 * (a Create button, a Remove). Display only: the server checks the role on every request.
 */
export function useRoleAtLeast(needed: WorkspaceRole): boolean {
  const role = useWorkspaceRole();
  return role !== undefined && roleAtLeast(role, needed);
}

/**
 * Query roots that stay when the tab switches: the account's and the install's, and the tab's
 * workspace itself (its key names the workspace). Everything else (links, reports, domains,
 * checks, keys...) is read afresh.
 */
const keptRoots: ReadonlySet<unknown> = new Set([
  'me',
  'brand',
  'workspaces',
  'notifications',
  'sessions',
  workspaceKey[0],
]);

/**
 * Works in `workspace` from now on in this tab: the next requests name it, and every list, report
 * and export of the last one is dropped and read again for this one (a request still on its way
 * for the last one is cancelled, so its answer never shows here).
 */
export function switchWorkspace(
  queryClient: QueryClient,
  workspace: Pick<WorkspaceSummary, 'id' | 'personal'>,
): void {
  // `personal` is the reader's own personal workspace: the one a tab without a stored id is in.
  storeWorkspaceId(workspace.personal ? null : workspace.id);
  void queryClient.resetQueries({ predicate: (query) => !keptRoots.has(query.queryKey[0]) });
  // A workspace read before is shown at once when the tab comes back to it, and read again.
  void queryClient.invalidateQueries({ queryKey: workspaceKey, refetchType: 'none' });
  // The account's plan words may follow the workspace; read them again without a loading state.
  void queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
}
