import type { Guards } from '../../platform/guards';
import type { AppModule } from '../../platform/module';
import { panelRoutes } from './panel.routes';
import { createPanelService } from './panel.service';

export type { DayValue, PanelSources } from './cards';

export interface PanelApi {
  /** Registers a card's source: the owner module's counts and sums (app.ts, at start). */
  provide: ReturnType<typeof createPanelService>['provide'];
}

/**
 * The Admin Panel's figures (GET /api/admin/panel): a registry of cards, each fed by the module
 * that owns its data. It owns no table and reaches no module: app.ts registers the sources.
 */
export function createPanelModule(deps: { guards: Guards; now: () => Date }): AppModule<PanelApi> {
  const service = createPanelService({ now: deps.now });
  return {
    name: 'panel',
    api: { provide: service.provide },
    routes: [panelRoutes(service, deps.guards)],
  };
}
