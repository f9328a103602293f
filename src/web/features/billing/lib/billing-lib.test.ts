import { describe, expect, it } from 'vitest';
import { defaultPlans, type Plan } from '../../../../shared/plans';
import { i18n } from '../../../lib/i18n';
import { localInputToIso, offsetText } from './format';
import { awaitsGateway, shouldPoll } from './order-wait';
import { nameOfKey, planText } from '../../../lib/plan-text';
import { everyInWords, isTrialPlan, planLimits, planLines, struckPrice } from './plan-words';

const t = i18n.t.bind(i18n);
const [free, medium, vip, vipMax] = defaultPlans as [Plan, Plan, Plan, Plan];

describe('localInputToIso', () => {
  it('keeps the typed wall-clock time and adds the browser zone offset', () => {
    const iso = localInputToIso('2026-11-24T14:30');
    expect(iso).toMatch(/^2026-11-24T14:30:00[+-]\d{2}:\d{2}$/);
    // The same moment as the browser reads the input.
    expect(new Date(iso).getTime()).toBe(new Date('2026-11-24T14:30').getTime());
  });

  it('gives nothing for an empty or unreadable value', () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('yesterday')).toBe('');
  });

  it.each([
    [420, '+07:00'],
    [0, '+00:00'],
    [-330, '-05:30'],
    [345, '+05:45'],
  ])('writes %i minutes east as %s', (minutes, text) => {
    expect(offsetText(minutes)).toBe(text);
  });
});

describe('plans in words', () => {
  it('names a plan by its display name in the language in force, and a key alone tidied', async () => {
    expect(planText(free.display_name)).toBe('Free');
    expect(nameOfKey('team_plus')).toBe('Team plus');
    await i18n.changeLanguage('id');
    try {
      expect(planText(free.display_name)).toBe('Gratis');
      // A side the admin left empty reads in the other language rather than blank.
      expect(planText({ en: 'Gold', id: '' })).toBe('Gold');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists the limits once, then the plan’s own lines in the language in force', async () => {
    const lines = () => planLines(medium, t).map((line) => line.text);
    expect(lines()).toEqual([
      ...planLimits(medium, t).map((limit) => limit.text),
      ...medium.features.map((f) => f.en),
    ]);
    await i18n.changeLanguage('id');
    try {
      expect(lines().slice(-medium.features.length)).toEqual(medium.features.map((line) => line.id));
      expect(lines()[0]).toBe('5 tautan pendek');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('strikes the list price only when it is above the price', () => {
    expect(struckPrice(medium)).toBe(500_000);
    expect(struckPrice({ price: 500_000, original_price: 500_000 })).toBeNull();
    expect(struckPrice(free)).toBeNull();
  });

  it('takes the free plan for the trial', () => {
    expect(isTrialPlan(free)).toBe(true);
    expect(isTrialPlan(vip)).toBe(false);
  });

  it.each([
    [1, 'every minute'],
    [10, 'every 10 minutes'],
    [60, 'every hour'],
    [120, 'every 2 hours'],
    [90, 'every 90 minutes'],
    [1440, 'every day'],
  ])('says %i minutes as "%s"', (minutes, words) => {
    expect(everyInWords(minutes, t)).toBe(words);
  });

  it('lists the limits of a paid plan, and the features it lacks as not included', () => {
    expect(planLimits(medium, t).map(({ text, included }) => [text, included])).toEqual([
      ['5 short links', true],
      ['5 domain checks', true],
      ['3 automatic checks', true],
      ['Automatic checks as often as every 10 minutes', true],
      ['1 custom domain', true],
      ['3 members', true],
      ['Cloaking by country', true],
      ['Device targeting', false],
      ['Rules by browser, address, parameter and time', false],
      ['Link rotator', false],
      ['Password-protected links', false],
      ['Custom social previews', false],
      ['Signed webhooks', false],
      ['Custom alias', true],
      ['Fallback URL', true],
    ]);
  });

  it('says unlimited for null and none for 0, and leaves out the interval without automatic checks', () => {
    const texts = (plan: Plan) => planLimits(plan, t).map((limit) => limit.text);
    expect(texts(vipMax).slice(0, 5)).toEqual([
      'Unlimited short links',
      'Unlimited domain checks',
      'Unlimited automatic checks',
      'Automatic checks as often as every minute',
      'Unlimited custom domains',
    ]);
    expect(texts(free).slice(0, 4)).toEqual([
      '1 short link',
      '1 domain check',
      'No automatic checks',
      'No custom domains',
    ]);
  });
});

describe('waiting for the gateway', () => {
  it('asks again only for a pending online payment, until the wait runs out', () => {
    const pending = { state: 'pending', method: 'midtrans' } as const;
    expect(awaitsGateway(pending)).toBe(true);
    expect(awaitsGateway({ state: 'pending', method: 'bank_transfer' })).toBe(false);
    expect(awaitsGateway({ state: 'paid', method: 'midtrans' })).toBe(false);
    expect(awaitsGateway(undefined)).toBe(false);
    expect(shouldPoll(pending, 1_000, 2_000)).toBe(true);
    expect(shouldPoll(pending, 2_000, 2_000)).toBe(false);
  });
});
