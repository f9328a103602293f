import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/profiles';

export type ProfileRow = typeof users.$inferSelect;

// Any fixed number: serialises profile creation so that exactly one first account becomes admin.
const firstAccountLockId = 7_164_002;

export interface NewProfile {
  id: string;
  email: string;
  name: string;
  username: string;
  trialStartedAt: Date | null;
  /** The language the account was made in (its sign-up request's); 'en' when unknown. */
  language?: string;
}

/** Every column of the profile (the list's rows are whole profiles too). */
export const profileColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  name: users.name,
  isAdmin: users.isAdmin,
  trialStartedAt: users.trialStartedAt,
  timezone: users.timezone,
  defaultDomain: users.defaultDomain,
  language: users.language,
  theme: users.theme,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export function createProfilesRepo(db: Db) {
  async function findById(id: string): Promise<ProfileRow | null> {
    const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async function summaries(ids: string[]): Promise<Map<string, { id: string; email: string; name: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    findById,

    /** Who the accounts among `ids` are (those that exist). */
    summaries,

    /** The emails of the accounts among `ids` that exist. */
    async emailsByIds(ids: string[]): Promise<Map<string, string>> {
      return new Map([...(await summaries(ids))].map(([id, summary]) => [id, summary.email]));
    },

    /** The language of the account with this email (any case), or null when there is none. */
    async languageByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row?.language ?? null;
    },

    async findIdByEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Inserts the profile unless it exists, in `tx`; answers the username it got, or null when the
     * profile existed. The first profile on an empty install is admin; the username is the wanted
     * one or, when taken, the wanted one with a number.
     */
    async createIfMissingIn(tx: Tx, profile: NewProfile): Promise<string | null> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${firstAccountLockId})`);
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.id, profile.id));
      if (existing) return null;
      const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [
        { count: number },
      ];
      let username = profile.username;
      for (let n = 2; ; n++) {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
        if (!taken) break;
        username = `${profile.username}${n}`;
      }
      await tx.insert(users).values({ ...profile, username, isAdmin: count === 0 });
      return username;
    },

    async update(
      id: string,
      patch: Partial<
        Pick<
          typeof users.$inferInsert,
          'name' | 'username' | 'timezone' | 'defaultDomain' | 'language' | 'theme'
        >
      >,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async usernameTakenByOther(username: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, username), ne(users.id, id)))
        .limit(1);
      return Boolean(row);
    },

    async setAdmin(id: string, isAdmin: boolean): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ isAdmin, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.isAdmin, true));
      return row?.count ?? 0;
    },
  };
}

export type ProfilesRepo = ReturnType<typeof createProfilesRepo>;
