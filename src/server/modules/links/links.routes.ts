import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLinkSchema,
  linkListSchema,
  linkPreviewSchema,
  linkSchema,
  listLinksQuerySchema,
  updateLinkSchema,
} from '../../../shared/links';
import { searchLinksQuerySchema, searchLinksResultSchema } from '../../../shared/search';
import { targetingInputSchema, testVisitSchema } from '../../../shared/targeting';
import { AppError } from '../../platform/http/app-error';
import { actorOf, principalOf, type Guards } from '../../platform/http/guards';
import { requestLanguage } from '../../platform/text/i18n';
import { linksText } from './texts-id';
import type { RateLimiter } from '../../platform/http/rate-limit';
import type { LinksService } from './links.service';

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The link's id.", examples: ['3f6c1a52-8d4e-4b7a-9c2e-5f1d0a7b8e94'] }),
});
const targetedLinksQuerySchema = listLinksQuerySchema.pick({ page: true }).strict();

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Link creation per account per minute: a script with a stolen session or key is slowed. */
const creationLimit = (createLimit: RateLimiter) => async (request: FastifyRequest, reply: FastifyReply) => {
  const verdict = await createLimit.hit(principalOf(request).id);
  if (verdict.allowed) return;
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  const { max, windowMs } = createLimit.rule;
  throw new AppError(
    429,
    'rate_limited',
    `You can create at most ${max} links every ${windowMs / 1000} seconds. Try again in ${verdict.retryAfterSeconds} s.`,
  );
};

export const linksRoutes =
  (links: LinksService, guards: Guards, createLimit: RateLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);
    linkResourceRoutes(app, links, creationLimit(createLimit));
    targetingRoutes(app, links);
  };

