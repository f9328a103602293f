import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addedWatchedDomainsSchema,
  addWatchedDomainsSchema,
  blockSettingsSchema,
  historySchema,
  pauseSchema,
  updateScheduleSchema,
  watchedDomainDetailSchema,
  watchedDomainListSchema,
  watchedDomainSchema,
} from '../../../shared/checks';
import { actorOf, type Guards } from '../../platform/http/guards';
import { requestLanguage } from '../../platform/text/i18n';
import { checksText } from './texts-id';
import type { BlockSettingsStore } from './block-settings';
import type { ChecksService } from './checks.service';
import { historyCsv } from './history-csv';

const idParams = z.object({
  id: z
    .uuid('Not a watched domain id.')
    .meta({ description: "The watched domain's id.", examples: ['c41b9e27-6a0d-4f53-8b1e-9d7a3c5e2f60'] }),
});
const csvSchema = z.string().meta({
  examples: [
    'checked_at,state,latency_ms,http_status,certificate_days_left,resolvers,reasons\r\n' +
      '2026-05-04T08:00:00.000Z,up,182,200,61,Nawala: clear,\r\n',
  ],
});

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const checksRoutes =
  (checks: ChecksService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);
    watchedListRoutes(app, checks);
    watchedDomainRoutes(app, checks);
  };

