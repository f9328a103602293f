import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseEngine } from '../../db/client';
import type { GeoIp } from '../../platform/net/geoip';
import { defineModule, type AppModule } from '../../platform/wiring/module';
import { analyticsRoutes } from './analytics.routes';
import { createClickHealth } from './click-health';
import { createClickIngest, type ClickIngest } from './ingest';
import type { BatchCommitted } from './batch-writer';
import { deleteLinkClicks, deleteOwnerData } from './link-data';
import { createReportsRepo } from './reports.repo';
import { createReportsService, type ReportLinks, type ReportsService } from './reports.service';
import { createRetention, retentionJob, type Retention } from './retention';
import { analyticsTextsId } from './texts-id';

export type { Visit } from './click-queue';
export { shouldRecordVisit } from './record-decision';
export type { ClickIngest, ReportLinks, ReportsService, Retention };

export interface AnalyticsApi {
  ingest: ClickIngest;
  reports: ReportsService;
  retention: Retention;
  /** A deleted link's clicks and rollups, in the transaction that deletes it. */
  deleteLinkClicks: typeof deleteLinkClicks;
  /** A deleted account's own totals and visitor days, in its transaction. */
  deleteOwnerData: typeof deleteOwnerData;
  /** What /api/health says of the click ingest (null: healthy). */
  clickHealth: ReturnType<typeof createClickHealth>;
  /** The Admin Panel's figures: every owner's clicks per UTC day from `since`'s day on. */
  clicksPerDay(since: Date): Promise<{ day: string; value: number }[]>;
}

/**
 * How many visits a flush writes at most while catching up, and how many flushes run at once.
 * A server has a pool of connections and cores to spare. The embedded engine has one connection,
 * which a long statement keeps from every API request meanwhile, and a WebAssembly heap that
 * never shrinks: it grows to the largest statement's needs, which grow with the batch; a smaller
 * batch saved less memory than the ingest rate it cost (ADR 0020).
 */
export function ingestBatching(engine: DatabaseEngine): {
  maxBacklogBatch: number;
  concurrentBatches: number;
} {
  return engine === 'postgres'
    ? { maxBacklogBatch: 50_000, concurrentBatches: 2 }
    : { maxBacklogBatch: 5_000, concurrentBatches: 1 };
}

/**
 * Click ingest (buffer -> one flush statement), reports, CSV and the dashboard over rollups,
 * raw-click retention.
 */
export function createAnalyticsModule(deps: {
  pool: pg.Pool;
  engine: DatabaseEngine;
  geoip: GeoIp;
  logger: FastifyBaseLogger;
  secret: string;
  dataDir: string;
  retentionMonths: number;
  /** Told how long each batch of clicks took to write (the metrics). */
  onClickFlush?: (seconds: number) => void;
  /** Told, once a batch is committed, what it set off ('clicks.capped', 'clicks.hooked'). */
  onCommitted?: (outcome: BatchCommitted) => void;
  spoolMaxBytes: number;
  /** Clicks held in memory before they wait on disk only (CLICK_BUFFER_MAX). */
  maxBuffered: number;
  links: ReportLinks;
  now: () => Date;
}): AppModule<{ analytics: AnalyticsApi }> {
  const ingest = createClickIngest({
    pool: deps.pool,
    geoip: deps.geoip,
    logger: deps.logger,
    secret: deps.secret,
    ...ingestBatching(deps.engine),
    spoolDir: join(deps.dataDir, 'spool'),
    spoolMaxBytes: deps.spoolMaxBytes,
    maxBuffered: deps.maxBuffered,
    onBatchWritten: deps.onClickFlush,
    onCommitted: deps.onCommitted,
    now: deps.now,
  });
  const reportsRepo = createReportsRepo(deps.pool);
  const reports = createReportsService({
    repo: reportsRepo,
    links: deps.links,
    now: deps.now,
  });
  const retention = createRetention({ pool: deps.pool, months: deps.retentionMonths, now: deps.now });
  return {
    name: 'analytics',
    provides: {
      analytics: {
        ingest,
        reports,
        retention,
        deleteLinkClicks,
        deleteOwnerData,
        clickHealth: createClickHealth(() => ingest.stats()),
        clicksPerDay: (since) => reportsRepo.allOwnersPerDay(since),
      },
    },
    routes: (guards) => [analyticsRoutes(reports, guards)],
    lifecycle: { start: () => ingest.start(), stop: () => ingest.stop() },
    jobs: [retentionJob(retention)],
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    analytics: AnalyticsApi;
  }
  interface AppEvents {
    /** Links a written batch of clicks brought to their click cap (committed). */
    'clicks.capped': { links: { domain: string; code: string }[] };
    /**
     * A written batch made outgoing webhooks' link.clicked messages (due now), or queued clicks for
     * the next (committed).
     */
    'clicks.hooked': { messages: number; queued: number };
  }
}

export const analyticsModule = defineModule({
  name: 'analytics',
  needs: ['links'],
  provides: ['analytics'],
  texts: analyticsTextsId,
  create: ({ links }, { config, database, events, geoip, logger, metrics, now }) => {
    const module = createAnalyticsModule({
      pool: database.pool,
      engine: database.engine,
      geoip,
      logger,
      secret: config.authSecret,
      dataDir: config.dataDir,
      retentionMonths: config.clickRetentionMonths,
      spoolMaxBytes: config.clickSpoolMaxBytes,
      maxBuffered: config.clickBufferMax,
      links,
      now,
      onClickFlush: (seconds) => metrics.clickFlush(seconds),
      onCommitted: ({ capped, webhooks }) => {
        if (capped.length > 0) void events.emit('clicks.capped', { links: capped });
        if (webhooks.messages > 0 || webhooks.queued > 0) void events.emit('clicks.hooked', webhooks);
      },
    });
    metrics.watchClicks(() => module.provides.analytics.ingest.stats());
    return module;
  },
});
