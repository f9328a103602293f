import type { Database } from '../../db/client';
import type { AppModule } from '../../platform/module';
import { clientErrorsRoutes } from './client-errors.routes';
import { healthRoutes } from './health.routes';

/** Health (for load balancers and monitors) and the web app's error reports. */
export function createSystemModule(deps: { database: Database }): AppModule<Record<string, never>> {
  return { name: 'system', api: {}, routes: [healthRoutes(deps.database), clientErrorsRoutes] };
}
