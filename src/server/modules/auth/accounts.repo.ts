import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authUser } from '../../db/schema/auth';

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

    /** The auth user's display name follows the profile's. */
    async setName(id: string, name: string): Promise<void> {
      await db.update(authUser).set({ name, updatedAt: new Date() }).where(eq(authUser.id, id));
    },
  };
}

export type Accounts = ReturnType<typeof createAccountsRepo>;
