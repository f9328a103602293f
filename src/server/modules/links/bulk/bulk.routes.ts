import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkJobSchema, bulkRequestSchema, type BulkJob } from '../../../../shared/link-bulk';
import { actorOf, type Guards } from '../../../platform/http/guards';
import { requestLanguage, type Language } from '../../../platform/text/i18n';
import { linksText } from '../texts-id';
import type { BulkService } from './bulk.service';

const idParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The bulk action's id.", examples: ['7e2b9c41-5a6d-4f3e-8b1a-2c4d6e8f0a1b'] }),
});

/** The report in the reader's language (the reasons are kept in the server's English). */
function localised(job: BulkJob, language: Language): BulkJob {
  return {
    ...job,
    skipped: job.skipped.map((skip) => ({ ...skip, reason: linksText.local(skip.reason, language) })),
    error: job.error === null ? null : linksText.local(job.error, language),
  };
}

export const bulkRoutes =
  (bulk: BulkService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // POST /api/links/bulk - one action on the links chosen, or on every link the filter selects
    app.post(
      '/api/links/bulk',
      {
        config: { apiScope: 'links:write', role: 'member' },
        schema: {
          summary: 'Act on many links',
          description:
            'Enable, disable, delete, move to a folder, add or remove tags, or change the domain of the links chosen (`ids`) ' +
            'or of every link the filter selects. Up to 1,000 links the answer is the finished report (200); more run as a ' +
            'job (202) whose progress GET /api/links/bulk/{id} reports. Links left alone are listed with the reason.',
          operationId: 'bulkLinks',
          tags: ['Links'],
          body: bulkRequestSchema,
          response: { 200: bulkJobSchema, 202: bulkJobSchema },
        },
      },
      async (request, reply) => {
        const { job, queued } = await bulk.start(actorOf(request), request.body);
        return reply.status(queued ? 202 : 200).send(localised(job, requestLanguage(request)));
      },
    );

    // GET /api/links/bulk/:id - a bulk action's progress and report
    app.get(
      '/api/links/bulk/:id',
      {
        config: { apiScope: 'links:write', role: 'member' },
        schema: {
          summary: 'Get a bulk action',
          description: 'Its progress while it runs; once finished, what was done and what was left alone.',
          operationId: 'getBulkAction',
          tags: ['Links'],
          params: idParams,
          response: { 200: bulkJobSchema },
        },
      },
      async (request) =>
        localised(await bulk.get(actorOf(request), request.params.id), requestLanguage(request)),
    );
  };
