import { asc, eq } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { pricingPlans } from '../../db/schema/billing';

type PlanRow = typeof pricingPlans.$inferSelect;

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    original_price: row.originalPrice,
    duration: row.duration,
    max_shortlinks: row.maxShortlinks,
    auto_rotator: row.autoRotator,
    cloaking_country: row.cloakingCountry,
    fallback_url: row.fallbackUrl,
    custom_alias: row.customAlias,
    device_targeting: row.deviceTargeting,
    max_check_domains: row.maxCheckDomains,
    max_auto_check_domains: row.maxAutoCheckDomains,
    max_custom_domains: row.maxCustomDomains,
    min_cron_job: row.minCronJob,
    discount: row.discount,
    isPopular: row.isPopular,
    features: row.features,
  };
}

export function createPlansRepo(db: Db) {
  return {
    async list(): Promise<Plan[]> {
      const rows = await db.select().from(pricingPlans).orderBy(asc(pricingPlans.id));
      return rows.map(toPlan);
    },
    async findByName(name: string): Promise<Plan | null> {
      const [row] = await db.select().from(pricingPlans).where(eq(pricingPlans.name, name)).limit(1);
      return row ? toPlan(row) : null;
    },
  };
}

export type PlansRepo = ReturnType<typeof createPlansRepo>;
