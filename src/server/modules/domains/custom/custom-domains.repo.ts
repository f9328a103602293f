import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customDomains } from '../../../db/schema/domains';

export type CustomDomainRow = typeof customDomains.$inferSelect;
type Change = Partial<
  Pick<
    CustomDomainRow,
    | 'status'
    | 'nextCheckAt'
    | 'txtMissingSince'
    | 'lastError'
    | 'checkedAt'
    | 'verifiedAt'
    | 'rootUrl'
    | 'notFoundUrl'
    | 'expiredUrl'
  >
>;

export function createCustomDomainsRepo(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(customDomains.workspaceId, userId), eq(customDomains.id, id));
  return {
    list(userId: string): Promise<CustomDomainRow[]> {
      return db
        .select()
        .from(customDomains)
        .where(eq(customDomains.workspaceId, userId))
        .orderBy(asc(customDomains.createdAt), asc(customDomains.hostname));
    },

    async find(userId: string, id: string): Promise<CustomDomainRow | null> {
      const [row] = await db.select().from(customDomains).where(mine(userId, id)).limit(1);
      return row ?? null;
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(customDomains)
        .where(eq(customDomains.workspaceId, userId));
      return row?.value ?? 0;
    },

    /** Whether another account holds the name verified. */
    async verifiedElsewhere(hostname: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: customDomains.id })
        .from(customDomains)
        .where(
          and(
            eq(customDomains.hostname, hostname),
            eq(customDomains.status, 'verified'),
            sql`${customDomains.workspaceId} <> ${userId}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Adds a domain unless the account is at `limit` (null: unlimited): the count and the insert
     * in one statement, so two requests at once cannot both pass the limit's last place. Answers
     * null when the limit refused it; throws a unique violation for a name the account already has.
     */
    async insertWithin(
      row: { workspaceId: string; hostname: string; token: string; nextCheckAt: Date },
      limit: number | null,
    ): Promise<CustomDomainRow | null> {
      return db.transaction(async (tx) => {
        // One account's adds queue here (a transaction-scoped lock on the account's id).
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtextextended(${`custom_domains:${row.workspaceId}`}, 0))`,
        );
        if (limit !== null) {
          const [current] = await tx
            .select({ value: count() })
            .from(customDomains)
            .where(eq(customDomains.workspaceId, row.workspaceId));
          if ((current?.value ?? 0) >= limit) return null;
        }
        const [created] = await tx.insert(customDomains).values(row).returning();
        return created!;
      });
    },

    async update(userId: string, id: string, change: Change): Promise<CustomDomainRow | null> {
      const [row] = await db.update(customDomains).set(change).where(mine(userId, id)).returning();
      return row ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(customDomains)
        .where(mine(userId, id))
        .returning({ id: customDomains.id });
      return deleted.length > 0;
    },

    /** Domains whose background check is due, oldest first. */
    due(now: Date, limit: number): Promise<CustomDomainRow[]> {
      return db
        .select()
        .from(customDomains)
        .where(lte(customDomains.nextCheckAt, now))
        .orderBy(asc(customDomains.nextCheckAt))
        .limit(limit);
    },

    /** Every verified domain: the host routing's table. */
    verified(): Promise<CustomDomainRow[]> {
      return db.select().from(customDomains).where(eq(customDomains.status, 'verified'));
    },
  };
}

export type CustomDomainsRepo = ReturnType<typeof createCustomDomainsRepo>;
