import { z } from 'zod';

// Workspaces and their members' roles (ADR 0026), as both sides read them.

/** The roles, least first: each may do what the ones before it may. */
export const workspaceRoles = ['viewer', 'member', 'admin', 'owner'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];
export const workspaceRoleSchema = z.enum(workspaceRoles);

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return workspaceRoles.indexOf(role) >= workspaceRoles.indexOf(needed);
}

/** The header that names the workspace a request acts in (absent: the account's personal one). */
export const workspaceHeader = 'ringkas-workspace';
