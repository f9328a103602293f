import { defineModule } from '../../platform/wiring/module';
import { panelRoutes } from './panel.routes';
import { createPanelService } from './panel.service';

export type { DayValue, PanelSources } from './cards';

/**
 * The Admin Panel's figures (GET /api/admin/panel): each card's figures come from the module that
 * owns its data. It owns no table.
 */
export const panelModule = defineModule({
  name: 'panel',
  needs: ['profiles', 'billing', 'workspaces', 'links', 'analytics', 'checks', 'feedback'],
  provides: [],
  create: ({ profiles, billing, workspaces, links, analytics, checks, feedback }, { now }) => {
    const service = createPanelService({
      now,
      sources: {
        users: { total: () => profiles.countAll(), createdPerDay: (since) => profiles.createdPerDay(since) },
        subscriptions: {
          activeByPlan: async (at) =>
            Promise.all(
              (await billing.subscriptions.activeByPlan(at)).map(async (row) => ({
                ...row,
                display_name: await billing.plans.displayName(row.plan),
              })),
            ),
        },
        revenue: {
          paidBetween: (from, to) => billing.figures.paidBetween(from, to),
          paidPerDay: (since) => billing.figures.paidPerDay(since),
        },
        workspaces: { counts: () => workspaces.counts() },
        links: { total: () => links.countAll() },
        clicks: { perDay: (since) => analytics.clicksPerDay(since) },
        failing_domains: { counts: () => checks.failingCounts() },
        pending_payments: { total: () => billing.figures.countAwaitingApproval() },
        feedback: { open: () => feedback.openCount() },
      },
    });
    return { name: 'panel', provides: {}, routes: (guards) => [panelRoutes(service, guards)] };
  },
});
