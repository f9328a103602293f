import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listNotificationsQuerySchema,
  markReadResultSchema,
  markReadSchema,
  notificationListSchema,
  notificationSchema,
  sendNotificationSchema,
} from '../../../shared/notifications';
import { validationFailed } from '../../platform/http/app-error';
import { principalOf, type Guards } from '../../platform/http/guards';
import type { NotificationsService } from './notifications.service';
import { openUnreadStream } from './unread-stream';

export const notificationsRoutes =
  (notifications: NotificationsService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);
    // Open streams would hold the server open on shutdown: end them before it closes.
    const streams = new Set<{ end(): void }>();
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      for (const stream of streams) stream.end();
    });

    // GET /api/notifications - the signed-in user's notifications, newest first (?before= pages)
    app.get(
      '/api/notifications',
      { schema: { querystring: listNotificationsQuerySchema, response: { 200: notificationListSchema } } },
      async (request) => notifications.list(principalOf(request).id, request.query.before),
    );

    // POST /api/notifications/read - mark the listed ids read, or all when none are listed
    app.post(
      '/api/notifications/read',
      { schema: { body: markReadSchema, response: { 200: markReadResultSchema } } },
      async (request) => notifications.markRead(principalOf(request).id, request.body.ids),
    );

    // GET /api/notifications/stream - the unread count, live, as server-sent events
    app.get('/api/notifications/stream', async (request, reply) => {
      const userId = principalOf(request).id;
      const stream = openUnreadStream(reply, {
        unreadCount: () => notifications.unreadCount(userId),
        subscribe: (listener) => notifications.subscribe(userId, listener),
        onError: (error) => request.log.error({ err: error }, 'unread stream failed'),
      });
      // Asked for before the stop began, opened after it ended the others (its sign-in check
      // was on its way): it would hold the stop open.
      if (closing) return stream.end();
      streams.add(stream);
      reply.raw.on('close', () => streams.delete(stream));
    });
  };

export const adminNotificationsRoutes =
  (
    notifications: NotificationsService,
    guards: Guards,
    userExists: (id: string) => Promise<boolean>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // POST /api/admin/notifications - send one user an in-app notification
    app.post(
      '/api/admin/notifications',
      { schema: { body: sendNotificationSchema, response: { 201: notificationSchema } } },
      async (request, reply) => {
        const { user_id: userId, ...input } = request.body;
        if (!(await userExists(userId)))
          throw validationFailed({ user_id: 'There is no user with this id.' });
        return reply.status(201).send(await notifications.notify(userId, input));
      },
    );
  };
