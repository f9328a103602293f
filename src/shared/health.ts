import { z } from 'zod';

// GET /api/health: `ready` when every part works, `degraded` when the server answers but a part
// does not work as it should (which, and why), `down` when the database cannot be reached (only
// cached redirects are answered then). Load balancers read the status code: 200, or 503 when down.

export const healthSchema = z.object({
  status: z.enum(['ready', 'degraded', 'down']),
  version: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
  }),
  /** The parts that do not work as they should, with why; empty when ready. */
  degraded: z.array(z.object({ part: z.string(), reason: z.string() })),
});

export type Health = z.infer<typeof healthSchema>;
