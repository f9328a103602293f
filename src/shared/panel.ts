import { z } from 'zod';
import { planTextSchema } from './plans';

// The Admin Panel's figures (/admin). Shared by the server and the web app.
//
//   GET /api/admin/panel   (admin only) -> { generated_at, cards: { <card key>: figures } }
//
// Each card's figures come from the module that owns its data, registered with the panel at
// start; a card whose module is not there is absent from `cards` (and not shown). Days are UTC
// days, as the click rollups are kept: a series is the last `panelDays` of them, oldest first,
// today last; "the last 7 days" are today and the 6 before it. Money is whole rupiah.

/** How many days a card's trend covers. */
export const panelDays = 14;

const count = z.number().int().nonnegative();

/** One value per UTC day (YYYY-MM-DD), oldest first, today last. */
export const panelSeriesSchema = z.array(z.object({ day: z.iso.date(), value: count }));
export type PanelSeries = z.infer<typeof panelSeriesSchema>;

/** Every card the panel knows, and the figures it shows. */
export const panelCardSchemas = {
  /** Accounts in all, and new ones (created) per day. */
  users: z.object({ total: count, new_7_days: count, new_per_day: panelSeriesSchema }),
  /** Running subscriptions (any plan but basic, not yet ended), per plan, most first. */
  subscriptions: z.object({
    total: count,
    /** Each plan by its key and what people call it. */
    per_plan: z.array(z.object({ plan: z.string(), display_name: planTextSchema, count })),
  }),
  /** Paid orders' amounts by when they were paid (a refunded order no longer counts). */
  revenue: z.object({ this_month: count, last_month: count, per_day: panelSeriesSchema }),
  /** Workspaces in all, and those made by teams (the rest are accounts' personal ones). */
  workspaces: z.object({ total: count, teams: count }),
  links: z.object({ total: count }),
  /** Clicks on every link, bots excluded. */
  clicks: z.object({ today: count, last_7_days: count, per_day: panelSeriesSchema }),
  /** Watched domains whose announced state is down or blocked. */
  failing_domains: z.object({ total: count, down: count, blocked: count }),
  /** Bank transfers waiting for an admin: pending, with the buyer's transfer details sent. */
  pending_payments: z.object({ total: count }),
  /** Feedback not handled yet (state open). */
  feedback: z.object({ open: count }),
};

export type PanelCardKey = keyof typeof panelCardSchemas;
export type PanelCards = { [Key in PanelCardKey]: z.infer<(typeof panelCardSchemas)[Key]> };

export const panelSchema = z.object({
  generated_at: z.iso.datetime(),
  /** Only the cards whose provider is registered. */
  cards: z.object(panelCardSchemas).partial(),
});
export type Panel = z.infer<typeof panelSchema>;
