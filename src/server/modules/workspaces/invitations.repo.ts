import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { workspaceInvitations } from '../../db/schema/workspaces';
import type { WorkspaceRole } from '../../../shared/workspaces';

export interface InvitationRow {
  id: string;
  workspaceId: string;
  email: string;
  role: WorkspaceRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const columns = {
  id: workspaceInvitations.id,
  workspaceId: workspaceInvitations.workspaceId,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  invitedBy: workspaceInvitations.invitedBy,
  createdAt: workspaceInvitations.createdAt,
  expiresAt: workspaceInvitations.expiresAt,
};

const asRow = (row: Omit<InvitationRow, 'role'> & { role: string }): InvitationRow => ({
  ...row,
  role: row.role as WorkspaceRole,
});

/** Invitations to workspaces: open until accepted or revoked (both delete the row) or expired. */
export function createInvitationsRepo(db: Db) {
  return {
    /** A new invitation; an expired one to the same address goes first (one row per address). */
    async createIn(tx: Tx, row: Omit<InvitationRow, 'createdAt'> & { tokenHash: string }, now: Date) {
      await tx
        .delete(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, row.workspaceId),
            eq(workspaceInvitations.email, row.email),
            lte(workspaceInvitations.expiresAt, now),
          ),
        );
      const [created] = await tx.insert(workspaceInvitations).values(row).returning(columns);
      return asRow(created!);
    },

    /** The workspace's open invitations, oldest first. */
    async open(workspaceId: string, now: Date): Promise<InvitationRow[]> {
      const rows = await db
        .select(columns)
        .from(workspaceInvitations)
        .where(
          and(eq(workspaceInvitations.workspaceId, workspaceId), gt(workspaceInvitations.expiresAt, now)),
        )
        .orderBy(asc(workspaceInvitations.createdAt), asc(workspaceInvitations.id));
      return rows.map(asRow);
    },

    async countOpen(workspaceId: string, now: Date, tx: Tx | Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(workspaceInvitations)
        .where(
          and(eq(workspaceInvitations.workspaceId, workspaceId), gt(workspaceInvitations.expiresAt, now)),
        );
      return row?.n ?? 0;
    },

    /** An open invitation of the workspace to the address, if any. */
    async openTo(tx: Tx, workspaceId: string, email: string, now: Date): Promise<InvitationRow | null> {
      const [row] = await tx
        .select(columns)
        .from(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspaceId),
            eq(workspaceInvitations.email, email),
            gt(workspaceInvitations.expiresAt, now),
          ),
        );
      return row ? asRow(row) : null;
    },

    async find(workspaceId: string, id: string): Promise<InvitationRow | null> {
      const [row] = await db
        .select(columns)
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.workspaceId, workspaceId), eq(workspaceInvitations.id, id)));
      return row ? asRow(row) : null;
    },

    /** The open invitation a link's token stands for. */
    async byToken(tokenHash: string, now: Date, tx: Tx | Db = db): Promise<InvitationRow | null> {
      const [row] = await tx
        .select(columns)
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.tokenHash, tokenHash), gt(workspaceInvitations.expiresAt, now)));
      return row ? asRow(row) : null;
    },

    /** A new token for a resent invitation (the old link stops working), and a new end. */
    async renew(id: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(workspaceInvitations)
        .set({ tokenHash, expiresAt })
        .where(eq(workspaceInvitations.id, id));
    },

    /** Deletes it; whether there was one (accepting twice at once: one wins). */
    async delete(id: string, tx: Tx | Db = db): Promise<boolean> {
      const deleted = await tx
        .delete(workspaceInvitations)
        .where(eq(workspaceInvitations.id, id))
        .returning({ id: workspaceInvitations.id });
      return deleted.length > 0;
    },
  };
}

export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;
