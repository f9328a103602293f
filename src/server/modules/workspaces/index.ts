import { invitationSendsPerHour } from '../../../shared/workspaces';
import type { WebhookData } from '../../../shared/webhook-events';
import { createRateLimiter } from '../../platform/http/rate-limit';
import { defineModule } from '../../platform/wiring/module';
import { createInvitationsRepo } from './invitations.repo';
import { createInvitationLinkService } from './invitation-link.service';
import { createInvitationsService } from './invitations.service';
import { createMembersService, type MembersService } from './members.service';
import { workspacesTextsId } from './texts-id';
import { invitationPreviewRoutes, membersRoutes, workspacesRoutes } from './workspaces.routes';
import { createWorkspacesRepo, type WorkspacesRepo } from './workspaces.repo';
import { createWorkspacesService } from './workspaces.service';

export type { Membership } from './workspaces.repo';

export type Workspaces = Pick<
  WorkspacesRepo,
  | 'createPersonalIn'
  | 'deletePersonalIn'
  | 'roleOf'
  | 'membershipsOf'
  | 'ownedOnlyBy'
  | 'ownersOf'
  | 'managersOf'
  | 'counts'
  | 'namesOf'
> &
  Pick<MembersService, 'leaveAllIn' | 'onOwnersChanged'> & {
    /** The workspace's logo as a data URL (its QR codes may carry it); null: none. */
    logoOf(workspaceId: string): Promise<string | null>;
  };

declare module '../../platform/wiring/module' {
  interface Services {
    workspaces: Workspaces;
  }
  interface AppEvents {
    /**
     * A workspace is being deleted, in its deletion's transaction (a team's by its owner, or one
     * its last member's account deletion leaves empty): its links' clicks go in the same one; the
     * handlers add what they deleted to `deleted`.
     */
    'workspace.deleting': { workspaceId: string; deleted: Record<string, number> };
    /** Someone joined a workspace (an invitation accepted), after its commit. */
    'member.added': { workspaceId: string; member: WebhookData<'member.added'> };
    /**
     * Someone left a workspace or was removed, after its commit; an account deleted leaves its
     * teams with reason 'deleted' and neither name nor address (they go with it).
     */
    'member.removed': { workspaceId: string; member: WebhookData<'member.removed'> };
  }
}

/**
 * Who owns what a customer makes (ADR 0026): the workspaces, their members and roles, and the
 * invitations by email. Every account has a personal workspace under its own id, made with the
 * account (the event table's 'account.created'); the subscription in a workspace's row is billing's.
 */
export const workspacesModule = defineModule({
  name: 'workspaces',
  needs: ['admin', 'profiles', 'notifications', 'billing'],
  provides: ['workspaces'],
  texts: workspacesTextsId,
  create: (
    { admin, profiles, notifications, billing },
    { config, db, events, mailer, rateLimitStore, logger, now },
  ) => {
    const repo = createWorkspacesRepo(db);
    // A workspace's subscription notices reach its owners; its other notices, the members who take them.
    billing.setOwnersOf((workspaceId) => repo.ownersOf(workspaceId));
    notifications.setWorkspaceAudience((workspaceId) => repo.noticeAudience(workspaceId));
    const deps = {
      repo,
      invitations: createInvitationsRepo(db),
      events,
      audit: admin.audit,
      profiles,
      seatsOf: async (workspaceId: string) =>
        (await billing.subscriptions.entitlementsOf(workspaceId)).entitlements.maxMembers,
      mailer,
      issuer: async () => (await admin.brand.getBrand()).app_name,
      publicUrl: config.publicUrl,
      sendLimit: createRateLimiter(
        'workspace-invitation',
        { max: invitationSendsPerHour, windowMs: 60 * 60_000 },
        rateLimitStore,
      ),
      logger,
      now,
    };
    const members = createMembersService(deps);
    const invitations = createInvitationsService(deps);
    const invitationLink = createInvitationLinkService(deps);
    const services = { workspaces: createWorkspacesService(deps), members, invitations, invitationLink };
    return {
      name: 'workspaces',
      provides: {
        workspaces: {
          createPersonalIn: repo.createPersonalIn,
          deletePersonalIn: repo.deletePersonalIn,
          roleOf: (workspaceId: string, userId: string) => repo.roleOf(workspaceId, userId),
          membershipsOf: (userId: string) => repo.membershipsOf(userId),
          ownedOnlyBy: (accountIds: string[]) => repo.ownedOnlyBy(accountIds),
          ownersOf: (workspaceId: string) => repo.ownersOf(workspaceId),
          managersOf: (workspaceId: string) => repo.managersOf(workspaceId),
          counts: () => repo.counts(),
          namesOf: (ids: string[]) => repo.namesOf(ids),
          logoOf: async (workspaceId: string) => (await repo.find(workspaceId))?.logo ?? null,
          leaveAllIn: members.leaveAllIn,
          onOwnersChanged: members.onOwnersChanged,
        },
      },
      routes: (guards) => [
        workspacesRoutes(services, guards),
        membersRoutes(services, guards),
        invitationPreviewRoutes(invitationLink),
      ],
    };
  },
});
