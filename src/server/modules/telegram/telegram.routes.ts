import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Update } from 'grammy/types';
import { z } from 'zod';
import {
  announcementInputSchema,
  announcementListSchema,
  announcementPreviewSchema,
  announcementSchema,
  botSettingsSchema,
  chatKinds,
  connectLinkSchema,
  linkGroupSchema,
  sendTestResultSchema,
  telegramStateSchema,
  testBotResultSchema,
  testBotSchema,
  testMessageResultSchema,
  testMessageSchema,
  updateBotSettingsSchema,
  updateEventsSchema,
} from '../../../shared/telegram';
import { AppError } from '../../platform/http/app-error';
import { actorOf, principalOf, type Guards } from '../../platform/http/guards';
import type { AnnouncementsService } from './announcements.service';
import { webhookPath, type BotService } from './bot.service';
import { botText } from './bot-texts';
import type { ConnectionsService } from './connections.service';
import type { UpdateHandler } from './updates';

export const telegramRoutes =
  (connections: ConnectionsService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);
    // Each route reads or changes the account's private chat and the request's workspace's group
    // (any member sees it; owners and admins change it, which the service checks).
    const config = { role: 'viewer' } as const;

    // GET /api/telegram - the bot, the connected chats, the event choices
    app.get('/api/telegram', { config, schema: { response: { 200: telegramStateSchema } } }, (request) =>
      connections.state(actorOf(request)),
    );

    // POST /api/telegram/connect - a deep link with a one-time token (a group it is sent in joins the workspace)
    app.post(
      '/api/telegram/connect',
      { config, schema: { response: { 200: connectLinkSchema } } },
      (request) => connections.connectLink(actorOf(request)),
    );

    // PUT /api/telegram/group - link the workspace's group by its id (the bot confirms there first)
    app.put(
      '/api/telegram/group',
      { config, schema: { body: linkGroupSchema, response: { 200: telegramStateSchema } } },
      (request) => connections.linkGroup(actorOf(request), request.body.group_id),
    );

    // DELETE /api/telegram/chats/:kind - disconnect the private chat or the workspace's group
    app.delete(
      '/api/telegram/chats/:kind',
      {
        config,
        schema: {
          params: z.object({ kind: z.enum(chatKinds, { message: 'Use private or group.' }) }),
          response: { 200: telegramStateSchema },
        },
      },
      (request) => connections.disconnect(actorOf(request), request.params.kind),
    );

    // PUT /api/telegram/events - turn events on or off
    app.put(
      '/api/telegram/events',
      { config, schema: { body: updateEventsSchema, response: { 200: telegramStateSchema } } },
      (request) => connections.setEvents(actorOf(request), request.body.events),
    );

    // POST /api/telegram/test - a test message to the connected chats, now
    app.post(
      '/api/telegram/test',
      { config, schema: { response: { 200: sendTestResultSchema } } },
      (request) => connections.sendTest(actorOf(request)),
    );
  };

export const adminTelegramRoutes =
  (
    bot: BotService,
    announcements: AnnouncementsService,
    guards: Guards,
    brandName: () => Promise<string>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/telegram - the bot's settings (the token only as a hint)
    app.get('/api/admin/telegram', { schema: { response: { 200: botSettingsSchema } } }, () =>
      bot.settings(),
    );

    // PUT /api/admin/telegram - a new token (tested first) and/or how updates arrive
    app.put(
      '/api/admin/telegram',
      { schema: { body: updateBotSettingsSchema, response: { 200: botSettingsSchema } } },
      (request) => bot.update(request.body),
    );

    // DELETE /api/admin/telegram - forget the token
    app.delete('/api/admin/telegram', { schema: { response: { 200: botSettingsSchema } } }, () =>
      bot.remove(),
    );

    // POST /api/admin/telegram/test - getMe with the typed or the stored token
    app.post(
      '/api/admin/telegram/test',
      { schema: { body: testBotSchema, response: { 200: testBotResultSchema } } },
      async (request) => ({ bot: await bot.test(request.body.token) }),
    );

    // POST /api/admin/telegram/test-message - a test message to a chat id
    app.post(
      '/api/admin/telegram/test-message',
      { schema: { body: testMessageSchema, response: { 200: testMessageResultSchema } } },
      async (request) => {
        const text = botText('en', 'adminTest', await brandName());
        return { message_id: await bot.sendTo(request.body.chat_id, text) };
      },
    );

    // POST /api/admin/announcements/preview - the recipients and the texts, before sending
    app.post(
      '/api/admin/announcements/preview',
      { schema: { body: announcementInputSchema, response: { 200: announcementPreviewSchema } } },
      (request) => announcements.preview(request.body),
    );

    // POST /api/admin/announcements - send: written by a job, progress in the list
    app.post(
      '/api/admin/announcements',
      { schema: { body: announcementInputSchema, response: { 202: announcementSchema } } },
      async (request, reply) =>
        reply.status(202).send(await announcements.create(principalOf(request).id, request.body)),
    );

    // GET /api/admin/announcements - the latest 20 with their progress
    app.get(
      '/api/admin/announcements',
      { schema: { response: { 200: announcementListSchema } } },
      async () => ({
        items: await announcements.list(),
      }),
    );

    // GET /api/admin/announcements/:id - one, with its progress
    app.get(
      '/api/admin/announcements/:id',
      { schema: { params: z.object({ id: z.string() }), response: { 200: announcementSchema } } },
      (request) => announcements.get(request.params.id),
    );
  };

/** Telegram posts updates here in webhook mode, with the secret it was given in a header. */
export const webhookRoutes =
  (deps: { bot: BotService; handle: UpdateHandler }): FastifyPluginAsyncZod =>
  async (app) => {
    // POST /api/telegram/webhook - an update; 401 without the right secret
    app.post(webhookPath, async (request, reply) => {
      const current = await deps.bot.current();
      const given = request.headers['x-telegram-bot-api-secret-token'];
      const expected = current?.mode === 'webhook' ? current.webhookSecret : null;
      if (!expected || typeof given !== 'string' || !sameSecret(given, expected)) {
        throw new AppError(401, 'unauthorized', 'Wrong or missing secret token.');
      }
      const update = request.body as Update | null;
      if (!update || typeof update !== 'object' || typeof update.update_id !== 'number') {
        throw new AppError(400, 'bad_request', 'Not a Telegram update.');
      }
      try {
        await deps.handle(current!, update);
      } catch (error) {
        // Answered as handled all the same: Telegram would send a failing update again and again.
        request.log.error({ err: error, update: update.update_id }, 'telegram update failed');
      }
      return reply.status(200).send({ ok: true });
    });
  };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
