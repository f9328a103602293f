import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobSpec } from './job-spec';

// The shape of a server module as app.ts sees it: what it offers other modules (api), the HTTP
// routes it adds, what must start before the server listens and stop before the database closes,
// and the background jobs it offers (jobs/registry.ts says when they run).

export interface Lifecycle {
  start(): Promise<void> | void;
  stop(): Promise<void> | void;
}

export interface AppModule<Api = unknown> {
  name: string;
  api: Api;
  /** Fastify plugins; their routes declare zod schemas. */
  routes?: FastifyPluginAsyncZod[];
  lifecycle?: Lifecycle;
  jobs?: JobSpec[];
}
