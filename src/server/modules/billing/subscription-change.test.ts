import { describe, expect, it } from 'vitest';
import { afterPurchase } from './subscription-change';

const day = 86_400_000;
const now = new Date('2026-11-24T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);
const medium = { plan: 'medium', price: 150_000, duration: 30 };
const vip = { plan: 'vip', price: 300_000, duration: 30 };

describe('after a purchase', () => {
  it('renews the same plan after its current end', () => {
    expect(afterPurchase({ plan: 'medium', expires: at(10), terms: medium }, medium, now)).toEqual({
      plan: 'medium',
      expires: at(40),
    });
  });

  it('renews a lapsed plan from now', () => {
    expect(afterPurchase({ plan: 'medium', expires: at(-3), terms: medium }, medium, now).expires).toEqual(
      at(30),
    );
  });

  it('starts an upgrade now and converts the days left at the ratio of the prices per day', () => {
    // 10 days of medium (5,000/day) buy 5 days of vip (10,000/day).
    expect(afterPurchase({ plan: 'medium', expires: at(10), terms: medium }, vip, now)).toEqual({
      plan: 'vip',
      expires: at(35),
    });
  });

  it('converts a downgrade the same way: more days of the cheaper plan', () => {
    expect(afterPurchase({ plan: 'vip', expires: at(10), terms: vip }, medium, now).expires).toEqual(at(50));
  });

  it('adds the days left of the free trial as they are, to the second', () => {
    const trial = { price: 0, duration: 7 };
    expect(afterPurchase({ plan: 'free', expires: at(5), terms: trial }, vip, now)).toEqual({
      plan: 'vip',
      expires: at(35),
    });
    const partDay = new Date(now.getTime() + 1.5 * day + 400);
    expect(afterPurchase({ plan: 'free', expires: partDay, terms: trial }, medium, now).expires).toEqual(
      at(31.5),
    );
    // A trial that has ended adds nothing.
    expect(afterPurchase({ plan: 'free', expires: at(-1), terms: trial }, vip, now).expires).toEqual(at(30));
  });

  it('gives nothing for basic, a lapsed plan or one no longer known', () => {
    expect(afterPurchase({ plan: 'basic', expires: null, terms: null }, vip, now).expires).toEqual(at(30));
    expect(afterPurchase({ plan: 'medium', expires: at(-1), terms: medium }, vip, now).expires).toEqual(
      at(30),
    );
    expect(afterPurchase({ plan: 'gone', expires: at(10), terms: null }, vip, now).expires).toEqual(at(30));
  });

  it('rounds the credit down to the second', () => {
    const third = { plan: 'odd', price: 100_000, duration: 30 };
    const result = afterPurchase({ plan: 'medium', expires: at(1), terms: medium }, third, now);
    // 1 day at 5,000/day buys 1.5 days at 3,333.33/day: 129,600.0... s, never more.
    expect(result.expires.getTime() - at(30).getTime()).toBe(129_600_000);
    expect(result.expires.getTime() % 1000).toBe(0);
  });
});
