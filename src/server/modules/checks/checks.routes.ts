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
import { principalOf, type Guards } from '../../platform/guards';
import type { BlockSettingsStore } from './block-settings';
import type { ChecksService } from './checks.service';
import { historyCsv } from './history-csv';

const idParams = z.object({ id: z.uuid('Not a watched domain id.') });

export const checksRoutes =
  (checks: ChecksService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/checks - the watched domains, the plan's limits, the pause switch
    app.get(
      '/api/checks',
      { config: { apiScope: 'checks:read' }, schema: { response: { 200: watchedDomainListSchema } } },
      (request) => checks.list(principalOf(request).id),
    );

    // POST /api/checks - watch the domains of a pasted list (one per line): all or none
    app.post(
      '/api/checks',
      {
        config: { apiScope: 'checks:write' },
        schema: { body: addWatchedDomainsSchema, response: { 201: addedWatchedDomainsSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({ added: await checks.add(principalOf(request).id, request.body.hostnames) }),
    );

    // PUT /api/checks/pause - pause or resume every automatic check of the account
    app.put(
      '/api/checks/pause',
      { config: { apiScope: 'checks:write' }, schema: { body: pauseSchema } },
      async (request, reply) => {
        await checks.setPaused(principalOf(request).id, request.body.paused);
        return reply.status(204).send();
      },
    );

    // DELETE /api/checks/notice - the owner has read what a plan change did to the schedules
    app.delete('/api/checks/notice', { config: { apiScope: 'checks:write' } }, async (request, reply) => {
      await checks.dismissNotice(principalOf(request).id);
      return reply.status(204).send();
    });

    // GET /api/checks/:id - one, with its last check's evidence
    app.get(
      '/api/checks/:id',
      {
        config: { apiScope: 'checks:read' },
        schema: { params: idParams, response: { 200: watchedDomainDetailSchema } },
      },
      (request) => checks.get(principalOf(request).id, request.params.id),
    );

    // GET /api/checks/:id/history - the last 200 checks and the daily summary before them
    app.get(
      '/api/checks/:id/history',
      { config: { apiScope: 'checks:read' }, schema: { params: idParams, response: { 200: historySchema } } },
      (request) => checks.history(principalOf(request).id, request.params.id),
    );

    // GET /api/checks/:id/history.csv - the same as CSV
    app.get(
      '/api/checks/:id/history.csv',
      { config: { apiScope: 'checks:read' }, schema: { params: idParams } },
      async (request, reply) => {
        const userId = principalOf(request).id;
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
        config: { apiScope: 'checks:write' },
        schema: { params: idParams, response: { 200: watchedDomainDetailSchema } },
      },
      (request) => checks.checkNow(principalOf(request).id, request.params.id),
    );

    // PATCH /api/checks/:id - the schedule: automatic on or off, the interval
    app.patch(
      '/api/checks/:id',
      {
        config: { apiScope: 'checks:write' },
        schema: { params: idParams, body: updateScheduleSchema, response: { 200: watchedDomainSchema } },
      },
      (request) => checks.updateSchedule(principalOf(request).id, request.params.id, request.body),
    );

    // DELETE /api/checks/:id - stop watching; its history goes with it
    app.delete(
      '/api/checks/:id',
      { config: { apiScope: 'checks:write' }, schema: { params: idParams } },
      async (request, reply) => {
        await checks.remove(principalOf(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };

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
