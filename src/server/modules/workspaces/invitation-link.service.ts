import type { InvitationPreview, WorkspaceSummary } from '../../../shared/workspaces';
import { forbidden } from '../../platform/http/app-error';
import type { Principal } from '../../platform/http/principal';
import type { WorkspacesDeps } from './deps';
import { hashOf, noLongerValid } from './invitations.service';
import { summaryOf } from './workspaces.service';

/**
 * An invitation's link (`/invite/<token>`): what it invites to, shown to anyone holding it, and
 * joining, for the account signed in with the address it was sent to.
 */
export function createInvitationLinkService(deps: WorkspacesDeps) {
  const { repo, invitations } = deps;

  return {
    /** What a link invites to, for anyone holding it (the token is the secret). */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await invitations.byToken(hashOf(token), deps.now());
      const workspace = row && (await repo.find(row.workspaceId));
      if (!row || !workspace) throw noLongerValid();
      const inviter = row.invitedBy
        ? (await deps.profiles.summaries([row.invitedBy])).get(row.invitedBy)
        : null;
      return {
        workspace: { name: workspace.name, slug: workspace.slug, logo: workspace.logo },
        email: row.email,
        role: row.role,
        invited_by: inviter ? inviter.name || inviter.email : null,
        expires_at: row.expiresAt.toISOString(),
      };
    },

    /** Joins the workspace with the invitation's role: signed in with the address it was sent to. */
    async accept(principal: Principal, token: string): Promise<WorkspaceSummary> {
      const name = (await deps.profiles.summaries([principal.id])).get(principal.id)?.name ?? '';
      const workspaceId = await deps.events.transaction(async (tx, emit) => {
        const row = await invitations.byToken(hashOf(token), deps.now(), tx);
        if (!row) throw noLongerValid();
        if (row.email !== principal.email.toLowerCase()) {
          throw forbidden(`This invitation is for ${row.email}. Sign in with that address to accept it.`);
        }
        const workspace = await repo.lockIn(tx, row.workspaceId);
        // Accepted twice at once: the second finds it gone.
        if (!workspace || !(await invitations.delete(row.id, tx))) throw noLongerValid();
        if (!(await repo.roleOf(workspace.id, principal.id, tx))) {
          await repo.addMemberIn(tx, workspace.id, principal.id, row.role);
          await deps.audit.record(
            {
              actorId: principal.id,
              action: 'workspace.member.add',
              target: `user:${principal.id}`,
              after: { workspace: workspace.slug, role: row.role, invited_by: row.invitedBy },
            },
            tx,
          );
          await emit('member.added', {
            workspaceId: workspace.id,
            member: { user_id: principal.id, email: principal.email, name, role: row.role },
          });
        }
        return workspace.id;
      });
      const joined = (await repo.membershipsOf(principal.id)).find(
        (membership) => membership.id === workspaceId,
      );
      if (!joined) throw noLongerValid();
      return summaryOf(joined, principal.id);
    },
  };
}

export type InvitationLinkService = ReturnType<typeof createInvitationLinkService>;
