import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  previewImageSchema,
  previewImageUploadSchema,
  socialTagsQuerySchema,
  socialTagsSchema,
} from '../../../shared/social-preview';
import { destinationSchema } from '../../../shared/links';
import { notFound, validationFailed } from '../../platform/http/app-error';
import { actorOf, type Guards } from '../../platform/http/guards';
import type { Outbound } from '../../platform/net/outbound';
import type { LinksServiceDeps } from './link-parts';
import { fetchSocialTags, SocialTagsError } from './social-tags';
import { previewImageOf, previewsNotIncluded, type PreviewImagesRepo } from './social-preview';

// A link's social preview beside the link itself (ADR 0031):
//   POST /api/links/preview-images     upload an image, cut to 1200x630 (member, plan)
//   GET  /api/links/preview-images/:id the image (public: crawlers fetch it)
//   GET  /api/links/social-tags?url=   a destination's own tags, for the editor's card (member, plan)

/** The base64 of a 5 MB file and the JSON around it. */
const uploadBodyLimit = 7 * 1024 * 1024;
const imageParams = z.object({ id: z.uuid({ error: 'Not an image id.' }) });

export interface SocialPreviewRoutesDeps extends Pick<LinksServiceDeps, 'entitlementsOf' | 'plans'> {
  previewImages: PreviewImagesRepo;
  outbound: Pick<Outbound, 'request'>;
  /** The URL of a path on the server's own host. */
  ownUrl: (path: string) => string;
}

/** The images themselves, to anyone with the id (crawlers fetch them). */
export const previewImageRoutes =
  (previewImages: Pick<PreviewImagesRepo, 'bytes'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/links/preview-images/:id',
      { schema: { params: imageParams, hide: true } },
      async (request, reply) => {
        const bytes = await previewImages.bytes(request.params.id);
        if (bytes === null) throw notFound('Image');
        // An id names one image for good: it never changes.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .type('image/jpeg')
          .send(bytes);
      },
    );
  };

export const socialPreviewRoutes =
  (deps: SocialPreviewRoutesDeps, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);
    const mayPreview = async (workspaceId: string) => {
      if (!(await deps.entitlementsOf(workspaceId)).entitlements.customPreviews)
        throw previewsNotIncluded(await deps.plans());
    };

    app.post(
      '/api/links/preview-images',
      {
        config: { role: 'member' },
        bodyLimit: uploadBodyLimit,
        schema: { body: previewImageUploadSchema, response: { 201: previewImageSchema }, hide: true },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        await mayPreview(actor.workspaceId);
        const bytes = await previewImageOf(request.body);
        const id = await deps.previewImages.insert(actor.workspaceId, bytes);
        return reply
          .code(201)
          .send({ image: `upload:${id}`, image_url: deps.ownUrl(`api/links/preview-images/${id}`) });
      },
    );

    app.get(
      '/api/links/social-tags',
      {
        config: { role: 'member' },
        schema: { querystring: socialTagsQuerySchema, response: { 200: socialTagsSchema }, hide: true },
      },
      async (request) => {
        await mayPreview(actorOf(request).workspaceId);
        const url = destinationSchema.safeParse(request.query.url);
        if (!url.success)
          throw validationFailed({ url: 'Enter a full URL starting with http:// or https://.' });
        try {
          return await fetchSocialTags(deps.outbound, url.data);
        } catch (error) {
          // The page could not be read: said under the field, as any refusal of what was sent.
          if (error instanceof SocialTagsError) throw validationFailed({ url: error.message });
          throw error;
        }
      },
    );
  };
