import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandSchema } from '../../../shared/brand';
import { principalOf, type Guards } from '../../platform/guards';
import {
  brandUpdateSchema,
  featuresPreviewAnswerSchema,
  featuresPreviewSchema,
  sanitizeLandingHtml,
} from './brand-update';
import type { AuditLog } from './audit.repo';
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
  (brand: BrandService, guards: Guards, audit: AuditLog): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // PUT /api/admin/brand - change brand settings (only the keys given)
    app.put(
      '/api/admin/brand',
      { schema: { body: brandUpdateSchema, response: { 200: brandSchema } } },
      async (request) => {
        const before = await brand.getBrand();
        const after = await brand.updateBrand(request.body);
        const keys = Object.keys(request.body) as (keyof typeof after)[];
        await audit.record({
          actorId: principalOf(request).id,
          action: 'brand.update',
          target: 'brand',
          before: Object.fromEntries(keys.map((key) => [key, before[key]])),
          after: Object.fromEntries(keys.map((key) => [key, after[key]])),
        });
        return after;
      },
    );

    // POST /api/admin/brand/features-preview - the landing features HTML as it would be stored
    app.post(
      '/api/admin/brand/features-preview',
      { schema: { body: featuresPreviewSchema, response: { 200: featuresPreviewAnswerSchema } } },
      async (request) => ({ landing_page_features: sanitizeLandingHtml(request.body.landing_page_features) }),
    );
  };
