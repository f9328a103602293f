import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUtmTemplateSchema,
  updateUtmTemplateSchema,
  utmTemplateListSchema,
  utmTemplateSchema,
} from '../../../../shared/utm';
import { actorOf, type Guards } from '../../../platform/http/guards';
import type { UtmTemplatesService } from './utm-templates.service';

const templateParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The template's id.", examples: ['3e7b9c1a-5d2f-4a8e-9b6c-7f1e2d3c4b5a'] }),
});

/** The workspace's UTM templates: viewers read, members and above change them. */
export const utmTemplatesRoutes =
  (templates: UtmTemplatesService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);
    const read = { apiScope: 'links:read', role: 'viewer' } as const;
    const write = { apiScope: 'links:write', role: 'member' } as const;

    // GET /api/utm-templates - the workspace's templates, by name
    app.get(
      '/api/utm-templates',
      {
        config: read,
        schema: {
          summary: 'List UTM templates',
          operationId: 'listUtmTemplates',
          tags: ['Links'],
          description: 'Saved sets of UTM parameters the link forms fill in, by name.',
          response: { 200: utmTemplateListSchema },
        },
      },
      async (request) => templates.list(actorOf(request)),
    );
    // POST /api/utm-templates - save a template
    app.post(
      '/api/utm-templates',
      {
        config: write,
        schema: {
          summary: 'Create a UTM template',
          operationId: 'createUtmTemplate',
          tags: ['Links'],
          description:
            'A name, unique in the workspace whatever its case, and at least one value. A workspace keeps at most 100.',
          body: createUtmTemplateSchema,
          response: { 201: utmTemplateSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await templates.create(actorOf(request), request.body)),
    );
    // PATCH /api/utm-templates/:id - rename it or change its values
    app.patch(
      '/api/utm-templates/:id',
      {
        config: write,
        schema: {
          summary: 'Change a UTM template',
          operationId: 'updateUtmTemplate',
          tags: ['Links'],
          description: 'What is given changes; a value set to null or empty goes. One value at least stays.',
          params: templateParams,
          body: updateUtmTemplateSchema,
          response: { 200: utmTemplateSchema },
        },
      },
      async (request) => templates.update(actorOf(request), request.params.id, request.body),
    );
    // DELETE /api/utm-templates/:id - delete a template
    app.delete(
      '/api/utm-templates/:id',
      {
        config: write,
        schema: {
          summary: 'Delete a UTM template',
          operationId: 'deleteUtmTemplate',
          tags: ['Links'],
          description: 'Links made with it keep their parameters.',
          params: templateParams,
          response: { 204: z.undefined().describe('The template is deleted.') },
        },
      },
      async (request, reply) => {
        await templates.delete(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
