import { roleAtLeast, workspaceRoles, type WorkspaceRole } from '../../../../shared/workspace-access';

// What a role may do to the people of a workspace, as the server rules it (display only: the
// server checks every request).

/** The roles someone with `role` may give (to an invitation, a member, an API key): up to their own. */
export function rolesUpTo(role: WorkspaceRole): WorkspaceRole[] {
  return workspaceRoles.filter((candidate) => roleAtLeast(role, candidate));
}

/** Whether `actor` may change the role of a member who is `target` (only an owner touches owners). */
export function mayChangeRole(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return roleAtLeast(actor, 'admin') && (target !== 'owner' || actor === 'owner');
}

/** Whether `actor` may remove another member who is `target`. */
export function mayRemove(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return mayChangeRole(actor, target);
}
