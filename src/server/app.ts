import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { eventTable } from './event-table';
import { scheduledJobs } from './jobs/registry';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { adminModule } from './modules/admin';
import { analyticsModule } from './modules/analytics';
import { authModule } from './modules/auth';
import { billingModule } from './modules/billing';
import { checksModule } from './modules/checks';
import { domainsModule } from './modules/domains';
import { feedbackModule } from './modules/feedback';
import { linkStoreModule, linksModule } from './modules/links';
import { notificationsModule } from './modules/notifications';
import { panelModule } from './modules/panel';
import { profilesModule } from './modules/profiles';
import { systemModule } from './modules/system';
import { webhooksModule } from './modules/webhooks';
import { telegramModule } from './modules/telegram';
import { usersModule } from './modules/users';
import { workspacesModule } from './modules/workspaces';
import { createPlatform } from './platform/wiring/create-platform';
import { createHttpApp } from './platform/http/http-app';
import type { FrontHandler } from './platform/http/http-server';
import { startIdleTrim } from './platform/runtime/idle-trim';
import { startInOrder } from './platform/wiring/lifecycle';
import { trimAllocator } from './platform/runtime/malloc-trim';
import { createMetrics } from './platform/runtime/metrics';
import { composeModules, type AppModule, type Platform, type Services } from './platform/wiring/module';
import { packageRoot } from './platform/runtime/package-root';
import { registerWebApp } from './platform/http/web-app';
import { registerRedirect } from './redirect';
import { textsOf } from './platform/text/i18n';

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
  /** Resolve before the job workers have started; `jobsStarted` says when they have (main.ts:
   * the port opens first, ADR 0020). Otherwise they have started when buildApp resolves. */
  jobsAfterBuild?: boolean;
}

/** The modules, in no particular order: each is created after the providers of what it needs. */
export const appModules = [
  ...[adminModule, profilesModule, authModule, notificationsModule, billingModule, workspacesModule],
  ...[linkStoreModule, domainsModule, checksModule, linksModule, analyticsModule],
  ...[usersModule, telegramModule, feedbackModule, panelModule, systemModule, webhooksModule],
];

/** Creates every module (none started) and sets the event table: the server's and the command line's. */
export async function composeApp(platform: Platform): Promise<{ modules: AppModule[]; services: Services }> {
  const { modules, services } = await composeModules(appModules, platform);
  // Every module is listed, so every service is provided (composeModules refuses a missing one).
  const s = services as Services;
  platform.events.handle(eventTable(s));
  return { modules, services: s };
}

/** A process without a request for this long gives memory back (platform/runtime/idle-trim.ts). */
const idleTrimMs = 20_000;

/**
 * How much WebAssembly memory the embedded engine may have made resident since it started before a
 * quiet process replaces it (db/client.ts `recycle`): a load of clicks and reports grows it by
 * 25-40 MB (ADR 0020), which only a new engine gives back, at the price of the 0.2 s in which
 * queries wait and of its warm caches. A server that was never loaded never pays it.
 */
const engineRecycleGrowthMb = 16;

function residentMb(): number {
  return Math.round(process.memoryUsage.rss() / 1_048_576);
}

async function trimMemory(database: Database, log: FastifyInstance['log']) {
  try {
    await database.trim?.();
    const growthMb = await database.engineGrowthMb?.();
    if (database.recycle && growthMb !== undefined && growthMb >= engineRecycleGrowthMb) {
      const beforeMb = residentMb();
      if (await database.recycle()) {
        log.info(
          { beforeMb, engineGrowthMb: Math.round(growthMb) },
          'idle: embedded database engine replaced to give its memory back',
        );
      }
    }
    const allocator = trimAllocator();
    log.debug({ rssMb: residentMb(), allocator }, 'idle: memory trimmed');
  } catch (error) {
    log.warn({ err: error }, 'idle: memory trim failed');
  }
}

export interface BuiltApp {
  app: FastifyInstance;
  /** Every module's services and the job scheduler: what tests and the benchmark look into. */
  parts: Services & { scheduler: Scheduler };
  /** Resolves once the job workers run; rejects when they could not start (close the app then). */
  jobsStarted: Promise<void>;
}

/**
 * Builds the whole HTTP application, started but not listening; tests inject requests into it.
 * `app.close()` stops the modules (last first) before it resolves; main.ts closes the database
 * after that.
 */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database, now = () => new Date(), jobsAfterBuild = false } = deps;
  let front: FrontHandler | undefined = undefined;
  const metrics = createMetrics();
  // A process without a request for a while gives memory back (the database's, the allocator's).
  const idleTrim = startIdleTrim({ idleMs: idleTrimMs, onTrim: () => trimMemory(database, app.log) });
  const texts = textsOf(...appModules.flatMap((module) => (module.texts ? [module.texts] : [])));
  const app = await createHttpApp({ ...deps, metrics, texts, front: () => front, seen: idleTrim.seen });
  const logger = app.log;
  const scheduler = createScheduler({
    ...database,
    logger,
    // Shutdown has 10 s in all (main.ts), and the click buffer's last flush, after this, up to 7.
    stopTimeoutMs: 2_000,
    onRun: (job, outcome, seconds) => metrics.jobRun(job, outcome, seconds),
  });
  const platform = createPlatform({ ...deps, now, logger, metrics, scheduler });
  app.addHook('onClose', () => platform.close());
  app.addHook('onListen', (done) => {
    setImmediate(() => platform.geoip.buildTable());
    done();
  });

  const { modules, services: s } = await composeApp(platform);
  scheduler.add(scheduledJobs([...platform.jobs, ...modules.flatMap((module) => module.jobs ?? [])]));

  front = registerRedirect(app, s, platform);
  for (const module of modules) {
    for (const routes of module.routes?.(s.guards) ?? []) await app.register(routes);
  }
  await registerWebApp(app, config.webDistDir ?? join(packageRoot, 'dist', 'web'), {
    async landingData() {
      const brand = await s.admin.brand.getBrand();
      const pricing = brand.show_pricing_plans ? await s.billing.landingPricing() : null;
      return { brand, plans: pricing?.plans ?? null, payments: pricing?.payments ?? null };
    },
  });

  // Started in this order, stopped in reverse: the bus first, so that the modules' subscriptions
  // are listened to as they are made, and last to stop; the job workers last, so that they stop
  // first, while everything a job uses still runs (the onClose hook below).
  const started = await startInOrder([{ name: 'change-bus', lifecycle: platform.bus }, ...modules], logger);
  // pg-boss's start is a fifth of the embedded engine's restart (its first statements load the
  // catalogue), so main.ts opens the port without waiting for it.
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
  return { app, parts: { ...s, scheduler }, jobsStarted };
}
