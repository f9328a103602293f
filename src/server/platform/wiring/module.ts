import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database, Db, Tx } from '../../db/client';
import type { ChangeBus } from './change-bus';
import type { Dns } from '../net/dns';
import type { OpenedGeoIp } from '../net/geoip';
import type { Events } from './events';
import type { Guards } from '../http/guards';
import type { JobSpec } from './job-spec';
import type { Mailer } from '../net/mailer';
import type { Metrics } from '../runtime/metrics';
import type { Catalogue } from '../text/i18n';
import { orderModules } from './module-graph';
import type { Outbound } from '../net/outbound';
import type { RateLimitStore } from '../http/rate-limit';

// The shape of a server module as the app sees it: what it provides other modules (named
// services), the HTTP routes it adds (given the route guards when every module exists), what must
// start before the server listens and stop before the database closes, and the background jobs
// it offers (jobs/registry.ts says when they run).
//
// Each module's index.ts defines it with defineModule: the services it needs (created before it)
// and those it provides. The app lists the definitions; composeModules orders them and refuses a
// cycle or a missing provider, naming the modules (module-graph.ts).

export interface Lifecycle {
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
}

/**
 * Service name -> its type. Empty here: each module adds the services it provides to it
 * (`declare module '../../platform/wiring/module'`), so that a need is typed by its provider.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/**
 * Event name -> its payload. Each module adds the events it announces to it the same way; the
 * app's event table (src/server/event-table.ts) says who handles each.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppEvents {}

export type ServiceName = keyof Services & string;

/** What the app gives every module: the process's shared parts, none of them a module's. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  logger: FastifyBaseLogger;
  /** The clock every rule reads (tests move it). */
  now: () => Date;
  /** How processes tell each other that something changed. */
  bus: ChangeBus;
  /** What happened, for whoever the event table says handles it (platform/wiring/events.ts). */
  events: Events<AppEvents, Tx>;
  /** Queues a job's run (jobs/scheduler.ts). */
  scheduler: JobQueue;
  mailer: Mailer;
  metrics: Metrics;
  /** Where abuse limits are counted (Redis when configured). */
  rateLimitStore: RateLimitStore;
  /** Host names asked of the configured resolvers. */
  dns: Dns;
  /** Every request the server makes to a URL or host it was given (ADR 0014). */
  outbound: Outbound;
  /** Visitors' countries (the redirect's targeting, the clicks' reports). */
  geoip: OpenedGeoIp;
}

export interface JobQueue {
  /** Queues one run; resolves with its id, or null when a singleton window already holds one. */
  enqueue(
    name: string,
    data?: Record<string, unknown> | null,
    options?: { singletonKey?: string; singletonSeconds?: number; startAfterSeconds?: number },
  ): Promise<string | null>;
}

export interface AppModule<Provided = unknown> {
  name: string;
  /** The services it provides, by name. */
  provides: Provided;
  /** Fastify plugins (their routes declare zod schemas), made once every module exists. */
  routes?: (guards: Guards) => FastifyPluginAsyncZod[];
  lifecycle?: Lifecycle;
  jobs?: JobSpec[];
}

export interface ModuleDefinition<
  Need extends ServiceName = ServiceName,
  Provide extends ServiceName = ServiceName,
> {
  name: string;
  needs: readonly Need[];
  provides: readonly Provide[];
  /** Indonesian for the English its code writes (its texts-id.ts): the answers' error handler reads every module's. */
  texts?: Catalogue;
  create(
    needs: Pick<Services, Need>,
    platform: Platform,
  ): AppModule<Pick<Services, Provide>> | Promise<AppModule<Pick<Services, Provide>>>;
}

export function defineModule<Need extends ServiceName = never, Provide extends ServiceName = never>(
  definition: ModuleDefinition<Need, Provide>,
): ModuleDefinition<Need, Provide> {
  return definition;
}

/**
 * A definition as the start sees it, whatever it needs and provides (its own types were checked
 * where it was defined): what it gets is built from its `needs` at run time.
 */
export interface AnyModuleDefinition {
  name: string;
  needs: readonly ServiceName[];
  provides: readonly ServiceName[];
  texts?: Catalogue;
  create(needs: never, platform: Platform): AppModule | Promise<AppModule>;
}

export interface Composed {
  /** In creation order: started in it, stopped in reverse. */
  modules: AppModule[];
  services: Partial<Services>;
}

/**
 * Creates the modules, each after the providers of what it needs; refuses a graph that cannot be
 * ordered before creating any.
 */
export async function composeModules(
  definitions: readonly AnyModuleDefinition[],
  platform: Platform,
): Promise<Composed> {
  const services: Record<string, unknown> = {};
  const modules: AppModule[] = [];
  for (const definition of orderModules(definitions)) {
    const needs = Object.fromEntries(definition.needs.map((name) => [name, services[name]]));
    const module = await definition.create(needs as never, platform);
    for (const name of definition.provides) {
      if (!(name in (module.provides as object))) {
        throw new Error(`${definition.name} declares "${name}" but does not provide it`);
      }
      services[name] = (module.provides as Record<string, unknown>)[name];
    }
    modules.push(module);
  }
  return { modules, services: services as Partial<Services> };
}
