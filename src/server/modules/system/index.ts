import type { Database } from '../../db/client';
import type { Metrics } from '../../platform/metrics';
import type { AppModule } from '../../platform/module';
import { clientErrorsRoutes } from './client-errors.routes';
import { healthRoutes, type HealthPart } from './health.routes';
import { metricsRoutes } from './metrics.routes';

/** Health (for load balancers and monitors), metrics (for Prometheus) and the web app's error reports. */
export type { HealthPart };

export function createSystemModule(deps: {
  database: Database;
  metrics: Metrics;
  metricsToken: string | undefined;
  /** The parts /api/health asks about besides the database (Redis, the click ingest). */
  healthParts: () => readonly HealthPart[];
}): AppModule<Record<string, never>> {
  return {
    name: 'system',
    api: {},
    routes: [
      healthRoutes(deps.database, deps.healthParts),
      clientErrorsRoutes,
      metricsRoutes(deps.metrics, deps.metricsToken),
    ],
  };
}
