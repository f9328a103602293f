import { describe, expect, it } from 'vitest';
import { planInputSchemaFor } from './billing';
import {
  countInWords,
  entitlementRegistry,
  everythingOf,
  nothingOf,
  renameEntitlements,
  type FlagEntry,
} from './entitlements';
import { defaultPlans, planSchemaFor } from './plans';

/** A plan feature that does not exist: what a new entry would be. */
const qrCodes = {
  key: 'qrCodes',
  kind: 'flag',
  planField: 'qr_codes',
  column: 'qrCodes',
  label: { en: 'QR codes', id: 'Kode QR' },
  card: { en: 'QR codes for every link', id: 'Kode QR untuk setiap tautan' },
} as const satisfies FlagEntry;

const withQrCodes = [...entitlementRegistry, qrCodes] as const;
const [vip] = defaultPlans.filter((plan) => plan.name === 'vip');

describe('the entitlement registry', () => {
  it('names each flag and limit once, by each of its names', () => {
    for (const name of ['key', 'planField', 'column'] as const) {
      const names = entitlementRegistry.map((entry) => entry[name]);
      expect(new Set(names).size, name).toBe(names.length);
    }
    // An interval times one of the counts.
    for (const entry of entitlementRegistry) {
      if (entry.kind === 'limit' && entry.unit === 'minutes') {
        expect(entitlementRegistry.map((other) => other.planField)).toContain(entry.of);
      }
    }
  });

  it('gives every seeded plan each field, and nothing else beside the plan’s own', () => {
    const own = ['id', 'name', 'price', 'original_price', 'duration', 'discount', 'isPopular'];
    const rest = ['display_name', 'features'];
    for (const plan of defaultPlans) {
      expect(Object.keys(plan).sort()).toEqual(
        [...own, ...rest, ...entitlementRegistry.map((entry) => entry.planField)].sort(),
      );
    }
  });

  it('puts a new entry in the plan’s contract and planInput with no other edit', () => {
    const plan = { ...vip!, qr_codes: true };
    expect(planSchemaFor(withQrCodes).parse(plan)).toEqual(plan);
    expect(planSchemaFor(withQrCodes).safeParse(vip).success).toBe(false);
    // The real contract knows no such field (and drops it).
    expect(planSchemaFor(entitlementRegistry).parse(plan)).not.toHaveProperty('qr_codes');

    const { id: _id, ...input } = plan;
    expect(planInputSchemaFor(withQrCodes).parse(input)).toMatchObject({ qr_codes: true });
    expect(planInputSchemaFor(withQrCodes).safeParse({ ...input, qr_codes: 'yes' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['qr_codes'] }),
    ]);
  });

  it('maps a new entry between the table, the plan and Entitlements, with its nothing and everything', () => {
    const row = renameEntitlements(withQrCodes, { ...vip!, qr_codes: true }, 'planField', 'column');
    expect(row).toMatchObject({ qrCodes: true, maxShortlinks: 15, minCronJob: 5 });
    expect(renameEntitlements(withQrCodes, row, 'column', 'key')).toMatchObject({
      qrCodes: true,
      maxShortlinks: 15,
      minCronJobMinutes: 5,
    });
    expect(nothingOf(withQrCodes)).toMatchObject({
      qrCodes: false,
      maxShortlinks: 0,
      minCronJobMinutes: null,
    });
    expect(everythingOf(withQrCodes)).toMatchObject({
      qrCodes: true,
      maxShortlinks: null,
      minCronJobMinutes: 1,
    });
  });

  it('refuses an empty interval while the count it times allows some', () => {
    const { id: _id, ...input } = vip!;
    const refused = planInputSchemaFor(entitlementRegistry).safeParse({ ...input, min_cron_job: null });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['min_cron_job'],
        message: 'Enter the shortest interval, or set Automatic checks to 0.',
      }),
    ]);
    expect(
      planInputSchemaFor(entitlementRegistry).safeParse({
        ...input,
        min_cron_job: null,
        max_auto_check_domains: 0,
      }).success,
    ).toBe(true);
  });

  it('words a count for one and for more, in each language', () => {
    const [links] = entitlementRegistry;
    expect(countInWords(links, 1, 'en')).toBe('1 short link');
    expect(countInWords(links, 15, 'en')).toBe('15 short links');
    expect(countInWords(links, 1, 'id')).toBe('1 tautan pendek');
  });
});
