import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandSchema } from '../../../shared/brand';
import type { Guards } from '../../platform/guards';
import { brandUpdateSchema } from './brand-update';
import type { BrandService } from './brand.service';

export const brandRoutes =
  (brand: BrandService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/brand - public brand settings (name, description, colours, landing texts)
    app.get('/api/brand', { schema: { response: { 200: brandSchema } } }, async (_request, reply) => {
      // Brand changes are rare and the page title depends on it: a short shared cache is fine.
      reply.header('Cache-Control', 'public, max-age=60');
      return brand.getBrand();
    });
  };

export const adminBrandRoutes =
  (brand: BrandService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // PUT /api/admin/brand - change brand settings (only the keys given)
    app.put(
      '/api/admin/brand',
      { schema: { body: brandUpdateSchema, response: { 200: brandSchema } } },
      async (request) => brand.updateBrand(request.body),
    );
  };
