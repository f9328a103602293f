import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces';
import { createMembersRepo } from './members.repo';

export type { MemberRow, Membership } from './members.repo';

export type WorkspaceRow = typeof workspaces.$inferSelect;

/** The workspaces' rows, and (members.repo.ts) their members. */
export function createWorkspacesRepo(db: Db) {
  return { ...createMembersRepo(db), ...createWorkspaceRowsRepo(db) };
}

function createWorkspaceRowsRepo(db: Db) {
  /** The first of `base`, `base2`, `base3`... that no workspace holds. */
  async function freeSlug(tx: Tx | Db, base: string): Promise<string> {
    let slug = base;
    for (let n = 2; ; n++) {
      const [taken] = await tx
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(eq(workspaces.slug, slug));
      if (!taken) return slug;
      slug = `${base}${n}`;
    }
  }

  return {
    /**
     * The account's personal workspace, under the account's id, with the account as its owner.
     * Its slug is the username, or the username with a number when a workspace holds that already.
     */
    async createPersonalIn(tx: Tx, account: { id: string; name: string; username: string }): Promise<void> {
      await tx.insert(workspaces).values({
        id: account.id,
        name: account.name === '' ? account.username : account.name,
        slug: await freeSlug(tx, account.username.toLowerCase()),
        personal: true,
      });
      await tx
        .insert(workspaceMembers)
        .values({ workspaceId: account.id, userId: account.id, role: 'owner' });
    },

    /** A team's workspace with its maker as owner (a taken slug: the unique violation). */
    async createTeam(team: { id: string; name: string; slug: string; ownerId: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(workspaces).values({ id: team.id, name: team.name, slug: team.slug });
        await tx
          .insert(workspaceMembers)
          .values({ workspaceId: team.id, userId: team.ownerId, role: 'owner' });
      });
    },

    /** Deletes the account's personal workspace, and with it all it owns (the foreign keys cascade). */
    async deletePersonalIn(tx: Tx, accountId: string): Promise<number> {
      const deleted = await tx
        .delete(workspaces)
        .where(and(eq(workspaces.id, accountId), eq(workspaces.personal, true)))
        .returning({ id: workspaces.id });
      return deleted.length;
    },

    /** Deletes a workspace and all it owns (the foreign keys cascade). */
    async deleteIn(tx: Tx, id: string): Promise<void> {
      await tx.delete(workspaces).where(eq(workspaces.id, id));
    },

    async find(id: string): Promise<WorkspaceRow | null> {
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
      return row ?? null;
    },

    /** Holds the workspace's row until the transaction ends: one change of its members at a time. */
    async lockIn(tx: Tx, id: string): Promise<WorkspaceRow | null> {
      const [row] = await tx.select().from(workspaces).where(eq(workspaces.id, id)).for('update');
      return row ?? null;
    },

    /** Name, slug, logo (a taken slug: the unique violation). */
    async update(id: string, patch: Partial<Pick<WorkspaceRow, 'name' | 'slug' | 'logo'>>): Promise<void> {
      await db
        .update(workspaces)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(workspaces.id, id));
    },

    /** The names of the workspaces among `ids` that exist (the audit log's subjects). */
    async namesOf(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: workspaces.id, name: workspaces.name })
        .from(workspaces)
        .where(inArray(workspaces.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Workspaces in all, and the teams' among them (the Admin Panel). */
    async counts(): Promise<{ total: number; teams: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          teams: sql<number>`(count(*) FILTER (WHERE NOT ${workspaces.personal}))::int`,
        })
        .from(workspaces);
      return { total: row?.total ?? 0, teams: row?.teams ?? 0 };
    },

    /** Whether a workspace other than `exceptId` holds the slug. */
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: workspaces.id })
        .from(workspaces)
        .where(
          exceptId ? and(eq(workspaces.slug, slug), ne(workspaces.id, exceptId)) : eq(workspaces.slug, slug),
        );
      return Boolean(row);
    },
  };
}

export type WorkspacesRepo = ReturnType<typeof createWorkspacesRepo>;
