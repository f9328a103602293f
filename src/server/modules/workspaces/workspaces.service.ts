import { randomUUID } from 'node:crypto';
import type {
  CreateWorkspace,
  UpdateWorkspace,
  Workspace,
  WorkspaceSummary,
} from '../../../shared/workspaces';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import type { WorkspacesDeps } from './deps';
import type { Membership } from './workspaces.repo';

/** Team workspaces one account may own: enough for an agency, a bound on abuse. */
export const ownedTeamsMax = 20;

const slugTaken = () =>
  conflict('That slug is taken. Choose another one.', { slug: 'Another workspace uses this slug.' });

/** A membership as its account reads it: `personal` only for the account's own personal workspace. */
export const summaryOf = (membership: Membership, accountId: string): WorkspaceSummary => ({
  id: membership.id,
  name: membership.name,
  slug: membership.slug,
  logo: membership.logo,
  personal: membership.personal && membership.id === accountId,
  role: membership.role,
});

/** The workspaces themselves: the account's list, a team's making, settings and deletion. */
export function createWorkspacesService(deps: WorkspacesDeps) {
  const { repo } = deps;

  return {
    async list(accountId: string): Promise<WorkspaceSummary[]> {
      return (await repo.membershipsOf(accountId)).map((membership) => summaryOf(membership, accountId));
    },

    /** A team workspace, its maker its owner; it starts on no plan (one is bought for it). */
    async create(accountId: string, input: CreateWorkspace): Promise<WorkspaceSummary> {
      if ((await repo.ownedTeams(accountId)) >= ownedTeamsMax) {
        throw conflict(
          `An account can own at most ${ownedTeamsMax} team workspaces. Delete one you no longer use.`,
        );
      }
      const id = randomUUID();
      try {
        await repo.createTeam({ id, name: input.name, slug: input.slug, ownerId: accountId });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
      return { id, name: input.name, slug: input.slug, logo: null, personal: false, role: 'owner' };
    },

    /** The request's workspace, with its plan and its seats. */
    async current(actor: Actor): Promise<Workspace> {
      const row = await repo.find(actor.workspaceId);
      if (!row) throw notFound('Workspace');
      const now = deps.now();
      const [members, pending, seats, notices] = await Promise.all([
        repo.members(row.id),
        deps.invitations.countOpen(row.id, now),
        deps.seatsOf(row.id),
        repo.takesNotices(row.id, actor.id),
      ]);
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        logo: row.logo,
        personal: row.personal && row.id === actor.id,
        role: actor.role,
        plan: row.subscriptionPlan,
        plan_expires: row.subscriptionExpires?.toISOString() ?? null,
        members: members.length,
        pending_invitations: pending,
        seats,
        notices: notices ?? false,
        created_at: row.createdAt.toISOString(),
      };
    },

    /** Whether the actor takes the workspace's notices from now on. */
    async setNotices(actor: Actor, notices: boolean): Promise<Workspace> {
      await repo.setNotices(actor.workspaceId, actor.id, notices);
      return this.current(actor);
    },

    async update(actor: Actor, input: UpdateWorkspace): Promise<Workspace> {
      if (input.slug !== undefined && (await repo.slugTaken(input.slug, actor.workspaceId)))
        throw slugTaken();
      try {
        await repo.update(actor.workspaceId, input);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
      return this.current(actor);
    },

    /**
     * Deletes a team workspace and all it owns, once its slug is typed out. Its links' clicks and
     * caches go the way an account's do ('workspace.deleting', in the same transaction).
     */
    async remove(actor: Actor, confirm: string): Promise<void> {
      const row = await repo.find(actor.workspaceId);
      if (!row) throw notFound('Workspace');
      if (row.personal) {
        // Named under the form's one field, as every 400 names one (route-properties.test.ts).
        const goesWithAccount =
          'A personal workspace goes only with its account. Delete the account in Settings.';
        throw badRequest(goesWithAccount, { confirm: goesWithAccount });
      }
      if (confirm !== row.slug) {
        throw badRequest('Type the workspace’s slug to delete it.', {
          confirm: `Type ${row.slug} to confirm.`,
        });
      }
      await deps.events.transaction(async (tx, emit) => {
        await emit('workspace.deleting', { workspaceId: row.id, deleted: {} });
        await repo.deleteIn(tx, row.id);
        await deps.audit.record(
          {
            actorId: actor.id,
            action: 'workspace.delete',
            target: `workspace:${row.id}`,
            before: { name: row.name, slug: row.slug },
          },
          tx,
        );
      });
    },
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
