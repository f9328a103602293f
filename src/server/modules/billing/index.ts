import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { languageOf } from '../../../shared/i18n';
import { planSchema, type Plan } from '../../../shared/plans';
import type { WebhookData } from '../../../shared/webhook-events';
import type { Mailer } from '../../platform/net/mailer';
import { defineModule, type AppModule, type Platform } from '../../platform/wiring/module';
import { createSecretBox } from '../../platform/runtime/secret-box';
import type { AuditLog } from '../admin';
import type { NotifyMessage, NotifyOptions } from '../notifications';
import type { Profiles } from '../profiles';
import { adminBillingRoutes, billingMethodsRoutes, notificationRoutes, ordersRoutes } from './billing.routes';
import { entitlementsFor } from './entitlements';
import { createGatewayService, type GatewayService } from './gateway.service';
import type { MidtransRoots } from './midtrans';
import { createOrdersRepo, type OrdersRepo } from './orders.repo';
import { createOrdersService, type OrdersService } from './orders.service';
import { createPlanChangeNotice, type PlanChange } from './plan-change-notice';
import { createPlanLifecycle } from './plan-lifecycle';
import { createPlansAdmin } from './plans-admin.service';
import { createPlansRepo } from './plans.repo';
import { plansRoutes } from './plans.routes';
import { createPlansService, type PlansService } from './plans.service';
import { createSubscriptions, type Subscriptions } from './subscriptions';
import { createSubscriptionsRepo } from './subscriptions.repo';
import { billingTextsId } from './texts-id';

export type { Subscriber } from './entitlements';
export type { PlanChange } from './plan-change-notice';
export type { PlansService, Subscriptions };
export type { AccountEntitlements } from './subscriptions';

export interface BillingApi {
  plans: PlansService;
  /** What a subscriber may do now under a plan. */
  entitlementsFor: typeof entitlementsFor;
  /** Each account's plan and its end, and what they entitle it to now (entitlementsOf). */
  subscriptions: Subscriptions;
  orders: OrdersService;
  gateway: GatewayService;
  /** Tells the account that an admin changed its plan (in the app, on Telegram, by email). */
  planChanged(userId: string, change: PlanChange): Promise<void>;
  /**
   * Sets who is told of a workspace's subscription (the workspaces module, above billing, gives
   * its owners as it is created); until then, the account of the workspace's id.
   */
  setOwnersOf(ownersOf: (workspaceId: string) => Promise<string[]>): void;
  /** The billing.lifecycle job's work (tests run it at a moved clock). */
  runLifecycle(signal?: AbortSignal): Promise<{ warned: number; ended: number }>;
  /** The plans the landing page shows (as GET /api/plans answers them) and whether any payment is on. */
  landingPricing(): Promise<{ plans: Plan[]; payments: boolean }>;
  /** The Admin Panel's figures: revenue, and bank transfers waiting for an admin. */
  figures: Pick<OrdersRepo, 'paidBetween' | 'paidPerDay' | 'countAwaitingApproval'>;
}

/**
 * How long another process's edit of the plans may go unseen (the admin's own process reads them
 * again at once); /api/plans lets browsers keep them as long.
 */
const plansMaxAgeMs = 60_000;

export interface BillingDeps {
  db: Db;
  logger: FastifyBaseLogger;
  authSecret: string;
  publicUrl: string;
  midtransRoots: MidtransRoots;
  audit: AuditLog;
  mailer: Mailer;
  profiles: Pick<Profiles, 'findById' | 'idsByEmailPart' | 'summaries'>;
  events: Platform['events'];
  notify(userId: string, message: NotifyMessage, options?: NotifyOptions): Promise<unknown>;
  brandName(): Promise<string>;
  now: () => Date;
}

/**
 * Plans (kept in memory, edited by admins), what each entitles to, orders paid through Midtrans
 * or a bank transfer (ADR 0016), the gateway's settings, and the plan lifecycle.
 */
