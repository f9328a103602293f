import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandSchema, type Brand } from '../../../shared/brand';
import { ifNoneMatch, jsonEtag } from '../../platform/http/etag';
import { principalOf, type Guards } from '../../platform/http/guards';
import {
  brandUpdateSchema,
  featuresPreviewAnswerSchema,
  featuresPreviewSchema,
  sanitizeLandingHtml,
} from './brand-update';
import type { AuditLog } from './audit.repo';
import type { BrandService } from './brand.service';

/** The kept brand is one object until it changes: its ETag is worked out once. */
const etags = new WeakMap<Brand, string>();
function brandEtag(brand: Brand): string {
  let etag = etags.get(brand);
  if (etag === undefined) etags.set(brand, (etag = jsonEtag(brand)));
  return etag;
}

export const brandRoutes =
  (brand: BrandService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/brand - public brand settings (name, description, colours, landing texts)
    app.get(
      '/api/brand',
      {
        schema: {
          response: {
            200: brandSchema,
            304: z.undefined().describe('Unchanged since the ETag named in If-None-Match.'),
          },
        },
      },
      async (request, reply) => {
        // Every page load asks again and is answered 304 while the brand is unchanged: a saved brand
        // shows on the next load (the admin's own included), where a minute's cache showed the old
        // title and colours.
        const current = await brand.getBrand();
        const etag = brandEtag(current);
        reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
        if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return current;
      },
    );
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
