import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  replyFeedbackSchema,
  sendFeedbackSchema,
  updateFeedbackSchema,
} from '../../../shared/feedback';
import { AppError } from '../../platform/http/app-error';
import { principalOf, type Guards } from '../../platform/http/guards';
import type { RateLimiter } from '../../platform/http/rate-limit';
import { sendLimitMessage, type FeedbackService } from './feedback.service';

const idParams = z.object({ id: z.uuid('Not a feedback id.') });

export const feedbackRoutes =
  (service: FeedbackService, guards: Guards, sendLimit: RateLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    /** Messages per account per window: counted after validation, so a refused form costs nothing. */
    const limitSending = async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await sendLimit.hit(principalOf(request).id);
      if (verdict.allowed) return;
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new AppError(429, 'rate_limited', sendLimitMessage(sendLimit.rule, verdict.retryAfterSeconds));
    };

    // POST /api/feedback - send feedback (category, message, optional rating and page)
    app.post(
      '/api/feedback',
      {
        schema: { body: sendFeedbackSchema, response: { 201: feedbackItemSchema } },
        preHandler: limitSending,
      },
      async (request, reply) =>
        reply.status(201).send(await service.send(principalOf(request).id, request.body)),
    );
  };

export const adminFeedbackRoutes =
  (service: FeedbackService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/feedback - everyone's feedback, newest first (?category= ?state= ?before=)
    app.get(
      '/api/admin/feedback',
      { schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListSchema } } },
      async (request) => service.list(request.query),
    );

    // PATCH /api/admin/feedback/:id - mark handled, or open again
    app.patch(
      '/api/admin/feedback/:id',
      { schema: { params: idParams, body: updateFeedbackSchema, response: { 200: feedbackItemSchema } } },
      async (request) => service.setState(request.params.id, request.body.state),
    );

    // POST /api/admin/feedback/:id/reply - answer the sender with an in-app notification
    app.post(
      '/api/admin/feedback/:id/reply',
      { schema: { params: idParams, body: replyFeedbackSchema, response: { 200: feedbackItemSchema } } },
      async (request) => service.reply(request.params.id, request.body.message),
    );
  };
