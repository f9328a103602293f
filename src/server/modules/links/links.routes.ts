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
import { AppError } from '../../platform/app-error';
import { principalOf, type Guards } from '../../platform/guards';
import type { RateLimiter } from '../../platform/rate-limit';
import type { LinksService } from './links.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const targetedLinksQuerySchema = listLinksQuerySchema.pick({ page: true }).strict();

export const linksRoutes =
  (links: LinksService, guards: Guards, createLimit: RateLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    /** Link creation per account per minute: a script with a stolen session or key is slowed. */
    const limitCreation = async (request: FastifyRequest, reply: FastifyReply) => {
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

    // GET /api/links - the signed-in user's links, newest first, 50 a page (?q= searches)
    app.get(
      '/api/links',
      {
        config: { apiScope: 'links:read' },
        schema: { querystring: listLinksQuerySchema, response: { 200: linkListSchema } },
      },
      async (request) => links.list(principalOf(request), request.query),
    );

    // POST /api/links - create a short link
    app.post(
      '/api/links',
      {
        config: { apiScope: 'links:write' },
        schema: { body: createLinkSchema, response: { 201: linkSchema } },
        preHandler: limitCreation,
      },
      async (request, reply) =>
        reply.status(201).send(await links.create(principalOf(request), request.body)),
    );

    // GET /api/search/links - the palette's search over the user's own links (even for admins)
    app.get(
      '/api/search/links',
      { schema: { querystring: searchLinksQuerySchema, response: { 200: searchLinksResultSchema } } },
      async (request) => ({
        items: await links.search(principalOf(request), request.query.q, request.query.limit),
      }),
    );

    // GET /api/links/:id - one link
    app.get(
      '/api/links/:id',
      { config: { apiScope: 'links:read' }, schema: { params: idParams, response: { 200: linkSchema } } },
      async (request) => links.get(principalOf(request), request.params.id),
    );

    // PATCH /api/links/:id - edit destination, alias, title, expiry, active, options
    app.patch(
      '/api/links/:id',
      {
        config: { apiScope: 'links:write' },
        schema: { params: idParams, body: updateLinkSchema, response: { 200: linkSchema } },
      },
      async (request) => links.update(principalOf(request), request.params.id, request.body),
    );

    // GET /api/links/:id/targeting - the link's rules, rotator and fallback URL (owner only)
    app.get(
      '/api/links/:id/targeting',
      { config: { apiScope: 'links:read' }, schema: { params: idParams } },
      async (request) => links.getTargeting(principalOf(request), request.params.id),
    );

    // PUT /api/links/:id/targeting - replace them (all empty: remove), within the owner's plan
    app.put(
      '/api/links/:id/targeting',
      { config: { apiScope: 'links:write' }, schema: { params: idParams, body: targetingInputSchema } },
      async (request) => links.putTargeting(principalOf(request), request.params.id, request.body),
    );

    // POST /api/links/:id/targeting/test - "Test a visit": where such a visitor would go, and why
    app.post(
      '/api/links/:id/targeting/test',
      { config: { apiScope: 'links:read' }, schema: { params: idParams, body: testVisitSchema } },
      async (request) => links.testVisit(principalOf(request), request.params.id, request.body),
    );

    // GET /api/targeting - the user's links that have targeting, newest first (/cloaking)
    app.get(
      '/api/targeting',
      { config: { apiScope: 'links:read' }, schema: { querystring: targetedLinksQuerySchema } },
      async (request) => links.listTargeted(principalOf(request), request.query.page),
    );

    // DELETE /api/links/:id - delete a link and its clicks
    app.delete(
      '/api/links/:id',
      { config: { apiScope: 'links:write' }, schema: { params: idParams } },
      async (request, reply) => {
        await links.remove(principalOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };

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
