import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaceMembers, workspaces } from '../../db/schema/workspaces';
import type { WorkspaceRole } from '../../../shared/workspaces';

export interface Membership {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  personal: boolean;
  role: WorkspaceRole;
}

export interface MemberRow {
  userId: string;
  role: WorkspaceRole;
  createdAt: Date;
}

/** Who belongs to which workspace, with what role. */
export function createMembersRepo(db: Db) {
  /** The account ids of the workspace's members that meet `condition`, longest-standing first. */
  async function membersWhere(workspaceId: string, condition: SQL): Promise<string[]> {
    const rows = await db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), condition))
      .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
    return rows.map((row) => row.userId);
  }

  const repo = {
    /** The account's role in the workspace; null when it is not a member (or there is no such workspace). */
    async roleOf(workspaceId: string, userId: string, tx: Tx | Db = db): Promise<WorkspaceRole | null> {
      const [row] = await tx
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
      return (row?.role as WorkspaceRole | undefined) ?? null;
    },

    /** The workspaces the account belongs to: its own personal one first, then by name. */
    async membershipsOf(userId: string, tx: Tx | Db = db): Promise<Membership[]> {
      const rows = await tx
        .select({
          id: workspaces.id,
          name: workspaces.name,
          slug: workspaces.slug,
          logo: workspaces.logo,
          personal: workspaces.personal,
          role: workspaceMembers.role,
        })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(eq(workspaceMembers.userId, userId))
        .orderBy(desc(sql`${workspaces.id} = ${userId}`), asc(workspaces.name), asc(workspaces.id));
      return rows.map((row) => ({ ...row, role: row.role as WorkspaceRole }));
    },

    /** How many team workspaces the account owns. */
    async ownedTeams(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(workspaceMembers)
        .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
        .where(
          and(
            eq(workspaceMembers.userId, userId),
            eq(workspaceMembers.role, 'owner'),
            eq(workspaces.personal, false),
          ),
        );
      return row?.n ?? 0;
    },

    /** The members, owners first, then by when they joined. */
    async members(workspaceId: string, tx: Tx | Db = db): Promise<MemberRow[]> {
      const rows = await tx
        .select({
          userId: workspaceMembers.userId,
          role: workspaceMembers.role,
          createdAt: workspaceMembers.createdAt,
        })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
      return rows.map((row) => ({ ...row, role: row.role as WorkspaceRole }));
    },

    /** The workspaces whose every owner is one of these accounts (and that have one among them). */
    async ownedOnlyBy(accountIds: string[]): Promise<string[]> {
      if (accountIds.length === 0) return [];
      const owner = eq(workspaceMembers.role, 'owner');
      const ownedByThem = db
        .select({ id: workspaceMembers.workspaceId })
        .from(workspaceMembers)
        .where(and(owner, inArray(workspaceMembers.userId, accountIds)));
      const rows = await db
        .select({ id: workspaceMembers.workspaceId })
        .from(workspaceMembers)
        .where(and(owner, inArray(workspaceMembers.workspaceId, ownedByThem)))
        .groupBy(workspaceMembers.workspaceId)
        .having(sql`bool_and(${inArray(workspaceMembers.userId, accountIds)})`);
      return rows.map((row) => row.id);
    },

    /** The members who take the workspace's notices, longest-standing first. */
    noticeAudience: (workspaceId: string) => membersWhere(workspaceId, eq(workspaceMembers.notices, true)),

    /** Whether the member takes the workspace's notices; null: not a member. */
    async takesNotices(workspaceId: string, userId: string): Promise<boolean | null> {
      const [row] = await db
        .select({ notices: workspaceMembers.notices })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
      return row?.notices ?? null;
    },

    async setNotices(workspaceId: string, userId: string, notices: boolean): Promise<void> {
      await db
        .update(workspaceMembers)
        .set({ notices })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    },

    /** The owners' account ids, longest-standing first. */
    ownersOf: (workspaceId: string) => membersWhere(workspaceId, eq(workspaceMembers.role, 'owner')),

    /** Those who manage its settings (its admins and owners), longest-standing first. */
    managersOf: (workspaceId: string) =>
      membersWhere(workspaceId, inArray(workspaceMembers.role, ['owner', 'admin'])),

    async addMemberIn(tx: Tx, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
      await tx.insert(workspaceMembers).values({ workspaceId, userId, role }).onConflictDoNothing();
    },

    async setRoleIn(tx: Tx, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
      await tx
        .update(workspaceMembers)
        .set({ role })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    },

    async removeMemberIn(tx: Tx, workspaceId: string, userId: string): Promise<void> {
      await tx
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    },

    /** The other members of each team workspace the account belongs to (for its deletion). */
    async teamsOf(
      tx: Tx,
      userId: string,
    ): Promise<{ id: string; role: WorkspaceRole; others: MemberRow[] }[]> {
      const mine = (await repo.membershipsOf(userId, tx)).filter((workspace) => !workspace.personal);
      const teams = [];
      for (const workspace of mine) {
        const others = (await repo.members(workspace.id, tx)).filter((member) => member.userId !== userId);
        teams.push({ id: workspace.id, role: workspace.role, others });
      }
      return teams;
    },
  };
  return repo;
}
