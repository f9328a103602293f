import { defineModule } from '../../platform/wiring/module';
import { clientErrorsRoutes } from './client-errors.routes';
import { healthRoutes, type HealthPart } from './health.routes';
import { metricsRoutes } from './metrics.routes';

export type { HealthPart };

/** Health (for load balancers and monitors), metrics (for Prometheus) and the web app's error reports. */
export const systemModule = defineModule({
  name: 'system',
  needs: ['analytics'],
  provides: [],
  create: ({ analytics }, { config, database, metrics, rateLimitStore }) => {
    // The parts /api/health asks about besides the database.
    const healthParts: HealthPart[] = [
      { name: 'clicks', problem: analytics.clickHealth },
      ...(config.redisUrl ? [{ name: 'redis', problem: () => rateLimitStore.problem() }] : []),
    ];
    return {
      name: 'system',
      provides: {},
      routes: () => [
        healthRoutes(database, () => healthParts),
        clientErrorsRoutes,
        metricsRoutes(metrics, config.metricsToken),
      ],
    };
  },
});
