import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { adminBrandRoutes, brandRoutes, createAdminSettingsRepo, createBrandService } from './modules/admin';
import {
  analyticsRoutes,
  createClickIngest,
  createReportsRepo,
  createReportsService,
  createRetention,
  type ClickIngest,
  type Retention,
} from './modules/analytics';
import { authRoutes, createAuth, createSessionReader } from './modules/auth';
import { createPlansRepo, createPlansService, plansRoutes } from './modules/billing';
import {
  createLinkCache,
  createLinksRepo,
  createLinksService,
  createShortDomains,
  linkPreviewRoutes,
  linksRoutes,
  type LinkCache,
} from './modules/links';
import {
  adminNotificationsRoutes,
  createNotificationsRepo,
  createNotificationsService,
  createUnreadFeed,
  notificationsRoutes,
  type NotificationsService,
} from './modules/notifications';
import { clientErrorsRoutes, healthRoutes } from './modules/system';
import {
  adminUsersRoutes,
  createGuards,
  createUsersRepo,
  createUsersService,
  meRoutes,
} from './modules/users';
import { openGeoIp } from './platform/geoip';
import { createRedirect } from './redirect/redirect.routes';
import { AppError, invalidJson } from './platform/app-error';
import { registerErrorHandler } from './platform/error-handler';
import { loggerOptions } from './platform/logger';
import { createMailer } from './platform/mailer';
import { packageRoot } from './platform/package-root';
import { registerSecurityHeaders } from './platform/security-headers';
import { httpServerWithFront, type FrontHandler } from './platform/http-server';
import { isApiPath, registerWebApp } from './platform/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** Long-lived parts that tests and the benchmark look into. */
    ringkas: {
      ingest: ClickIngest;
      linkCache: LinkCache;
      notifications: NotificationsService;
      retention: Retention;
    };
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** The clock every rule reads (tests move it). */
  now?: () => Date;
}

/** Builds the whole HTTP application without listening; tests inject requests into it. */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  // Cached redirects are answered before Fastify sees the request (redirect.routes.ts); the
  // handler is set once the parts it needs exist.
  let serveFirst: FrontHandler = () => false;
  const app = Fastify({
    serverFactory: httpServerWithFront(
      (request, response) => serveFirst(request, response),
      (error) => app.log.error({ err: error }, 'redirect before Fastify failed'),
    ),
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    // Per-request lines are ours (API only, below): logging every redirect would cost more than
    // answering it.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // The API speaks JSON only. Any other body (a form post, text/plain) is refused with a clear
  // 4xx rather than parsed: accepting JSON as text/plain would open the API to cross-site forms.
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      JSON.parse(String(body));
    } catch (error) {
      done(invalidJson((error as Error).message), undefined);
      return;
    }
    done(
      new AppError(
        415,
        'unsupported_media_type',
        'Send the body as JSON with Content-Type: application/json.',
        {
          body: 'Content-Type must be application/json',
        },
      ),
      undefined,
    );
  });

  app.addHook('onResponse', async (request, reply) => {
    // Runs after every response, redirects included: a prefix test, no string splitting.
    if (!isApiPath(request.url)) return;
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'api request',
    );
  });

  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(compress, { threshold: 1024 });

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger: app.log,
  });
  const settings = createAdminSettingsRepo(database.db);
  const brand = createBrandService({ settings });
  const plans = createPlansService({ plans: createPlansRepo(database.db) });
  const publicUrl = new URL(config.publicUrl);
  const shortDomains = createShortDomains({
    publicHostname: publicUrl.hostname.toLowerCase(),
    settings: () => brand.getBrand(),
  });
  await shortDomains.refresh();
  const users = createUsersService({
    users: createUsersRepo(database.db),
    plans,
    now,
    trialDays: () => brand.trialDays(),
    shortDomains: () => shortDomains.list(),
  });
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    onUserCreated: (user) => users.createProfile(user),
    issuer: (await brand.getBrand()).app_name,
    logger: app.log,
  });
  const guards = createGuards({ readSession: createSessionReader(auth), users });

  const linkCache = createLinkCache({ pool: database.pool, engine: database.engine, logger: app.log });
  const links = createLinksService({
    links: createLinksRepo(database.db),
    cache: linkCache,
    domains: shortDomains,
    entitlementsOf: (userId) => users.entitlementsOf(userId),
    now,
    publicScheme: publicUrl.protocol,
    publicHost: publicUrl.host,
  });
  const ingest = createClickIngest({
    pool: database.pool,
    geoip: openGeoIp(config.geoipDb),
    logger: app.log,
    secret: config.authSecret,
    // A server has a pool of connections and cores to spare; the embedded engine has one
    // connection, which a long statement would keep from every API request meanwhile.
    maxBacklogBatch: database.engine === 'postgres' ? 50_000 : 5_000,
    concurrentBatches: database.engine === 'postgres' ? 2 : 1,
    keptVisitsDir: join(config.dataDir, 'kept-visits'),
  });
  const unreadFeed = createUnreadFeed({ pool: database.pool, engine: database.engine, logger: app.log });
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(database.db),
    feed: unreadFeed,
  });
  const reports = createReportsService({
    repo: createReportsRepo(database.pool),
    now,
    publicScheme: publicUrl.protocol,
  });
  const retention = createRetention({
    pool: database.pool,
    months: config.clickRetentionMonths,
    now,
    logger: app.log,
  });
  app.decorate('ringkas', { ingest, linkCache, notifications, retention });
  await linkCache.start();
  await unreadFeed.start();
  const warmed = await links.warmCache(50_000);
  app.log.debug({ links: warmed }, 'redirect cache warmed');
  ingest.start();
  retention.start();
  // main.ts closes the database only after app.close() has run these.
  app.addHook('onClose', async () => {
    retention.stop();
    await ingest.stop();
    await linkCache.stop();
    await unreadFeed.stop();
  });

  const redirect = createRedirect({
    links,
    ingest,
    resolveHost: (hostname) => shortDomains.resolveHost(hostname),
    now: () => now().getTime(),
    countryHeader: config.countryHeader,
    trustProxy: config.trustProxy,
  });
  redirect.register(app);
  serveFirst = redirect.serveCached;

  await app.register(healthRoutes(database));
  await app.register(brandRoutes(brand));
  await app.register(plansRoutes(plans));
  await app.register(clientErrorsRoutes);
  await app.register(authRoutes(auth, config));
  await app.register(meRoutes(users, guards));
  await app.register(adminUsersRoutes(users, guards));
  await app.register(adminBrandRoutes(brand, guards));
  await app.register(linksRoutes(links, shortDomains, guards));
  await app.register(linkPreviewRoutes(links));
  await app.register(notificationsRoutes(notifications, guards));
  await app.register(analyticsRoutes(reports, guards));
  await app.register(
    adminNotificationsRoutes(notifications, guards, async (id) => (await users.getProfileRow(id)) !== null),
  );

  await registerWebApp(app, config.webDistDir ?? join(packageRoot, 'dist', 'web'));
  return app;
}
