import type { MemberList, WorkspaceRole } from '../../../shared/workspaces';
import { roleAtLeast } from '../../../shared/workspaces';
import type { Tx } from '../../db/client';
import type { Emit } from '../../platform/wiring/events';
import type { AppEvents } from '../../platform/wiring/module';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { Actor } from '../../platform/http/principal';
import type { WorkspacesDeps } from './deps';
import { invitationOut } from './invitations.service';

const lastOwner = () =>
  conflict('A workspace needs an owner. Make another member an owner first, or delete the workspace.');

/**
 * A workspace's members and their roles. An owner's role is given and taken by owners only; the
 * last owner stays (ADR 0026). Every change holds the workspace's row, so two at once cannot both
 * take the last owner away, and each is in the audit log under the member (`user:<id>`).
 */
export function createMembersService(deps: WorkspacesDeps) {
  const { repo } = deps;
  const ownersListeners: (() => Promise<void>)[] = [];
  /** A workspace's owners changed: whoever keeps what follows from them (suspension) reads again. */
  async function ownersChanged() {
    for (const listener of ownersListeners) await listener();
  }

  async function loadMember(tx: Tx, actor: Actor, userId: string) {
    const workspace = await repo.lockIn(tx, actor.workspaceId);
    if (!workspace) throw notFound('Workspace');
    const role = await repo.roleOf(actor.workspaceId, userId, tx);
    if (!role) throw notFound('Member');
    const owners = (await repo.members(actor.workspaceId, tx)).filter((member) => member.role === 'owner');
    return { workspace, role, owners: owners.length };
  }

  return {
    /** Members with their names; open invitations to admins and owners only. */
    async list(actor: Actor): Promise<MemberList> {
      const [rows, invitations] = await Promise.all([
        repo.members(actor.workspaceId),
        roleAtLeast(actor.role, 'admin') ? deps.invitations.open(actor.workspaceId, deps.now()) : [],
      ]);
      // Members and inviters named in one read.
      const people = await deps.profiles.summaries([
        ...rows.map((row) => row.userId),
        ...invitations.flatMap((row) => row.invitedBy ?? []),
      ]);
      return {
        items: rows.map((row) => ({
          user_id: row.userId,
          name: people.get(row.userId)?.name ?? '',
          email: people.get(row.userId)?.email ?? '',
          role: row.role,
          joined_at: row.createdAt.toISOString(),
        })),
        invitations: invitations.map((row) => invitationOut(row, people)),
      };
    },

    async setRole(actor: Actor, userId: string, role: WorkspaceRole): Promise<MemberList> {
      const owner = await deps.events.transaction(async (tx) => {
        const { workspace, role: before, owners } = await loadMember(tx, actor, userId);
        if (before === role) return false;
        if ((before === 'owner' || role === 'owner') && actor.role !== 'owner') {
          throw forbidden('Only an owner can make or unmake an owner.');
        }
        if (workspace.personal && userId === workspace.id) {
          throw conflict('The account a personal workspace belongs to stays its owner.');
        }
        if (before === 'owner' && owners <= 1) throw lastOwner();
        await repo.setRoleIn(tx, actor.workspaceId, userId, role);
        await deps.audit.record(
          {
            actorId: actor.id,
            action: 'workspace.member.role',
            target: `user:${userId}`,
            before: { workspace: workspace.slug, role: before },
            after: { workspace: workspace.slug, role },
          },
          tx,
        );
        return before === 'owner' || role === 'owner';
      });
      if (owner) await ownersChanged();
      return this.list(actor);
    },

    /**
     * Removes a member (an admin removes members below owner, an owner anyone), or the member
     * leaves. Their next request is refused: the guard reads the membership on every request.
     */
    async remove(actor: Actor, userId: string): Promise<void> {
      const person = (await deps.profiles.summaries([userId])).get(userId);
      const owner = await deps.events.transaction(async (tx, emit) => {
        const { workspace, role, owners } = await loadMember(tx, actor, userId);
        const leaving = userId === actor.id;
        if (!leaving && !roleAtLeast(actor.role, 'admin')) {
          throw forbidden('Your role in this workspace cannot do this.');
        }
        if (!leaving && role === 'owner' && actor.role !== 'owner') {
          throw forbidden('Only an owner can make or unmake an owner.');
        }
        if (workspace.personal && userId === workspace.id) {
          throw conflict('You cannot leave your personal workspace.');
        }
        if (role === 'owner' && owners <= 1) throw lastOwner();
        await repo.removeMemberIn(tx, actor.workspaceId, userId);
        await deps.audit.record(
          {
            actorId: actor.id,
            action: 'workspace.member.remove',
            target: `user:${userId}`,
            before: { workspace: workspace.slug, role },
            after: { left: leaving },
          },
          tx,
        );
        await emit('member.removed', {
          workspaceId: actor.workspaceId,
          member: {
            user_id: userId,
            email: person?.email ?? '',
            name: person?.name ?? '',
            role,
            reason: leaving ? 'left' : 'removed',
          },
        });
        return role === 'owner';
      });
      if (owner) await ownersChanged();
    },

    /** Calls `listener` after every change of a workspace's owners (made here). */
    onOwnersChanged(listener: () => Promise<void>): void {
      ownersListeners.push(listener);
    },

    /**
     * An account being deleted leaves its team workspaces: one it alone belongs to is deleted with
     * all it owns; one left without an owner gets the longest-standing member as its owner.
     */
    async leaveAllIn(tx: Tx, emit: Emit<AppEvents>, userId: string): Promise<void> {
      for (const team of await repo.teamsOf(tx, userId)) {
        if (team.others.length === 0) {
          await emit('workspace.deleting', { workspaceId: team.id, deleted: {} });
          await repo.deleteIn(tx, team.id);
          continue;
        }
        if (team.role === 'owner' && !team.others.some((member) => member.role === 'owner')) {
          await repo.setRoleIn(tx, team.id, team.others[0]!.userId, 'owner');
        }
        // The team's own systems learn that a seat is gone (the user_id is member.added's).
        await emit('member.removed', {
          workspaceId: team.id,
          member: { user_id: userId, email: '', name: '', role: team.role, reason: 'deleted' },
        });
      }
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
