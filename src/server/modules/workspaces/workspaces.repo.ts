import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces';
import type { WorkspaceRole } from '../../../shared/workspaces';

export interface Membership {
  id: string;
  name: string;
  slug: string;
  personal: boolean;
  role: WorkspaceRole;
}

export function createWorkspacesRepo(db: Db) {
  return {
    /**
     * The account's personal workspace, under the account's id, with the account as its owner.
     * Its slug is the username, or the username with a number when a workspace holds that already.
     */
    async createPersonalIn(tx: Tx, account: { id: string; name: string; username: string }): Promise<void> {
      let slug = account.username;
      for (let n = 2; ; n++) {
        const [taken] = await tx
          .select({ id: workspaces.id })
          .from(workspaces)
          .where(eq(workspaces.slug, slug));
        if (!taken) break;
        slug = `${account.username}${n}`;
      }
      await tx.insert(workspaces).values({
        id: account.id,
        name: account.name === '' ? account.username : account.name,
        slug,
        personal: true,
      });
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: account.id, userId: account.id, role: 'owner' });
    },

    /** Deletes the account's personal workspace, and with it all it owns (the foreign keys cascade). */
    async deletePersonalIn(tx: Tx, accountId: string): Promise<number> {
      const deleted = await tx
        .delete(workspaces)
        .where(and(eq(workspaces.id, accountId), eq(workspaces.personal, true)))
        .returning({ id: workspaces.id });
      return deleted.length;
    },

    /** The account's role in the workspace; null when it is not a member (or there is no such workspace). */
    async roleOf(workspaceId: string, userId: string): Promise<WorkspaceRole | null> {
      const [row] = await db
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
      return (row?.role as WorkspaceRole | undefined) ?? null;
    },

    /** The workspaces the account belongs to: its personal one first, then by name. */
    async membershipsOf(userId: string): Promise<Membership[]> {
      const rows = await db
        .select({
          id: workspaces.id,
          name: workspaces.name,
          slug: workspaces.slug,
          personal: workspaces.personal,
          role: workspaceMembers.role,
        })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(desc(workspaces.personal), asc(workspaces.name), asc(workspaces.id));
      return rows.map((row) => ({ ...row, role: row.role as WorkspaceRole }));
    },
  };
}

export type WorkspacesRepo = ReturnType<typeof createWorkspacesRepo>;
