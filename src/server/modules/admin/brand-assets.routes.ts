import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandSchema } from '../../../shared/brand';
import { brandAssetKinds, brandAssetUploadSchema } from '../../../shared/brand-assets';
import { notFound } from '../../platform/http/app-error';
import { ifNoneMatch } from '../../platform/http/etag';
import { principalOf, type Guards } from '../../platform/http/guards';
import { assetVersion, type BrandAssetsService } from './brand-assets.service';
import type { BrandService } from './brand.service';

const kindParams = z.object({ kind: z.enum(brandAssetKinds, { error: 'Use logo or favicon.' }) });

/** An SVG may style itself, nothing more: no scripts, no loads (its own CSP, whoever opens it). */
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'";
const imagePolicy = "default-src 'none'";

export const brandAssetRoutes =
  (assets: BrandAssetsService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/brand/assets/:kind - the brand's uploaded logo or favicon (public)
    app.get(
      '/api/brand/assets/:kind',
      {
        schema: {
          params: kindParams,
          querystring: z.object({ v: z.string().max(64).optional() }),
        },
      },
      async (request, reply) => {
        const asset = await assets.get(request.params.kind);
        if (!asset) throw notFound('Image');
        const etag = `"${asset.sha256}"`;
        reply
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', asset.contentType === 'image/svg+xml' ? svgPolicy : imagePolicy)
          // The brand names each upload by its hash (?v=), so that URL never changes content;
          // any other URL of it is asked again every time (and answered 304 while unchanged).
          .header(
            'Cache-Control',
            request.query.v === assetVersion(asset)
              ? 'public, max-age=31536000, immutable'
              : 'public, no-cache',
          );
        if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type(asset.contentType).send(asset.bytes);
      },
    );
  };

export const adminBrandAssetRoutes =
  (assets: BrandAssetsService, brand: BrandService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // PUT /api/admin/brand/assets/:kind - upload the logo or favicon (base64 in JSON) and use it
    app.put(
      '/api/admin/brand/assets/:kind',
      { schema: { params: kindParams, body: brandAssetUploadSchema, response: { 200: brandSchema } } },
      async (request) => {
        await assets.upload(request.params.kind, request.body, principalOf(request).id);
        return brand.getBrand();
      },
    );
  };
