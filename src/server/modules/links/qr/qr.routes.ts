import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  qrDesignSchema,
  qrImageQuerySchema,
  qrLogoSchema,
  qrLogoUploadSchema,
  savedQrDesignSchema,
} from '../../../../shared/qr-code';
import { actorOf, type Guards } from '../../../platform/http/guards';
import type { QrService } from './qr.service';

// A link's QR code (ADR 0032):
//   GET  /api/links/:id/qr       the code as SVG or PNG, saved design or the query's (viewer)
//   PUT  /api/links/:id/qr       save the design (member)
//   POST /api/links/qr-logos     upload a logo for the workspace's codes (member)

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The link's id.", examples: ['3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94'] }),
});
/** The base64 of a 1 MB file and the JSON around it. */
const uploadBodyLimit = 1.5 * 1024 * 1024;
const contentTypes = { svg: 'image/svg+xml', png: 'image/png' } as const;

export const qrRoutes =
  (qr: QrService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    app.get(
      '/api/links/:id/qr',
      {
        config: { apiScope: 'links:read', role: 'viewer' },
        schema: {
          summary: "Get a link's QR code",
          description:
            'The code of the short link with its scan marker (`?qr=1`), drawn with the saved design; ' +
            'the design fields in the query override it (a preview). `download=1` sends it as a file.',
          operationId: 'getLinkQr',
          tags: ['Links'],
          params: idParams,
          querystring: qrImageQuerySchema,
        },
      },
      async (request, reply) => {
        const image = await qr.image(actorOf(request), request.params.id, request.query);
        if (request.query.download === '1')
          reply.header('content-disposition', `attachment; filename="qr-${image.code}.${image.format}"`);
        return (
          reply
            .header('cache-control', 'private, no-cache')
            .header('x-content-type-options', 'nosniff')
            // An SVG opened on its own runs nothing: it has no scripts, and may load nothing.
            .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
            .type(contentTypes[image.format])
            .send(image.bytes)
        );
      },
    );

    app.put(
      '/api/links/:id/qr',
      {
        config: { apiScope: 'links:write', role: 'member' },
        schema: {
          summary: "Save a link's QR design",
          description: 'Colours (contrast at least 3:1, dark on light), logo, size and margin.',
          operationId: 'saveLinkQr',
          tags: ['Links'],
          params: idParams,
          body: qrDesignSchema,
          response: { 200: savedQrDesignSchema },
        },
      },
      async (request) => qr.save(actorOf(request), request.params.id, request.body),
    );

    app.post(
      '/api/links/qr-logos',
      {
        config: { apiScope: 'links:write', role: 'member' },
        bodyLimit: uploadBodyLimit,
        schema: {
          summary: 'Upload a QR logo',
          description:
            "A PNG, JPEG or WebP of at most 1 MB (judged by its bytes), kept at most 512 px square for the workspace's codes; a design names it by the answer's `logo`.",
          operationId: 'uploadQrLogo',
          tags: ['Links'],
          body: qrLogoUploadSchema,
          response: { 201: qrLogoSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ logo: await qr.uploadLogo(actorOf(request), request.body) }),
    );
  };
