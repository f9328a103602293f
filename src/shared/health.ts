import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
  }),
});

export type Health = z.infer<typeof healthSchema>;
