import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import { createChangeBus } from './change-bus';
import { createDns } from '../net/dns';
import { createEvents } from './events';
import { openGeoIp } from '../net/geoip';
import { createMailer } from '../net/mailer';
import { mailJob, queuedMailer } from '../net/mail-queue';
import { createSecretBox } from '../runtime/secret-box';
import type { JobSpec } from './job-spec';
import type { Metrics } from '../runtime/metrics';
import type { AppEvents, JobQueue, Platform } from './module';
import { createOutbound } from '../net/outbound';
import { memoryRateLimitStore, redisRateLimitStore } from '../http/rate-limit';

/** The process's shared parts every module is given (module.ts's Platform). */
export function createPlatform(options: {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  now: () => Date;
  metrics: Metrics;
  scheduler: JobQueue;
  /** Certificates server-side requests trust besides the system's (tests: their CA). */
  outboundCa?: string[];
  /**
   * Whether mail goes through the job queue (the server) or straight out (the command line, which
   * runs no jobs).
   */
  queueMail?: boolean;
}): Platform & { jobs: JobSpec[]; close(): Promise<void> } {
  const { config, database, logger, metrics } = options;
  const { db, pool, engine } = database;
  const dns = createDns({ servers: config.dnsServers });
  // Abuse limits (ADR 0010): counted in memory, or shared through Redis when configured.
  const rateLimitStore = config.redisUrl
    ? redisRateLimitStore({ url: config.redisUrl, keyPrefix: `${config.redisKeyPrefix}rate:`, logger })
    : memoryRateLimitStore();
  const mailTransport = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    timeoutMs: config.upstreamTimeoutMs,
  });
  const mailBox = createSecretBox(config.authSecret, 'mail-queue');
  const queueMail = options.queueMail ?? true;
  return {
    config,
    database,
    db,
    logger,
    now: options.now,
    bus: createChangeBus({ pool, engine, logger }),
    events: createEvents<AppEvents, Tx>({
      transaction: (work) => db.transaction(work),
      onHandlerError: (error, event) => logger.error({ err: error, event }, 'an event handler failed'),
    }),
    scheduler: options.scheduler,
    mailer: queueMail ? queuedMailer(options.scheduler, mailBox) : mailTransport,
    jobs: [mailJob(mailTransport, mailBox, config.upstreamTimeoutMs)],
    metrics,
    rateLimitStore,
    dns,
    outbound: createOutbound({
      resolve: (hostname) => dns.addresses(hostname, { fresh: true }),
      allowCidrs: config.outboundAllowCidrs,
      ca: options.outboundCa,
      onOutcome: (outcome) => metrics.outbound(outcome),
    }),
    // The table is built once the port is open (buildTable); the reader answers until then.
    geoip: openGeoIp(config.geoipDb, { tableLater: true }),
    close: () => rateLimitStore.close(),
  };
}
