import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entitlementRegistry } from '../../../shared/entitlements';
import { pricingPlans } from '../../db/schema/billing';

// The plans table is written by hand (a column needs its migration); the repo maps it through the
// registry's column names, so each entry must find its column, holding the plan field.
describe('the plans table and the entitlement registry', () => {
  it('has a column for every flag and limit, named in SQL as the plan’s field', () => {
    const columns = getTableColumns(pricingPlans) as Record<string, { name: string; dataType: string }>;
    for (const entry of entitlementRegistry) {
      const column = columns[entry.column];
      expect(column?.name, entry.key).toBe(entry.planField);
      expect(column?.dataType, entry.key).toBe(entry.kind === 'flag' ? 'boolean' : 'number');
    }
  });
});