/** The account's list of watched domains: read, added to, paused, its plan-change notice. */
function watchedListRoutes(app: ZodApp, checks: ChecksService) {
  // GET /api/checks - the watched domains, the plan's limits, the pause switch
  app.get(
    '/api/checks',
    {
      config: { apiScope: 'checks:read', role: 'viewer' },
      schema: {
        summary: 'List watched domains',
        description:
          "The account's watched domains with their last result, the plan's limits and the pause switch.",
        operationId: 'listWatchedDomains',
        tags: ['Checks'],
        response: { 200: watchedDomainListSchema },
      },
    },
    async (request) => {
      const list = await checks.list(actorOf(request).workspaceId);
      // The plan-change notice is stored in English, a sentence per change.
      return { ...list, notice: list.notice && checksText.sentences(list.notice, requestLanguage(request)) };
    },
  );

  // POST /api/checks - watch the domains of a pasted list (one per line): all or none
  app.post(
    '/api/checks',
    {
      config: { apiScope: 'checks:write', role: 'member' },
      schema: {
        summary: 'Watch domains',
        description: 'Every host name of the list, or none of them when one is invalid or over the limit.',
        operationId: 'watchDomains',
        tags: ['Checks'],
        body: addWatchedDomainsSchema,
        response: { 201: addedWatchedDomainsSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ added: await checks.add(actorOf(request).workspaceId, request.body.hostnames) }),
  );

  // PUT /api/checks/pause - pause or resume every automatic check of the account
  app.put(
    '/api/checks/pause',
    {
      config: { apiScope: 'checks:write', role: 'member' },
      schema: {
        summary: 'Pause or resume automatic checks',
        description: 'Every automatic check of the account; their schedules are kept.',
        operationId: 'setChecksPaused',
        tags: ['Checks'],
        body: pauseSchema,
        response: { 204: z.undefined().describe('The switch is set.') },
      },
    },
    async (request, reply) => {
      await checks.setPaused(actorOf(request).workspaceId, request.body.paused);
      return reply.status(204).send();
    },
  );

  // DELETE /api/checks/notice - the owner has read what a plan change did to the schedules
  app.delete(
    '/api/checks/notice',
    {
      config: { apiScope: 'checks:write', role: 'member' },
      schema: {
        summary: 'Dismiss the plan-change notice',
        description: 'The owner has read what a plan change did to the schedules.',
        operationId: 'dismissChecksNotice',
        tags: ['Checks'],
        response: { 204: z.undefined().describe('The notice is dismissed.') },
      },
    },
    async (request, reply) => {
      await checks.dismissNotice(actorOf(request).workspaceId);
      return reply.status(204).send();
    },
  );
}

/** One watched domain: read, its history, "Check now", its schedule, removed. */
function watchedDomainRoutes(app: ZodApp, checks: ChecksService) {
  // GET /api/checks/:id - one, with its last check's evidence
  app.get(
    '/api/checks/:id',
    {
      config: { apiScope: 'checks:read', role: 'viewer' },
      schema: {
        summary: 'Get a watched domain',
        description: "With its last check's evidence: DNS, HTTP, certificate and each resolver's answer.",
        operationId: 'getWatchedDomain',
        tags: ['Checks'],
        params: idParams,
        response: { 200: watchedDomainDetailSchema },
      },
    },
    (request) => checks.get(actorOf(request).workspaceId, request.params.id),
  );

  // GET /api/checks/:id/history - the last 200 checks and the daily summary before them
  app.get(
    '/api/checks/:id/history',
    {
      config: { apiScope: 'checks:read', role: 'viewer' },
      schema: {
        summary: "Get a watched domain's history",
        description: 'The last 200 checks, and a summary per day before them.',
        operationId: 'getCheckHistory',
        tags: ['Checks'],
        params: idParams,
        response: { 200: historySchema },
      },
    },
    (request) => checks.history(actorOf(request).workspaceId, request.params.id),
  );

  // GET /api/checks/:id/history.csv - the same as CSV
  app.get(
    '/api/checks/:id/history.csv',
    {
      config: { apiScope: 'checks:read', role: 'viewer' },
      schema: {
        summary: "Export a watched domain's history as CSV",
        operationId: 'exportCheckHistoryCsv',
        tags: ['Checks'],
        params: idParams,
        response: {
          200: {
            description: 'The history as CSV, with a header line.',
            content: { 'text/csv': { schema: csvSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const userId = actorOf(request).workspaceId;
      const [domain, history] = await Promise.all([
        checks.get(userId, request.params.id),
        checks.history(userId, request.params.id),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="checks-${domain.hostname}.csv"`)
        .send(historyCsv(history));
    },
  );

  // POST /api/checks/:id/run - "Check now"
  app.post(
    '/api/checks/:id/run',
    {
      config: { apiScope: 'checks:write', role: 'member' },
      schema: {
        summary: 'Check a domain now',
        description: 'Runs a check at once (a few a minute per account) and answers with its result.',
        operationId: 'runCheck',
        tags: ['Checks'],
        params: idParams,
        response: { 200: watchedDomainDetailSchema },
      },
    },
    (request) => checks.checkNow(actorOf(request).workspaceId, request.params.id),
  );

  // PATCH /api/checks/:id - the schedule: automatic on or off, the interval
  app.patch(
    '/api/checks/:id',
    {
      config: { apiScope: 'checks:write', role: 'member' },
      schema: {
        summary: "Change a watched domain's schedule",
        description: "Automatic checks on or off, and how often, within the plan's limits.",
        operationId: 'updateCheckSchedule',
        tags: ['Checks'],
        params: idParams,
        body: updateScheduleSchema,
        response: { 200: watchedDomainSchema },
      },
    },
    (request) => checks.updateSchedule(actorOf(request).workspaceId, request.params.id, request.body),
  );

  // DELETE /api/checks/:id - stop watching; its history goes with it
  app.delete(
    '/api/checks/:id',
    {
      config: { apiScope: 'checks:write', role: 'member' },
      schema: {
        summary: 'Stop watching a domain',
        description: 'Its history goes with it.',
        operationId: 'unwatchDomain',
        tags: ['Checks'],
        params: idParams,
        response: { 204: z.undefined().describe('The domain is no longer watched.') },
      },
    },
    async (request, reply) => {
      await checks.remove(actorOf(request).workspaceId, request.params.id);
      return reply.status(204).send();
    },
  );
}

export const adminCheckSettingsRoutes =
  (settings: BlockSettingsStore, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/check-settings - the filtering resolvers and the answers that mean "blocked"
    app.get('/api/admin/check-settings', { schema: { response: { 200: blockSettingsSchema } } }, () =>
      settings.get(),
    );

    // PUT /api/admin/check-settings - replace them
    app.put(
      '/api/admin/check-settings',
      { schema: { body: blockSettingsSchema, response: { 200: blockSettingsSchema } } },
      async (request) => {
        await settings.set(request.body);
        return settings.get();
      },
    );
  };