export function createBillingModule(deps: BillingDeps): AppModule<{ billing: BillingApi }> {
  const repo = createPlansRepo(deps.db);
  const plans = createPlansService({ plans: repo, logger: deps.logger, maxAgeMs: plansMaxAgeMs });
  const subscriptions = createSubscriptions({
    repo: createSubscriptionsRepo(deps.db),
    profiles: deps.profiles,
    plans,
    events: deps.events,
    now: deps.now,
  });
  /** The buyer's email, name, plan, and the language and time zone their mail is written in. */
  const profile = async (userId: string) => {
    const [row, subscription] = await Promise.all([
      deps.profiles.findById(userId),
      subscriptions.subscriptionOf(userId),
    ]);
    return row
      ? {
          email: row.email,
          name: row.name,
          plan: subscription?.plan ?? 'basic',
          language: languageOf(row.language),
          timeZone: row.timezone,
        }
      : null;
  };
  const gateway = createGatewayService({
    db: deps.db,
    box: createSecretBox(deps.authSecret, 'payment-gateway'),
    audit: deps.audit,
    roots: deps.midtransRoots,
    publicUrl: deps.publicUrl,
  });
  const ordersRepo = createOrdersRepo(deps.db);
  const orders = createOrdersService({
    db: deps.db,
    repo: ordersRepo,
    plans,
    gateway,
    audit: deps.audit,
    users: {
      profile,
      changeSubscriptionIn: (tx, userId, change) => subscriptions.changeIn(tx, userId, change),
      subscriptionChanged: (userId) => subscriptions.changed(userId),
      idsByEmailPart: (part, limit) => deps.profiles.idsByEmailPart(part, limit),
      summaries: (ids) => deps.profiles.summaries(ids),
    },
    notify: (userId, message) => deps.notify(userId, message),
    events: deps.events,
    mailer: deps.mailer,
    brandName: deps.brandName,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
    now: deps.now,
  });
  const plansAdmin = createPlansAdmin({
    db: deps.db,
    repo,
    plans,
    audit: deps.audit,
    subscribers: () => subscriptions.countByPlan(),
  });
  let ownersOf = (workspaceId: string) => Promise.resolve([workspaceId]);
  const lifecycle = createPlanLifecycle({
    db: deps.db,
    users: subscriptions,
    notify: deps.notify,
    ownersOf: (workspaceId) => ownersOf(workspaceId),
    planName: (plan) => plans.displayName(plan),
    logger: deps.logger,
    now: deps.now,
  });
  const planChanged = createPlanChangeNotice({
    planName: (plan) => plans.displayName(plan),
    profile,
    notify: (userId, message) => deps.notify(userId, message),
    mailer: deps.mailer,
    brandName: deps.brandName,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
  });
  return {
    name: 'billing',
    provides: {
      billing: {
        plans,
        entitlementsFor,
        subscriptions,
        orders,
        gateway,
        planChanged,
        setOwnersOf: (owners) => {
          ownersOf = owners;
        },
        runLifecycle: (signal = new AbortController().signal) => lifecycle.run(signal),
        async landingPricing() {
          const methods = await gateway.methods();
          // Its schema keeps only the public fields.
          return {
            plans: planSchema.array().parse(await plans.list()),
            payments: methods.midtrans || methods.bank_transfer,
          };
        },
        figures: {
          paidBetween: (from, to) => ordersRepo.paidBetween(from, to),
          paidPerDay: (since) => ordersRepo.paidPerDay(since),
          countAwaitingApproval: () => ordersRepo.countAwaitingApproval(),
        },
      },
    },
    routes: (guards) => [
      plansRoutes(plans),
      billingMethodsRoutes(gateway),
      ordersRoutes(orders, guards),
      notificationRoutes(orders),
      adminBillingRoutes(plansAdmin, gateway, orders, guards),
    ],
    lifecycle: {
      // Read once at start, so that an outage before the first visit still has plans to show.
      start: async () => void (await plans.list()),
      stop: () => undefined,
    },
    jobs: [
      {
        name: 'billing.reconcile',
        // Asks Midtrans about pending orders whose notification may have been lost, and expires
        // the unpaid ones; every move is conditional, so an overlapping run changes nothing twice.
        run: ({ signal }) => orders.reconcile(signal),
        retry: { limit: 0, delaySeconds: 60, backoff: false },
        expireInSeconds: 10 * 60,
      },
      {
        name: 'billing.lifecycle',
        // Notices are written once per subscription end; a downgrade only if the end is unchanged.
        run: ({ signal }) => lifecycle.run(signal),
        retry: { limit: 2, delaySeconds: 60, backoff: true },
        expireInSeconds: 10 * 60,
      },
    ],
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    billing: BillingApi;
  }
  interface AppEvents {
    /** What the account may do changed: its plan, the plan's end, or its admin flag. */
    'subscription.changed': { userId: string };
    /** An order was paid (its subscription changed in the same transaction), after its commit. */
    'payment.paid': { workspaceId: string; payment: WebhookData<'payment.paid'> };
  }
}

export const billingModule = defineModule({
  name: 'billing',
  needs: ['admin', 'profiles', 'notifications'],
  provides: ['billing'],
  texts: billingTextsId,
  create: ({ admin, profiles, notifications }, { config, db, logger, mailer, events, now }) =>
    createBillingModule({
      db,
      logger,
      authSecret: config.authSecret,
      publicUrl: config.publicUrl,
      midtransRoots: { ...config.midtransRoots, timeoutMs: config.upstreamTimeoutMs },
      audit: admin.audit,
      mailer,
      profiles,
      events,
      notify: (userId, message, options) => notifications.notify(userId, message, options),
      brandName: () => admin.brand.brandName(),
      now,
    }),
});
