import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { QueryConfig } from 'pg';
import { healthSchema, type Health } from '../../../shared/health';
import type { Database } from '../../db/client';
import { packageVersion } from '../../platform/runtime/package-root';

const probeTimeoutMs = 2_000;

/**
 * Answers within probeTimeoutMs whatever the database does: refused at once, or waiting for a
 * connection (db/client.ts bounds that at 5 s, so the race answers first), or a server that took the
 * query and went silent. On PostgreSQL that last query also times out, and the pool then drops its
 * connection rather than keep one stuck per health check.
 */
async function databaseReachable(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), probeTimeoutMs);
  });
  // query_timeout is pg's per-query option, missing from its types.
  const postgresProbe = { text: 'SELECT 1', query_timeout: probeTimeoutMs } as QueryConfig;
  const probe = (
    database.engine === 'postgres'
      ? database.pool.query(postgresProbe).then(() => true)
      : database.db.execute(sql`SELECT 1`).then(() => true)
  ).catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A part besides the database: null when it works, else why it does not. */
export interface HealthPart {
  name: string;
  problem(): Promise<string | null>;
}

export const healthRoutes =
  (database: Database, parts: () => readonly HealthPart[]): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/health - ready, degraded (which part, why) or down, for load balancers and monitors
    app.get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const [reachable, problems] = await Promise.all([
          databaseReachable(database),
          Promise.all(parts().map(async (part) => ({ part: part.name, reason: await part.problem() }))),
        ]);
        const degraded = problems.filter(
          (entry): entry is { part: string; reason: string } => entry.reason !== null,
        );
        const body: Health = {
          status: !reachable ? 'down' : degraded.length > 0 ? 'degraded' : 'ready',
          version: packageVersion,
          database: { engine: database.engine, reachable },
          degraded,
        };
        reply.header('Cache-Control', 'no-store');
        return reply.status(reachable ? 200 : 503).send(body);
      },
    );
  };
