import { asc, eq, isNull } from 'drizzle-orm';
import { entitlementRegistry, renameEntitlements } from '../../../shared/entitlements';
import type { Plan } from '../../../shared/plans';
import type { PlanInput } from '../../../shared/billing';
import type { Db, Tx } from '../../db/client';
import { pricingPlans } from '../../db/schema/billing';

type PlanRow = typeof pricingPlans.$inferSelect;

// The flags and limits by the registry's names both ways; the table's columns themselves are
// written by hand (db/schema/billing.ts): each needs its migration.
function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    original_price: row.originalPrice,
    duration: row.duration,
    ...renameEntitlements(entitlementRegistry, row, 'column', 'planField'),
    discount: row.discount,
    isPopular: row.isPopular,
    display_name: row.displayName,
    features: row.features,
  };
}

function toRow(input: PlanInput) {
  return {
    name: input.name,
    price: input.price,
    originalPrice: input.original_price,
    duration: input.duration,
    ...renameEntitlements(entitlementRegistry, input, 'planField', 'column'),
    discount: input.discount,
    isPopular: input.isPopular,
    displayName: input.display_name,
    features: input.features,
  };
}

export function createPlansRepo(db: Db) {
  return {
    /** The plans on sale (archived ones left out). */
    async list(): Promise<Plan[]> {
      const rows = await db
        .select()
        .from(pricingPlans)
        .where(isNull(pricingPlans.archivedAt))
        .orderBy(asc(pricingPlans.id));
      return rows.map(toPlan);
    },

    /** Every plan, archived ones too (the admin's list). */
    async listAll(): Promise<(Plan & { archived: boolean })[]> {
      const rows = await db.select().from(pricingPlans).orderBy(asc(pricingPlans.id));
      return rows.map((row) => ({ ...toPlan(row), archived: row.archivedAt !== null }));
    },

    async findById(id: number, tx?: Tx): Promise<(Plan & { archived: boolean }) | null> {
      const [row] = await (tx ?? db).select().from(pricingPlans).where(eq(pricingPlans.id, id)).limit(1);
      return row ? { ...toPlan(row), archived: row.archivedAt !== null } : null;
    },

    async create(tx: Tx, input: PlanInput): Promise<Plan> {
      const [row] = await tx.insert(pricingPlans).values(toRow(input)).returning();
      return toPlan(row!);
    },

    async update(tx: Tx, id: number, input: PlanInput): Promise<Plan> {
      const [row] = await tx
        .update(pricingPlans)
        .set(toRow(input))
        .where(eq(pricingPlans.id, id))
        .returning();
      return toPlan(row!);
    },

    async remove(tx: Tx, id: number): Promise<void> {
      await tx.delete(pricingPlans).where(eq(pricingPlans.id, id));
    },

    async setArchived(tx: Tx, id: number, at: Date | null): Promise<void> {
      await tx.update(pricingPlans).set({ archivedAt: at }).where(eq(pricingPlans.id, id));
    },
    async findByName(name: string): Promise<Plan | null> {
      const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.name, name)).limit(1);
      return row ? toPlan(row) : null;
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
