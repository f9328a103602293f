import { describe, expect, it } from 'vitest';
import { cardBuilders, lastDays, onDays, panelWindow, utcMonth } from './cards';
import { createPanelService } from './panel.service';

const at = new Date('2026-03-02T05:30:00Z');

describe('panelWindow', () => {
  it('covers 14 UTC days, today last, from the first one’s midnight', () => {
    const window = panelWindow(at);
    expect(window.days).toHaveLength(14);
    expect(window.days[0]).toBe('2026-02-17');
    expect(window.days.at(-1)).toBe('2026-03-02');
    expect(window.since.toISOString()).toBe('2026-02-17T00:00:00.000Z');
  });

  it('puts a moment just before midnight UTC on its own day', () => {
    expect(panelWindow(new Date('2026-03-01T23:59:59.999Z'), 2).days).toEqual(['2026-02-28', '2026-03-01']);
  });
});

describe('onDays and lastDays', () => {
  it('lays rows on the days, 0 elsewhere, and leaves out rows on other days', () => {
    const series = onDays(
      ['2026-03-01', '2026-03-02', '2026-03-03'],
      [
        { day: '2026-03-03', value: 4 },
        { day: '2026-03-01', value: 2 },
        { day: '2026-02-28', value: 9 },
        { day: '2026-03-04', value: 9 },
      ],
    );
    expect(series).toEqual([
      { day: '2026-03-01', value: 2 },
      { day: '2026-03-02', value: 0 },
      { day: '2026-03-03', value: 4 },
    ]);
    expect(lastDays(series, 1)).toBe(4);
    expect(lastDays(series, 2)).toBe(4);
    expect(lastDays(series, 7)).toBe(6);
  });
});

describe('utcMonth', () => {
  it('answers this month and the last, across a year', () => {
    expect(utcMonth(new Date('2026-01-15T12:00:00Z'), 0)).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    });
    expect(utcMonth(new Date('2026-01-15T12:00:00Z'), -1)).toEqual({
      from: new Date('2025-12-01T00:00:00Z'),
      to: new Date('2026-01-01T00:00:00Z'),
    });
  });
});

describe('cardBuilders', () => {
  const window = panelWindow(at);

  it('users: the total, and new accounts per day with the last 7 days summed', async () => {
    const card = await cardBuilders.users(
      {
        total: async () => 12,
        createdPerDay: async (since) => {
          expect(since).toEqual(window.since);
          return [
            { day: '2026-02-17', value: 5 },
            { day: '2026-02-25', value: 1 },
            { day: '2026-03-02', value: 3 },
          ];
        },
      },
      window,
    );
    expect(card.total).toBe(12);
    expect(card.new_7_days).toBe(4);
    expect(card.new_per_day.map((point) => point.value)).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 3]);
  });

  it('subscriptions: plans with any, most first, and their sum', async () => {
    const card = await cardBuilders.subscriptions(
      {
        activeByPlan: async (now) => {
          expect(now).toBe(at);
          return [
            { plan: 'medium', display_name: { en: 'Medium', id: 'Medium' }, count: 2 },
            { plan: 'free', display_name: { en: 'Free', id: 'Free' }, count: 5 },
            { plan: 'pro', display_name: { en: 'Pro', id: 'Pro' }, count: 2 },
            { plan: 'gone', display_name: { en: 'Gone', id: 'Gone' }, count: 0 },
          ];
        },
      },
      window,
    );
    expect(card).toEqual({
      total: 9,
      per_plan: [
        { plan: 'free', display_name: { en: 'Free', id: 'Free' }, count: 5 },
        { plan: 'medium', display_name: { en: 'Medium', id: 'Medium' }, count: 2 },
        { plan: 'pro', display_name: { en: 'Pro', id: 'Pro' }, count: 2 },
      ],
    });
  });

  it('revenue: this month and the last by their UTC bounds, and per day', async () => {
    const asked: string[] = [];
    const card = await cardBuilders.revenue(
      {
        paidBetween: async (from, to) => {
          asked.push(`${from.toISOString()} ${to.toISOString()}`);
          return from.getUTCMonth() === 2 ? 150_000 : 99_000;
        },
        paidPerDay: async () => [{ day: '2026-03-01', value: 150_000 }],
      },
      window,
    );
    expect(asked).toEqual([
      '2026-03-01T00:00:00.000Z 2026-04-01T00:00:00.000Z',
      '2026-02-01T00:00:00.000Z 2026-03-01T00:00:00.000Z',
    ]);
    expect(card.this_month).toBe(150_000);
    expect(card.last_month).toBe(99_000);
    expect(card.per_day.at(-2)).toEqual({ day: '2026-03-01', value: 150_000 });
  });

  it('clicks: today, the last 7 days and per day', async () => {
    const card = await cardBuilders.clicks(
      {
        perDay: async () => [
          { day: '2026-02-20', value: 100 },
          { day: '2026-02-24', value: 7 },
          { day: '2026-03-02', value: 3 },
        ],
      },
      window,
    );
    expect(card.today).toBe(3);
    expect(card.last_7_days).toBe(10);
    expect(card.per_day).toHaveLength(14);
  });

  it('failing domains: down and blocked, and their sum', async () => {
    expect(
      await cardBuilders.failing_domains({ counts: async () => ({ down: 2, blocked: 1 }) }, window),
    ).toEqual({ total: 3, down: 2, blocked: 1 });
  });
});

describe('the panel', () => {
  it('answers no card without sources', async () => {
    expect((await createPanelService({ now: () => at, sources: {} }).read()).cards).toEqual({});
  });

  it('answers only the cards it was given sources for', async () => {
    const panel = createPanelService({
      now: () => at,
      sources: { links: { total: async () => 42 }, feedback: { open: async () => 3 } },
    });
    expect(await panel.read()).toEqual({
      generated_at: '2026-03-02T05:30:00.000Z',
      cards: { links: { total: 42 }, feedback: { open: 3 } },
    });
    expect(panel.keys()).toEqual(['links', 'feedback']);
  });
});
