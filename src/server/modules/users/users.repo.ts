import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AdminUsersQuery } from '../../../shared/admin-users';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';

export type ProfileRow = typeof users.$inferSelect;

// Any fixed number: serialises profile creation so that exactly one first account becomes admin.
const firstAccountLockId = 7_164_002;

export interface NewProfile {
  id: string;
  email: string;
  name: string;
  username: string;
  subscriptionPlan: string;
  subscriptionExpires: Date | null;
  trialStartedAt: Date | null;
  /** The language the account was made in (its sign-up request's); 'en' when unknown. */
  language?: string;
}

const profileColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  name: users.name,
  isAdmin: users.isAdmin,
  subscriptionPlan: users.subscriptionPlan,
  subscriptionExpires: users.subscriptionExpires,
  trialStartedAt: users.trialStartedAt,
  telegramId: users.telegramId,
  telegramGroupId: users.telegramGroupId,
  timezone: users.timezone,
  defaultDomain: users.defaultDomain,
  language: users.language,
  theme: users.theme,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export function createUsersRepo(db: Db) {
  async function findById(id: string): Promise<ProfileRow | null> {
    const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  return {
    findById,

    /** The emails of the accounts among `ids` that exist. */
    async emailsByIds(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row.email]));
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
     * Inserts the profile unless it exists. The first profile on an empty install is admin; the
     * username is the wanted one or, when taken, the wanted one with a number.
     */
    async createIfMissing(profile: NewProfile): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${firstAccountLockId})`);
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.id, profile.id));
        if (existing) return;
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
      });
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

    /**
     * One page of user management's list, and how many match. The search is a part of the email,
     * name or username (case-insensitive); sorts run on indexed columns (bench:admin).
     */
    async adminPage(query: AdminUsersQuery, now: Date): Promise<{ rows: ProfileRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;
        // The expression of the trigram index users_search_trgm_idx (migration 0015), exactly.
        conditions.push(
          sql`(lower(${users.email}) || ' ' || lower(${users.name}) || ' ' || lower(${users.username})) LIKE ${pattern}`,
        );
      }
      if (query.plan) conditions.push(eq(users.subscriptionPlan, query.plan));
      if (query.admin !== undefined) conditions.push(eq(users.isAdmin, query.admin));
      if (query.disabled !== undefined) {
        conditions.push(query.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt));
      }
      if (query.trial !== undefined) {
        const onTrial = and(eq(users.subscriptionPlan, 'free'), gt(users.subscriptionExpires, now))!;
        conditions.push(query.trial ? onTrial : sql`NOT (${onTrial})`);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const column = {
        created_at: users.createdAt,
        email: users.email,
        name: users.name,
        expires: users.subscriptionExpires,
      }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [counted]] = await Promise.all([
        db
          .select(profileColumns)
          .from(users)
          .where(where)
          .orderBy(
            query.sort === 'expires' ? sql`${column} ${sql.raw(query.order)} NULLS LAST` : direction(column),
            direction(users.id),
          )
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async setDisabled(id: string, at: Date | null, reason: string | null): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ disabledAt: at, disabledReason: reason, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async disabledIds(): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.disabledAt));
      return rows.map((row) => row.id);
    },

    /** Ids of accounts whose email contains `part` (an admin's search). */
    async idsByEmailPart(part: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) LIKE ${`%${part.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Sets (or, with null, clears) the user's private chat or group; false when no such user. */
    async setTelegramChat(id: string, kind: 'private' | 'group', chatId: string | null): Promise<boolean> {
      const updated = await db
        .update(users)
        .set(
          kind === 'private'
            ? { telegramId: chatId, updatedAt: new Date() }
            : { telegramGroupId: chatId, updatedAt: new Date() },
        )
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** Clears a chat from every account it is connected to (the chat blocked the bot, or /stop). */
    async clearTelegramChat(chatId: string): Promise<{ id: string; kind: 'private' | 'group' }[]> {
      return db.transaction(async (tx) => {
        const privateOnes = await tx
          .update(users)
          .set({ telegramId: null, updatedAt: new Date() })
          .where(eq(users.telegramId, chatId))
          .returning({ id: users.id });
        const groups = await tx
          .update(users)
          .set({ telegramGroupId: null, updatedAt: new Date() })
          .where(eq(users.telegramGroupId, chatId))
          .returning({ id: users.id });
        return [
          ...privateOnes.map(({ id }) => ({ id, kind: 'private' as const })),
          ...groups.map(({ id }) => ({ id, kind: 'group' as const })),
        ];
      });
    },

    /** A page of the users on a plan (or all), in id order after `after`, with their chats. */
    async audiencePage(plan: string | null, after: string | null, limit: number) {
      const conditions = [];
      if (plan !== null) conditions.push(eq(users.subscriptionPlan, plan));
      if (after !== null) conditions.push(gt(users.id, after));
      return db
        .select({
          id: users.id,
          telegramId: users.telegramId,
          telegramGroupId: users.telegramGroupId,
        })
        .from(users)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(asc(users.id))
        .limit(limit);
    },

    async countAudience(plan: string | null): Promise<{ all: number; withTelegram: string[] }> {
      const where = plan === null ? undefined : eq(users.subscriptionPlan, plan);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const connected = await db
        .select({ id: users.id })
        .from(users)
        .where(and(where, or(isNotNull(users.telegramId), isNotNull(users.telegramGroupId))));
      return { all: row?.count ?? 0, withTelegram: connected.map(({ id }) => id) };
    },

    /** The subscription, locked until `tx` ends (a purchase reads and writes it in one go). */
    async lockSubscription(tx: Tx, id: string) {
      const [row] = await tx
        .select({
          plan: users.subscriptionPlan,
          expires: users.subscriptionExpires,
          email: users.email,
          name: users.name,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row ?? null;
    },

    async setSubscriptionIn(tx: Tx, id: string, plan: string, expires: Date | null): Promise<void> {
      await tx
        .update(users)
        .set({ subscriptionPlan: plan, subscriptionExpires: expires, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    async countByPlan(): Promise<Map<string, number>> {
      const rows = await db
        .select({ plan: users.subscriptionPlan, count: sql<number>`count(*)::int` })
        .from(users)
        .groupBy(users.subscriptionPlan);
      return new Map(rows.map((row) => [row.plan, row.count]));
    },

    /** Paid or trial subscriptions (not basic) ending in (from, to]. */
    async endingBetween(from: Date, to: Date, limit: number) {
      return db
        .select({ id: users.id, plan: users.subscriptionPlan, expires: users.subscriptionExpires })
        .from(users)
        .where(
          and(
            ne(users.subscriptionPlan, 'basic'),
            gt(users.subscriptionExpires, from),
            lte(users.subscriptionExpires, to),
          ),
        )
        .orderBy(asc(users.subscriptionExpires))
        .limit(limit);
    },

    /** Falls back to basic, unless the subscription changed since it was read (a renewal). */
    async downgradeIfUnchanged(id: string, plan: string, expires: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ subscriptionPlan: 'basic', subscriptionExpires: null, updatedAt: new Date() })
        .where(
          and(eq(users.id, id), eq(users.subscriptionPlan, plan), eq(users.subscriptionExpires, expires)),
        )
        .returning({ id: users.id });
      return updated.length > 0;
    },

    async setSubscription(id: string, plan: string, expires: Date | null): Promise<void> {
      await db
        .update(users)
        .set({ subscriptionPlan: plan, subscriptionExpires: expires, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Accounts in all (the Admin Panel). */
    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    /** Accounts created per UTC day (YYYY-MM-DD) from `since` on (users_created_idx). */
    async createdPerDay(since: Date): Promise<{ day: string; value: number }[]> {
      const day = sql<string>`to_char(${users.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, value: count() })
        .from(users)
        .where(sql`${users.createdAt} >= ${since.toISOString()}::timestamptz`)
        .groupBy(day);
    },

    /** Subscriptions running at `now` (any plan but basic, ending after now), per plan. */
    async activeByPlan(now: Date): Promise<{ plan: string; count: number }[]> {
      return db
        .select({ plan: users.subscriptionPlan, count: count() })
        .from(users)
        .where(and(ne(users.subscriptionPlan, 'basic'), gt(users.subscriptionExpires, now)))
        .groupBy(users.subscriptionPlan);
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
