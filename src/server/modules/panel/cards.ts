import { panelDays, type PanelCardKey, type PanelCards, type PanelSeries } from '../../../shared/panel';
import type { PlanText } from '../../../shared/plans';

// What each card of the Admin Panel shows, made from the few counts and sums its owner module
// offers (a "source"). Days are UTC days, as the click rollups are kept, so every series lines up.

const dayMs = 86_400_000;

/** A count or sum on one UTC day (YYYY-MM-DD). */
export interface DayValue {
  day: string;
  value: number;
}

/** The days a panel read covers: UTC dates, oldest first, today last, and when the first began. */
export interface PanelWindow {
  now: Date;
  days: string[];
  since: Date;
}

/** What each card's owner module offers the panel. */
export interface PanelSources {
  users: {
    total(): Promise<number>;
    /** Accounts created per UTC day from `since` on. */
    createdPerDay(since: Date): Promise<DayValue[]>;
  };
  subscriptions: {
    /** Subscriptions running at `now` (not basic, ending after now), per plan. */
    activeByPlan(now: Date): Promise<{ plan: string; display_name: PlanText; count: number }[]>;
  };
  revenue: {
    /** Paid orders' amounts, paid in [from, to). */
    paidBetween(from: Date, to: Date): Promise<number>;
    /** The same per UTC day of payment from `since` on. */
    paidPerDay(since: Date): Promise<DayValue[]>;
  };
  workspaces: { counts(): Promise<{ total: number; teams: number }> };
  links: { total(): Promise<number> };
  clicks: {
    /** Every owner's clicks (bots excluded) per UTC day from `since` on. */
    perDay(since: Date): Promise<DayValue[]>;
  };
  failing_domains: { counts(): Promise<{ down: number; blocked: number }> };
  pending_payments: { total(): Promise<number> };
  feedback: { open(): Promise<number> };
}

export function panelWindow(now: Date, length = panelDays): PanelWindow {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const first = today - (length - 1) * dayMs;
  const days = Array.from({ length }, (_, index) =>
    new Date(first + index * dayMs).toISOString().slice(0, 10),
  );
  return { now, days, since: new Date(first) };
}

/** `rows` laid on `days`, 0 where a day has none; rows on other days are left out. */
export function onDays(days: string[], rows: DayValue[]): PanelSeries {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.value);
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/** The sum of a series' last `count` days (today and the days before it). */
export function lastDays(series: PanelSeries, count: number): number {
  return series.slice(-count).reduce((sum, point) => sum + point.value, 0);
}

/** [from, to) of the UTC month `offset` months from `now`'s (0: this month, -1: the last). */
export function utcMonth(now: Date, offset: number): { from: Date; to: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + offset;
  return { from: new Date(Date.UTC(year, month, 1)), to: new Date(Date.UTC(year, month + 1, 1)) };
}

type CardBuilders = {
  [Key in PanelCardKey]: (source: PanelSources[Key], window: PanelWindow) => Promise<PanelCards[Key]>;
};

/** How each card's figures are made from its source. */
export const cardBuilders: CardBuilders = {
  async users(source, window) {
    const [total, created] = await Promise.all([source.total(), source.createdPerDay(window.since)]);
    const perDay = onDays(window.days, created);
    return { total, new_7_days: lastDays(perDay, 7), new_per_day: perDay };
  },
  async subscriptions(source, window) {
    const plans = (await source.activeByPlan(window.now))
      .filter((row) => row.count > 0)
      .sort((a, b) => b.count - a.count || a.plan.localeCompare(b.plan));
    return { total: plans.reduce((sum, row) => sum + row.count, 0), per_plan: plans };
  },
  async revenue(source, window) {
    const thisMonth = utcMonth(window.now, 0);
    const lastMonth = utcMonth(window.now, -1);
    const [current, previous, paid] = await Promise.all([
      source.paidBetween(thisMonth.from, thisMonth.to),
      source.paidBetween(lastMonth.from, lastMonth.to),
      source.paidPerDay(window.since),
    ]);
    return { this_month: current, last_month: previous, per_day: onDays(window.days, paid) };
  },
  async workspaces(source) {
    return source.counts();
  },
  async links(source) {
    return { total: await source.total() };
  },
  async clicks(source, window) {
    const perDay = onDays(window.days, await source.perDay(window.since));
    return { today: lastDays(perDay, 1), last_7_days: lastDays(perDay, 7), per_day: perDay };
  },
  async failing_domains(source) {
    const { down, blocked } = await source.counts();
    return { total: down + blocked, down, blocked };
  },
  async pending_payments(source) {
    return { total: await source.total() };
  },
  async feedback(source) {
    return { open: await source.open() };
  },
};
