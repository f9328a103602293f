import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authSession, authUser } from '../../db/schema/auth';

// What other modules may know of an account that lives in auth's tables: the profile (users
// module) shows these flags and mirrors its display name here, through this API only.

export interface AccountFlags {
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export function createAccountsRepo(db: Db) {
  return {
    async flags(id: string): Promise<AccountFlags | null> {
      const [row] = await db
        .select({
          emailVerified: authUser.emailVerified,
          twoFactorEnabled: sql<boolean>`coalesce(${authUser.twoFactorEnabled}, false)`,
        })
        .from(authUser)
        .where(eq(authUser.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Ends every session of the account at once (it was disabled). */
    async endSessions(id: string): Promise<number> {
      const ended = await db
        .delete(authSession)
        .where(eq(authSession.userId, id))
        .returning({ id: authSession.id });
      return ended.length;
    },

    async sessionCount(id: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(authSession).where(eq(authSession.userId, id));
      return row?.n ?? 0;
    },

    /** Deletes the account in the caller's transaction; its profile and all it owns cascade. */
    async deleteAccount(id: string, tx: Tx): Promise<boolean> {
      const deleted = await tx.delete(authUser).where(eq(authUser.id, id)).returning({ id: authUser.id });
      return deleted.length > 0;
    },

    /** The install's first account counts as confirmed: it is made before any mail may be set up. */
    async markEmailVerified(id: string): Promise<void> {
      await db
        .update(authUser)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(authUser.id, id));
    },

    /** The auth user's display name follows the profile's. */
    async setName(id: string, name: string): Promise<void> {
      await db.update(authUser).set({ name, updatedAt: new Date() }).where(eq(authUser.id, id));
    },
  };
}

export type Accounts = ReturnType<typeof createAccountsRepo>;
