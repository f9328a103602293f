// Who may do what in a workspace, and how a request names the workspace it acts in (ADR 0026).
// Apart from the contracts (workspaces.ts), so that the app's first load gets them without zod
// (ADR 0041).

/** The roles, least first: each may do what the ones before it may. */
export const workspaceRoles = ['viewer', 'member', 'admin', 'owner'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return workspaceRoles.indexOf(role) >= workspaceRoles.indexOf(needed);
}

/** The header that names the workspace a request acts in (absent: the account's personal one). */
export const workspaceHeader = 'ringkas-workspace';
