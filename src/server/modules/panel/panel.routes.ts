import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { panelSchema } from '../../../shared/panel';
import type { Guards } from '../../platform/http/guards';
import type { PanelService } from './panel.service';

export const panelRoutes =
  (service: PanelService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/panel - the Admin Panel's cards: each registered card's figures
    app.get('/api/admin/panel', { schema: { response: { 200: panelSchema } } }, async () => service.read());
  };
