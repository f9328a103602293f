import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAdminModule, type AdminApi } from './modules/admin';
import { createAnalyticsModule, createClickHealth, type AnalyticsApi } from './modules/analytics';
import { createAuthModule } from './modules/auth';
import { createBillingModule, type BillingApi } from './modules/billing';
import { createDomainsModule, type DomainsApi } from './modules/domains';
import { createLinksModule, noTargeting, type LinksApi, type TargetingAccess } from './modules/links';
import { createNotificationsModule, type NotificationsService } from './modules/notifications';
import { createSystemModule, type HealthPart } from './modules/system';
import { createUsersModule, type UsersApi } from './modules/users';
import { registerErrorHandler } from './platform/error-handler';
import { createChecksModule, type ChecksApi } from './modules/checks';
import { createFeedbackModule } from './modules/feedback';
import { createPanelModule } from './modules/panel';
import { createTelegramModule, type TelegramApi } from './modules/telegram';
import { createDns } from './platform/dns';
import { ordinaryResolver } from './platform/dns-query';
import { createOutbound } from './platform/outbound';
import { openGeoIp } from './platform/geoip';
import type { Guards } from './platform/guards';
import { closeConnectionsOnceIdle, httpServerWithFront, type FrontHandler } from './platform/http-server';
import { startIdleTrim } from './platform/idle-trim';
import { trimAllocator } from './platform/malloc-trim';
import { acceptJsonOnly } from './platform/json-only';
import { refuseControlCharactersInApi } from './platform/control-characters';
import { startInOrder } from './platform/lifecycle';
import { loggerOptions } from './platform/logger';
import { createMetrics } from './platform/metrics';
import { createMailer } from './platform/mailer';
import type { AppModule } from './platform/module';
import { packageRoot } from './platform/package-root';
import { logApiRequests } from './platform/request-log';
import { requireSameOrigin } from './platform/same-origin';
import { registerOpenApi } from './platform/openapi';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';
import { languageOf } from '../shared/i18n';
import { planSchema } from '../shared/plans';
import { registerRedirectRoute } from './redirect/redirect.routes';
import { createServeCached } from './redirect/serve-cached';
import { Visitor } from './redirect/visitor';
import { createRotationHasher } from './platform/visitor-hash';
import { createChangeBus } from './platform/change-bus';
import {
  createRateLimiter,
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './platform/rate-limit';
import { scheduledJobs } from './jobs/registry';
import { createScheduler, type Scheduler } from './jobs/scheduler';

export interface AppDeps {
  config: Config;
  database: Database;
  /** The clock every rule reads (tests move it). */
  now?: () => Date;
  /** Certificates server-side requests trust besides the system's (tests: their CA). */
  outboundCa?: string[];
  /** Told of every route as it is registered (tests that must cover every route list them). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logStream?: { write(line: string): void };
  /**
   * Resolve before the job workers have started; `jobsStarted` says when they have (main.ts:
   * the port opens first, ADR 0020). Otherwise they have started when buildApp resolves.
   */
  jobsAfterBuild?: boolean;
}

/** A process without a request for this long gives memory back (platform/idle-trim.ts). */
const idleTrimMs = 20_000;

/** Long-lived parts that tests and the benchmark look into. */
export interface AppParts {
  admin: AdminApi;
  analytics: AnalyticsApi;
  billing: BillingApi;
  checks: ChecksApi;
  links: LinksApi;
  domains: DomainsApi;
  notifications: NotificationsService;
  telegram: TelegramApi;
  users: UsersApi;
  scheduler: Scheduler;
}

export interface BuiltApp {
  app: FastifyInstance;
  parts: AppParts;
  /** Resolves once the job workers run; rejects when they could not start (close the app then). */
  jobsStarted: Promise<void>;
}

/**
 * Builds the whole HTTP application, started but not listening; tests inject requests into it.
 * `app.close()` stops the modules (last first) before it resolves; main.ts closes the database
 * after that.
 */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
  outboundCa,
  onRoute,
  logStream,
  jobsAfterBuild = false,
}: AppDeps): Promise<BuiltApp> {
  // Cached redirects are answered before Fastify sees the request (serve-cached.ts, ADR 0005), once
  // the parts they need exist (below); until then Fastify answers everything.
  let serveCached: FrontHandler | undefined = undefined;
  const idleTrim = startIdleTrim({
    idleMs: idleTrimMs,
    onTrim: async () => {
      try {
        await database.trim?.();
        const allocator = trimAllocator();
        app.log.debug(
          { rssMb: Math.round(process.memoryUsage.rss() / 1_048_576), allocator },
          'idle: memory trimmed',
        );
      } catch (error) {
        app.log.warn({ err: error }, 'idle: memory trim failed');
      }
    },
  });
  const app = Fastify({
    serverFactory: httpServerWithFront(
      () => serveCached,
      (error) => app.log.error({ err: error }, 'redirect before Fastify failed'),
      idleTrim.seen,
    ),
    logger: { ...loggerOptions(config), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    // Per-request lines are ours (API only, platform/request-log.ts): logging every redirect
    // would cost more than answering it.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  closeConnectionsOnceIdle(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  // Prometheus's numbers (GET /metrics): every request through the router, by its route.
  const metrics = createMetrics();
  const healthParts: HealthPart[] = [];
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  acceptJsonOnly(app);
  requireSameOrigin(app, config.trustedOrigins);
  refuseControlCharactersInApi(app);
  logApiRequests(app);
  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(compress, { threshold: 1024 });
  // Before every route: the OpenAPI document is made from the routes registered after it.
  await registerOpenApi(app, config.publicUrl);

  const { db, pool, engine } = database;
  const logger = app.log;
  // How processes tell each other that something changed (caches, live counts).
  const bus = createChangeBus({ pool, engine, logger });
  const geoip = openGeoIp(config.geoipDb, { tableLater: true });
  // Not on the way to an open port: the reader answers until the table is built.
  app.addHook('onListen', (done) => {
    setImmediate(() => geoip.buildTable());
    done();
  });
  // Abuse limits (ADR 0010): counted in memory, or shared through Redis when configured.
  const rateLimitStore: RateLimitStore = config.redisUrl
    ? redisRateLimitStore({ url: config.redisUrl, keyPrefix: `${config.redisKeyPrefix}rate:`, logger })
    : memoryRateLimitStore();
  app.addHook('onClose', () => rateLimitStore.close());
  // Unknown short codes per client address: a scanner is slowed, a person never notices.
  const notFoundLimit = createRateLimiter(
    'not-found',
    { max: config.notFoundPerMinute, windowMs: 60_000 },
    rateLimitStore,
  );
  // Links created per account, admins included: a stolen admin session is the one to slow most.
  const linkCreateLimit = createRateLimiter(
    'link-create',
    { max: config.linksPerMinute, windowMs: 60_000 },
    rateLimitStore,
  );
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });

  // The users module implements the guards, but modules created before it take them for their
  // routes; a guard runs per request, by when every module exists.
  const guards: Guards = {
    requireUser: (request, reply) => users.api.guards.requireUser(request, reply),
    requireAdmin: (request, reply) => users.api.guards.requireAdmin(request, reply),
  };

  // Created in dependency order: a module receives the APIs of those before it.
  const system = createSystemModule({
    database,
    metrics,
    metricsToken: config.metricsToken,
    // Asked per health check: the parts exist by the time a request comes.
    healthParts: () => healthParts,
  });
  const admin = createAdminModule({ db, guards, logger, bus });
  const brandName = async () => {
    const brand = await admin.api.brand.getBrand();
    return brand.brand_name || brand.app_name;
  };
  const billing = createBillingModule({
    db,
    logger,
    guards,
    authSecret: config.authSecret,
    publicUrl: config.publicUrl,
    midtransRoots: config.midtransRoots,
    audit: admin.api.audit,
    mailer,
    now,
    late: {
      users: {
        profile: async (userId) => {
          const row = await users.api.users.getProfileRow(userId);
          return row
            ? {
                email: row.email,
                name: row.name,
                plan: row.subscriptionPlan,
                language: languageOf(row.language),
                timeZone: row.timezone,
              }
            : null;
        },
        changeSubscriptionIn: (tx, userId, change) =>
          users.api.users.changeSubscriptionIn(tx, userId, change),
        subscriptionChanged: (userId) => users.api.users.subscriptionChanged(userId),
        idsByEmailPart: (part, limit) => users.api.users.idsByEmailPart(part, limit),
        summaries: async (ids) => {
          const found = new Map<string, { id: string; email: string; name: string }>();
          for (const id of ids) {
            const row = await users.api.users.getProfileRow(id);
            if (row) found.set(id, { id, email: row.email, name: row.name });
          }
          return found;
        },
        countByPlan: () => users.api.users.countByPlan(),
        endingBetween: async (from, to, limit) => users.api.users.endingBetween(from, to, limit),
        downgradeExpired: (userId, plan, expires) => users.api.users.downgradeExpired(userId, plan, expires),
      },
      notify: (userId, message, options) => notifications.api.notify(userId, message, options),
      brandName,
    },
  });
  const dns = createDns({ servers: config.dnsServers });
  // Every request the server makes to a URL or host it was given goes through this (ADR 0014).
  const outbound = createOutbound({
    resolve: (hostname) => dns.addresses(hostname, { fresh: true }),
    allowCidrs: config.outboundAllowCidrs,
    ca: outboundCa,
    onOutcome: (outcome) => metrics.outbound(outcome),
  });
  const domains = createDomainsModule({
    publicUrl: config.publicUrl,
    listenHost: config.host,
    settings: admin.api.settings,
    db,
    dns,
    publicIps: config.publicIps,
    guards,
    bus,
    logger,
    // Modules created after this one, asked only once requests or jobs run.
    late: {
      customDomainLimit: async (userId) =>
        (await users.api.users.entitlementsOf(userId)).entitlements.maxCustomDomains,
      linksOn: (userId, domain) => links.api.countOnDomain(userId, domain),
      moveLinks: (userId, from, to) => links.api.moveDomain(userId, from, to),
      notify: (userId, message) => notifications.api.notify(userId, message),
    },
    now,
  });
  const auth = createAuthModule({
    config,
    db,
    mailer,
    issuer: (await admin.api.brand.getBrand()).app_name,
    logger,
    // Asked of the database, not the kept set: a sign-in must never slip through a stale answer.
    isDisabled: async (userId) => Boolean((await users.api.users.getProfileRow(userId))?.disabledAt),
    isAdmin: async (userId) => Boolean((await users.api.users.getProfileRow(userId))?.isAdmin),
    languageByEmail: (email) => users.api.users.languageByEmail(email),
  });
  const users = createUsersModule({
    db,
    auth: auth.api,
    billing: billing.api,
    now,
    trialDays: () => admin.api.brand.trialDays(),
    domainsOf: (userId) => domains.api.domainsOf(userId),
    audit: admin.api.audit,
    bus,
    logger,
    rateLimitStore,
    ownedCounts: async (userId) => ({
      links: (await links.api.totals(userId)).links,
      custom_domains: await domains.api.customDomainCount(userId),
      watched_domains: await checks.api.watchedCount(userId),
      orders: await billing.api.orders.countOf(userId),
    }),
    afterDeleted: async (userId) => {
      await links.api.cache.invalidateOwner(userId);
      await domains.api.customDomainsChanged();
    },
  });
  auth.api.onAccountCreated((account) => users.api.users.createProfile(account));
  /** What a link owner's plan allows of targeting, and until when: the redirect cache keeps it. */
  async function targetingAccessOf(userId: string): Promise<TargetingAccess> {
    const subscriber = await users.api.users.getProfileRow(userId);
    if (!subscriber) return noTargeting;
    const plan = subscriber.isAdmin ? null : await billing.api.plans.find(subscriber.subscriptionPlan);
    return {
      entitlements: billing.api.entitlementsFor(subscriber, plan, now()),
      // An admin's targeting never lapses; an expired plan's entitlements are already none.
      until: subscriber.isAdmin ? null : (subscriber.subscriptionExpires?.getTime() ?? null),
    };
  }
  const links = createLinksModule({
    db,
    bus,
    logger,
    guards,
    domains: domains.api,
    entitlementsOf: (userId) => users.api.users.entitlementsOf(userId),
    targetingAccessOf,
    plans: () => billing.api.plans.list(),
    createLimit: linkCreateLimit,
    notify: (userId, message) => notifications.api.notify(userId, message),
    late: {
      enqueue: (name, data) => scheduler.enqueue(name, data),
      watchedHosts: (userId) => checks.api.watchedHosts(userId),
    },
    now,
  });
  const analytics = createAnalyticsModule({
    pool,
    engine,
    geoip,
    logger,
    secret: config.authSecret,
    dataDir: config.dataDir,
    retentionMonths: config.clickRetentionMonths,
    spoolMaxBytes: config.clickSpoolMaxBytes,
    guards,
    links: links.api,
    now,
    onClickFlush: (seconds) => metrics.clickFlush(seconds),
  });
  metrics.watchClicks(() => analytics.api.ingest.stats());
  healthParts.push(
    { name: 'clicks', problem: createClickHealth(() => analytics.api.ingest.stats()) },
    ...(config.redisUrl ? [{ name: 'redis', problem: () => rateLimitStore.problem() }] : []),
  );
  links.api.onDeleted(analytics.api.deleteLinkClicks);
  // A deleted account's links (with their clicks) and its own totals go in its transaction; the
  // rest it owns goes by foreign key, and its orders stay without a buyer (or its typed name).
  users.api.admin.onDeleting(async (tx, userId) => ({ links: await links.api.deleteAllOf(tx, userId) }));
  users.api.admin.onDeleting((tx, userId) => analytics.api.deleteOwnerData(userId, tx));
  // Nothing is deleted here: the kept orders lose the name the buyer typed for their transfer.
  users.api.admin.onDeleting(async (tx, userId) => {
    await billing.api.orders.forgetBuyerIn(tx, userId);
    return {};
  });
  // A plan change (or admin granted or revoked) changes what an owner's links may target.
  users.api.users.onSubscriptionChanged((userId) => links.api.cache.invalidateOwner(userId));
  const notifications = createNotificationsModule({
    db,
    bus,
    guards,
    userExists: async (id) => (await users.api.users.getProfileRow(id)) !== null,
    readerOf: async (id) => {
      const row = await users.api.users.getProfileRow(id);
      return { language: languageOf(row?.language), timeZone: row?.timezone ?? 'UTC' };
    },
  });

  const checks = createChecksModule({
    db,
    outbound,
    resolver: ordinaryResolver(config.dnsServers),
    settings: admin.api.settings,
    guards,
    logger,
    checkNowLimit: createRateLimiter(
      'check-now',
      { max: config.checkNowPerMinute, windowMs: 60_000 },
      rateLimitStore,
    ),
    ports: config.checkPorts,
    late: {
      limitsOf: async (userId) => {
        const { entitlements } = await users.api.users.entitlementsOf(userId);
        return {
          maxCheckDomains: entitlements.maxCheckDomains,
          maxAutoCheckDomains: entitlements.maxAutoCheckDomains,
          minCronJobMinutes: entitlements.minCronJobMinutes,
        };
      },
      customDomainsOf: async (userId) => {
        const shortDomains = new Set(await domains.api.list());
        return (await domains.api.domainsOf(userId)).filter((domain) => !shortDomains.has(domain));
      },
      notify: (userId, message) => notifications.api.notify(userId, message),
      pauseRotatorEntries: (userId, host, paused) =>
        links.api.pauseRotatorEntriesForHost(userId, host, paused),
    },
    now,
  });
  // A smaller plan fits the schedules to it at once (runDue also checks, for plans that lapse).
  users.api.users.onSubscriptionChanged((userId) => checks.api.clampToPlan(userId));
  const telegram = createTelegramModule({
    db,
    guards,
    logger,
    authSecret: config.authSecret,
    apiRoot: config.telegramApiRoot,
    observeCall: (method, outcome) => metrics.telegramCall(method, outcome),
    publicUrl: config.publicUrl,
    sendLimit: createRateLimiter(
      'telegram-send',
      { max: config.telegramMessagesPerSecond, windowMs: 1000 },
      rateLimitStore,
    ),
    notifications: notifications.api,
    users: users.api.users,
    brandName,
    planExists: async (plan) => (await billing.api.plans.find(plan)) !== null,
    late: { enqueue: (name, data, options) => scheduler.enqueue(name, data ?? null, options) },
    now,
  });
  const feedback = createFeedbackModule({
    db,
    guards,
    sendLimit: createRateLimiter(
      'feedback',
      { max: config.feedbackPerHour, windowMs: 60 * 60_000 },
      rateLimitStore,
    ),
    notify: (userId, message) => notifications.api.notify(userId, message),
    userSummary: async (userId) => {
      const row = await users.api.users.getProfileRow(userId);
      return row ? { id: row.id, email: row.email, name: row.name } : null;
    },
    now,
  });

  const modules: AppModule[] = [
    system,
    admin,
    billing,
    domains,
    auth,
    users,
    links,
    analytics,
    notifications,
    checks,
    telegram,
    feedback,
  ];
  // The Admin Panel (GET /api/admin/panel): each card's figures come from the module that owns its
  // data; a card no module gives a source for is not shown.
  const panel = createPanelModule({ guards, now });
  panel.api.provide('users', {
    total: () => users.api.users.countProfiles(),
    createdPerDay: (since) => users.api.users.profilesCreatedPerDay(since),
  });
  panel.api.provide('subscriptions', {
    activeByPlan: async (at) =>
      Promise.all(
        (await users.api.users.activeSubscriptionsByPlan(at)).map(async (row) => ({
          ...row,
          display_name: await billing.api.plans.displayName(row.plan),
        })),
      ),
  });
  panel.api.provide('revenue', {
    paidBetween: (from, to) => billing.api.figures.paidBetween(from, to),
    paidPerDay: (since) => billing.api.figures.paidPerDay(since),
  });
  panel.api.provide('links', { total: () => links.api.countAll() });
  panel.api.provide('clicks', { perDay: (since) => analytics.api.clicksPerDay(since) });
  panel.api.provide('failing_domains', { counts: () => checks.api.failingCounts() });
  panel.api.provide('pending_payments', { total: () => billing.api.figures.countAwaitingApproval() });
  panel.api.provide('feedback', { open: () => feedback.api.openCount() });
  modules.push(panel);

  const redirectDeps = {
    links: links.api,
    ingest: analytics.api.ingest,
    resolveHost: (hostname: string) => domains.api.resolveHost(hostname),
    domainAnswers: (domain: string) => domains.api.domainAnswers(domain),
    now: () => now().getTime(),
    visitor: new Visitor({
      geoip,
      countryHeader: config.countryHeader,
      hashVisitor: createRotationHasher(config.authSecret),
    }),
    trustProxy: config.trustProxy,
    notFoundLimit,
    ownerDisabled: (userId: string) => users.api.admin.isDisabled(userId),
    metrics,
  };
  // Before the modules' routes: /:code must not be shadowed by a later catch-all.
  registerRedirectRoute(app, { ...redirectDeps, brand: () => admin.api.brand.getBrand() });
  serveCached = createServeCached(redirectDeps, metrics);
  for (const module of modules) {
    for (const routes of module.routes ?? []) await app.register(routes);
  }
  await registerWebApp(app, config.webDistDir ?? join(packageRoot, 'dist', 'web'), {
    async landingData() {
      const brand = await admin.api.brand.getBrand();
      // As GET /api/plans answers them: its schema keeps only the public fields.
      const plans = brand.show_pricing_plans
        ? planSchema.array().parse(await billing.api.plans.list())
        : null;
      const methods = plans ? await billing.api.gateway.methods() : null;
      return { brand, plans, payments: methods ? methods.midtrans || methods.bank_transfer : null };
    },
  });

  const scheduler = createScheduler({
    pool,
    engine,
    logger,
    jobs: scheduledJobs(modules.flatMap((module) => module.jobs ?? [])),
    // Shutdown has 10 s in all (main.ts), and the click buffer's last flush, after this, up to 7.
    stopTimeoutMs: 2_000,
    onRun: (job, outcome, seconds) => metrics.jobRun(job, outcome, seconds),
  });

  // Started in this order, stopped in reverse: the bus first, so that the modules' subscriptions
  // are listened to as they are made, and last to stop; the job workers last, so that they stop
  // first, while everything a job uses still runs (the onClose hook below).
  const started = await startInOrder([{ name: 'change-bus', lifecycle: bus }, ...modules], logger);
  // Last, and first to stop. pg-boss's start is a fifth of the embedded engine's restart (its
  // first statements load the catalogue), so main.ts opens the port without waiting for it.
  const jobs = startInOrder([{ name: 'jobs', lifecycle: scheduler }], logger);
  const jobsStarted = jobs.then(() => undefined);
  // Awaited below or, once listening, by main.ts; whoever awaits it closes the app if it fails.
  jobsStarted.catch(() => undefined);
  app.addHook('onClose', async () => {
    logger.debug('stopping: the job workers, then the modules');
    await (await jobs.catch(() => null))?.stop();
    await started.stop();
  });
  app.addHook('onClose', () => idleTrim.stop());
  if (!jobsAfterBuild) {
    await jobsStarted.catch(async (error: unknown) => {
      await app.close();
      throw error;
    });
  }

  return {
    app,
    parts: {
      admin: admin.api,
      analytics: analytics.api,
      billing: billing.api,
      checks: checks.api,
      links: links.api,
      domains: domains.api,
      notifications: notifications.api,
      telegram: telegram.api,
      users: users.api,
      scheduler,
    },
    jobsStarted,
  };
}
