import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Guards } from '../../platform/guards';
import type { Mailer } from '../../platform/mailer';
import type { AppModule } from '../../platform/module';
import { createSecretBox } from '../../platform/secret-box';
import type { AuditLog } from '../admin';
import type { NotifyMessage, NotifyOptions } from '../notifications';
import { adminBillingRoutes, billingMethodsRoutes, notificationRoutes, ordersRoutes } from './billing.routes';
import { entitlementsFor } from './entitlements';
import { createGatewayService, type GatewayService } from './gateway.service';
import type { MidtransRoots } from './midtrans';
import { createOrdersRepo, type OrdersRepo } from './orders.repo';
import { createOrdersService, type OrdersDeps, type OrdersService } from './orders.service';
import { createPlanChangeNotice, type PlanChange } from './plan-change-notice';
import { createPlanLifecycle } from './plan-lifecycle';
import { createPlansAdmin } from './plans-admin.service';
import { createPlansRepo } from './plans.repo';
import { plansRoutes } from './plans.routes';
import { createPlansService, type PlansService } from './plans.service';

export type { Subscriber } from './entitlements';
export type { PlanChange } from './plan-change-notice';
export type { PlansService };

export interface BillingApi {
  plans: PlansService;
  /** What a subscriber may do now under a plan. */
  entitlementsFor: typeof entitlementsFor;
  orders: OrdersService;
  gateway: GatewayService;
  /** Tells the account that an admin changed its plan (in the app, on Telegram, by email). */
  planChanged(userId: string, change: PlanChange): Promise<void>;
  /** The billing.lifecycle job's work (tests run it at a moved clock). */
  runLifecycle(signal?: AbortSignal): Promise<{ warned: number; ended: number }>;
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
  guards: Guards;
  authSecret: string;
  publicUrl: string;
  midtransRoots: MidtransRoots;
  audit: AuditLog;
  mailer: Mailer;
  now: () => Date;
  /** Modules created after this one, asked only once requests and jobs run. */
  late: {
    /** What orders need of users (orders.service.ts), and what the lifecycle jobs add. */
    users: OrdersDeps['users'] & {
      countByPlan(): Promise<Map<string, number>>;
      endingBetween(
        from: Date,
        to: Date,
        limit: number,
      ): Promise<{ id: string; plan: string; expires: Date | null }[]>;
      downgradeExpired(userId: string, plan: string, expires: Date): Promise<boolean>;
    };
    notify(userId: string, message: NotifyMessage, options?: NotifyOptions): Promise<unknown>;
    brandName(): Promise<string>;
  };
}

/** The plans and entitlements alone, for the command line (no orders, no jobs). */
export function plansOnly(db: Db, logger: FastifyBaseLogger): Pick<BillingApi, 'plans' | 'entitlementsFor'> {
  return {
    plans: createPlansService({ plans: createPlansRepo(db), logger, maxAgeMs: plansMaxAgeMs }),
    entitlementsFor,
  };
}

/**
 * Plans (kept in memory, edited by admins), what each entitles to, orders paid through Midtrans
 * or a bank transfer (ADR 0016), the gateway's settings, and the plan lifecycle.
 */
export function createBillingModule(deps: BillingDeps): AppModule<BillingApi> {
  const repo = createPlansRepo(deps.db);
  const plans = createPlansService({ plans: repo, logger: deps.logger, maxAgeMs: plansMaxAgeMs });
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
      profile: (userId) => deps.late.users.profile(userId),
      changeSubscriptionIn: (tx, userId, change) => deps.late.users.changeSubscriptionIn(tx, userId, change),
      subscriptionChanged: (userId) => deps.late.users.subscriptionChanged(userId),
      idsByEmailPart: (part, limit) => deps.late.users.idsByEmailPart(part, limit),
      summaries: (ids) => deps.late.users.summaries(ids),
    },
    notify: (userId, message) => deps.late.notify(userId, message),
    mailer: deps.mailer,
    brandName: () => deps.late.brandName(),
    publicUrl: deps.publicUrl,
    logger: deps.logger,
    now: deps.now,
  });
  const plansAdmin = createPlansAdmin({
    db: deps.db,
    repo,
    plans,
    audit: deps.audit,
    subscribers: () => deps.late.users.countByPlan(),
  });
  const lifecycle = createPlanLifecycle({
    db: deps.db,
    users: {
      endingBetween: (from, to, limit) => deps.late.users.endingBetween(from, to, limit),
      downgradeExpired: (userId, plan, expires) => deps.late.users.downgradeExpired(userId, plan, expires),
    },
    notify: (userId, message, options) => deps.late.notify(userId, message, options),
    planName: (plan) => plans.displayName(plan),
    logger: deps.logger,
    now: deps.now,
  });
  const planChanged = createPlanChangeNotice({
    planName: (plan) => plans.displayName(plan),
    profile: (userId) => deps.late.users.profile(userId),
    notify: (userId, message) => deps.late.notify(userId, message),
    mailer: deps.mailer,
    brandName: () => deps.late.brandName(),
    publicUrl: deps.publicUrl,
    logger: deps.logger,
  });
  return {
    name: 'billing',
    api: {
      plans,
      entitlementsFor,
      orders,
      gateway,
      planChanged,
      runLifecycle: (signal = new AbortController().signal) => lifecycle.run(signal),
      figures: {
        paidBetween: (from, to) => ordersRepo.paidBetween(from, to),
        paidPerDay: (since) => ordersRepo.paidPerDay(since),
        countAwaitingApproval: () => ordersRepo.countAwaitingApproval(),
      },
    },
    routes: [
      plansRoutes(plans),
      billingMethodsRoutes(gateway),
      ordersRoutes(orders, deps.guards),
      notificationRoutes(orders),
      adminBillingRoutes(plansAdmin, gateway, orders, deps.guards),
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
