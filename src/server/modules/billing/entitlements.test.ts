import { describe, expect, it } from 'vitest';
import { defaultPlans } from '../../../shared/plans';
import { entitlementsFor, withinLimit } from './entitlements';

const now = new Date('2026-11-23T12:00:00Z');
const vip = defaultPlans.find((plan) => plan.name === 'vip')!;
const free = defaultPlans.find((plan) => plan.name === 'free')!;

describe('entitlementsFor', () => {
  it('gives an admin everything, whatever the plan', () => {
    const result = entitlementsFor(
      { isAdmin: true, subscriptionPlan: 'basic', subscriptionExpires: null },
      null,
      now,
    );
    expect(result).toMatchObject({
      createLinks: true,
      maxShortlinks: null,
      cloakingCountry: true,
      deviceTargeting: true,
    });
  });

  it('gives basic nothing new', () => {
    const result = entitlementsFor(
      { isAdmin: false, subscriptionPlan: 'basic', subscriptionExpires: null },
      null,
      now,
    );
    expect(result).toMatchObject({
      createLinks: false,
      maxShortlinks: 0,
      cloakingCountry: false,
      minCronJobMinutes: null,
    });
  });

  it('follows the plan while the subscription is active', () => {
    const expires = new Date('2026-12-01T00:00:00Z');
    const result = entitlementsFor(
      { isAdmin: false, subscriptionPlan: 'vip', subscriptionExpires: expires },
      vip,
      now,
    );
    expect(result).toMatchObject({
      maxShortlinks: 15,
      deviceTargeting: true,
      autoRotator: true,
      minCronJobMinutes: 5,
    });
  });

  it('counts an empty expiry as active (the spec rule) and a past one as not', () => {
    expect(
      entitlementsFor({ isAdmin: false, subscriptionPlan: 'free', subscriptionExpires: null }, free, now)
        .createLinks,
    ).toBe(true);
    const past = new Date('2026-11-23T11:59:59Z');
    expect(
      entitlementsFor({ isAdmin: false, subscriptionPlan: 'vip', subscriptionExpires: past }, vip, now)
        .createLinks,
    ).toBe(false);
  });

  it('lets a plan create links unless its link limit is 0', () => {
    const subscriber = { isAdmin: false, subscriptionPlan: 'vip', subscriptionExpires: null };
    const withLimit = (max_shortlinks: number | null) =>
      entitlementsFor(subscriber, { ...vip, max_shortlinks }, now).createLinks;
    expect(withLimit(null)).toBe(true);
    expect(withLimit(1)).toBe(true);
    expect(withLimit(0)).toBe(false);
  });

  it('gives a basic subscriber nothing even with a plan row called basic', () => {
    const basic = { ...vip, name: 'basic' };
    const result = entitlementsFor(
      { isAdmin: false, subscriptionPlan: 'basic', subscriptionExpires: null },
      basic,
      now,
    );
    expect(result).toMatchObject({ createLinks: false, maxShortlinks: 0, deviceTargeting: false });
  });

  it('refuses a plan name with no plan row', () => {
    const result = entitlementsFor(
      { isAdmin: false, subscriptionPlan: 'gone', subscriptionExpires: null },
      null,
      now,
    );
    expect(result.createLinks).toBe(false);
  });
});

describe('withinLimit', () => {
  it('treats null as unlimited and counts what is added', () => {
    expect(withinLimit(null, 10_000)).toBe(true);
    expect(withinLimit(5, 4)).toBe(true);
    expect(withinLimit(5, 5)).toBe(false);
    expect(withinLimit(5, 3, 3)).toBe(false);
    expect(withinLimit(0, 0)).toBe(false);
  });
});