/** The links themselves: list, create, search, read, edit and delete. */
function linkResourceRoutes(
  app: ZodApp,
  links: LinksService,
  limitCreation: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  // GET /api/links - the signed-in user's links, newest first, 50 a page (?q= searches)
  app.get(
    '/api/links',
    {
      config: { apiScope: 'links:read', role: 'viewer' },
      schema: {
        summary: 'List links',
        description:
          'The newest first, 50 a page, that the filter selects: `q` searches their URLs, aliases and titles; tags, folder, domain, state and creation time narrow them.',
        operationId: 'listLinks',
        tags: ['Links'],
        querystring: listLinksQuerySchema,
        response: { 200: linkListSchema },
      },
    },
    async (request) => links.list(actorOf(request), request.query),
  );

  // POST /api/links - create a short link
  app.post(
    '/api/links',
    {
      config: { apiScope: 'links:write', role: 'member' },
      schema: {
        summary: 'Create a short link',
        description: 'With a generated code, or the `custom_alias` given, on the default domain or `domain`.',
        operationId: 'createLink',
        tags: ['Links'],
        body: createLinkSchema,
        response: { 201: linkSchema },
      },
      preHandler: limitCreation,
    },
    async (request, reply) => reply.status(201).send(await links.create(actorOf(request), request.body)),
  );

  // POST /api/links/:id/duplicate - a copy with a new code
  app.post(
    '/api/links/:id/duplicate',
    {
      config: { apiScope: 'links:write', role: 'member' },
      schema: {
        summary: 'Duplicate a link',
        description:
          'A copy on the same domain under a new generated code: destination, rules, tags, folder and settings. Within the plan.',
        operationId: 'duplicateLink',
        tags: ['Links'],
        params: idParams,
        response: { 201: linkSchema },
      },
      preHandler: limitCreation,
    },
    async (request, reply) =>
      reply.status(201).send(await links.duplicate(actorOf(request), request.params.id)),
  );

  // GET /api/search/links - the palette's search over the user's own links (even for admins)
  app.get(
    '/api/search/links',
    {
      config: { role: 'viewer' },
      schema: { querystring: searchLinksQuerySchema, response: { 200: searchLinksResultSchema } },
    },
    async (request) => ({
      items: await links.search(actorOf(request), request.query.q, request.query.limit),
    }),
  );

  // GET /api/links/:id - one link
  app.get(
    '/api/links/:id',
    {
      config: { apiScope: 'links:read', role: 'viewer' },
      schema: {
        summary: 'Get a link',
        operationId: 'getLink',
        tags: ['Links'],
        params: idParams,
        response: { 200: linkSchema },
      },
    },
    async (request) => links.get(actorOf(request), request.params.id),
  );

  // PATCH /api/links/:id - edit destination, alias, title, expiry, active, options
  app.patch(
    '/api/links/:id',
    {
      config: { apiScope: 'links:write', role: 'member' },
      schema: {
        summary: 'Edit a link',
        description:
          'Only the fields given change; `domain` moves the link, with its code, to another domain.',
        operationId: 'updateLink',
        tags: ['Links'],
        params: idParams,
        body: updateLinkSchema,
        response: { 200: linkSchema },
      },
    },
    async (request) => links.update(actorOf(request), request.params.id, request.body),
  );

  // DELETE /api/links/:id - delete a link and its clicks
  app.delete(
    '/api/links/:id',
    {
      config: { apiScope: 'links:write', role: 'member' },
      schema: {
        summary: 'Delete a link',
        description: 'The link and its clicks; its short URL stops working at once.',
        operationId: 'deleteLink',
        tags: ['Links'],
        params: idParams,
        response: { 204: z.undefined().describe('The link is deleted.') },
      },
    },
    async (request, reply) => {
      await links.remove(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

/** A link's targeting (owner only), "Test a visit", and the list of links that have targeting. */
function targetingRoutes(app: ZodApp, links: LinksService) {
  // GET /api/links/:id/targeting - the link's rules, rotator and fallback URL (owner only)
  app.get(
    '/api/links/:id/targeting',
    {
      config: { apiScope: 'links:read', role: 'viewer' },
      schema: {
        summary: "Get a link's targeting",
        operationId: 'getLinkTargeting',
        tags: ['Links'],
        params: idParams,
      },
    },
    async (request) => links.getTargeting(actorOf(request), request.params.id),
  );

  // PUT /api/links/:id/targeting - replace them (all empty: remove), within the owner's plan
  app.put(
    '/api/links/:id/targeting',
    {
      config: { apiScope: 'links:write', role: 'member' },
      schema: {
        summary: "Replace a link's targeting",
        description: 'Rules, rotator and fallback URL together; all empty removes them. Within the plan.',
        operationId: 'replaceLinkTargeting',
        tags: ['Links'],
        params: idParams,
        body: targetingInputSchema,
      },
    },
    async (request) => links.putTargeting(actorOf(request), request.params.id, request.body),
  );

  // POST /api/links/:id/targeting/test - "Test a visit": where such a visitor would go, and why
  app.post(
    '/api/links/:id/targeting/test',
    {
      config: { apiScope: 'links:read', role: 'viewer' },
      schema: {
        summary: 'Test a visit',
        description: 'Where a visitor with this country, device, system and language would go, and why.',
        operationId: 'testLinkVisit',
        tags: ['Links'],
        params: idParams,
        body: testVisitSchema,
      },
    },
    async (request) => {
      const result = await links.testVisit(actorOf(request), request.params.id, request.body);
      // The why is the server's English; the reader gets it in their language.
      return { ...result, reason: linksText.local(result.reason, requestLanguage(request)) };
    },
  );

  // GET /api/targeting - the user's links that have targeting, newest first (/cloaking)
  app.get(
    '/api/targeting',
    {
      config: { apiScope: 'links:read', role: 'viewer' },
      schema: {
        summary: 'List links with targeting',
        operationId: 'listTargetedLinks',
        tags: ['Links'],
        querystring: targetedLinksQuerySchema,
      },
    },
    async (request) => links.listTargeted(actorOf(request), request.query.page),
  );
}

export const linkPreviewRoutes =
  (links: LinksService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/safe-redirect/:id - where a link goes, for the /safe-redirect interstitial (public)
    app.get(
      '/api/safe-redirect/:id',
      { schema: { params: idParams, response: { 200: linkPreviewSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return links.preview(request.params.id);
      },
    );
  };
