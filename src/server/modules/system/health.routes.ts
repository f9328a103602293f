import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthSchema, type Health } from '../../../shared/health';
import type { Database } from '../../db/client';
import { packageVersion } from '../../platform/package-root';

const probeTimeoutMs = 2_000;

async function databaseReachable(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), probeTimeoutMs);
  });
  const probe = database.db
    .execute(sql`SELECT 1`)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/health - liveness plus database reachability, for load balancers and monitors
    app.get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const reachable = await databaseReachable(database);
        const body: Health = {
          status: reachable ? 'ok' : 'degraded',
          version: packageVersion,
          database: { engine: database.engine, reachable },
        };
        return reply.status(reachable ? 200 : 503).send(body);
      },
    );
  };
