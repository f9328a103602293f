import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportMaxIds } from '../../../shared/link-bulk';
import { createLinkImportSchema, linkImportSchema, maxImportBytes } from '../../../shared/link-import';
import { linkFilterSchema } from '../../../shared/links';
import { AppError } from '../../platform/http/app-error';
import { actorOf, type Guards } from '../../platform/http/guards';
import type { LinkImportService } from './links-import.service';

const importParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The import's id.", examples: ['7b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e'] }),
});

/**
 * The upload's JSON body: the file's text with room for its escapes (a quote or a line break is two
 * characters in JSON), so any file within maxImportBytes fits; the service measures the file itself.
 */
const uploadBodyLimit = 2 * maxImportBytes + 64 * 1024;

/** Refuses an upload that says it is too large before reading it, naming the limit. */
async function refuseOversized(request: FastifyRequest) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > uploadBodyLimit) {
    throw new AppError(413, 'payload_too_large', 'The file is too large.', {
      csv: `Import at most ${maxImportBytes / 1024 / 1024} MB at a time: split the file into smaller files.`,
    });
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's filter, and the rows chosen (a bulk export of a selection). */
const exportQuerySchema = linkFilterSchema.extend({
  ids: z
    .string()
    .max(exportMaxIds * 37)
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    )
    .pipe(
      z
        .array(z.string().regex(uuid, 'Choose links of this workspace.'))
        .max(exportMaxIds, `Choose at most ${exportMaxIds} links, or act on the filter.`),
    )
    .optional()
    .meta({ description: 'Only these links (ids, comma-separated), of those the filter selects.' }),
});

const csvResponse = (description: string, example: string) => ({
  200: {
    description,
    content: { 'text/csv': { schema: z.string().meta({ examples: [example] }) } },
  },
});

export const linkImportRoutes =
  (imports: LinkImportService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // POST /api/links/imports - upload a CSV: every row checked, nothing created yet (the preview)
    app.post(
      '/api/links/imports',
      {
        config: { apiScope: 'links:write', role: 'member' },
        bodyLimit: uploadBodyLimit,
        onRequest: refuseOversized,
        schema: {
          summary: 'Upload a CSV of links to import',
          description:
            "The file's text in `csv` (at most 5 MB and 10,000 links; a header row naming the columns: " +
            '`destination`, `alias`, `title`, `domain`, `expiry`, or the columns of a Bitly or Kutt export). ' +
            'Every row is checked as the create form checks it and nothing is created: the answer is the ' +
            'preview (the first rows as they will be created, every invalid row with its row number, column ' +
            "and reason, and how many rows would pass the plan's limit). Confirm it to create the links.",
          operationId: 'uploadLinkImport',
          tags: ['Links'],
          body: createLinkImportSchema,
          response: { 201: linkImportSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await imports.preview(actorOf(request), request.body)),
    );

    // POST /api/links/imports/:id/confirm - create the preview's valid rows (a background job)
    app.post(
      '/api/links/imports/:id/confirm',
      {
        config: { apiScope: 'links:write', role: 'member' },
        schema: {
          summary: 'Confirm an import',
          description:
            "Starts creating the valid rows of a preview, in batches, within the plan's limit. Poll the " +
            'import until its `state` is `done`.',
          operationId: 'confirmLinkImport',
          tags: ['Links'],
          params: importParams,
          response: { 202: linkImportSchema },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await imports.confirm(actorOf(request), request.params.id)),
    );

    // GET /api/links/imports/:id - an import's state and progress, and once done its report
    app.get(
      '/api/links/imports/:id',
      {
        config: { apiScope: 'links:read', role: 'viewer' },
        schema: {
          summary: 'Get an import',
          description:
            'Its state, the rows settled so far, and every row not created with the reason (complete in ' +
            'the preview and once done; empty while it runs).',
          operationId: 'getLinkImport',
          tags: ['Links'],
          params: importParams,
          response: { 200: linkImportSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return imports.get(actorOf(request), request.params.id);
      },
    );

    // GET /api/links/imports/:id/report.csv - the rows not created, and why, as CSV
    app.get(
      '/api/links/imports/:id/report.csv',
      {
        config: { apiScope: 'links:read', role: 'viewer' },
        schema: {
          summary: "Download an import's report as CSV",
          operationId: 'getLinkImportReport',
          tags: ['Links'],
          params: importParams,
          response: csvResponse(
            'Every row not created: its row number, the column and the reason.',
            'row,field,message\r\n7,long_url,Enter a full URL starting with http:// or https://.\r\n',
          ),
        },
      },
      async (request, reply) => {
        const csv = await imports.reportCsv(actorOf(request), request.params.id);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="ringkas-import-${request.params.id}-report.csv"`,
          )
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );

    // GET /api/links/export.csv - the links a filter selects (every one without), as CSV, a page at a time
    app.get(
      '/api/links/export.csv',
      {
        config: { apiScope: 'links:read', role: 'viewer' },
        schema: {
          summary: 'Export links as CSV',
          description:
            "The links the filter selects (the list's query parameters; none: every link), or only `ids` of them, " +
            'oldest first: code, short URL, destination, title, domain, created, expiry, active, clicks, tags ' +
            '(comma-separated) and folder. Cells a spreadsheet would run as a formula start with an apostrophe.',
          operationId: 'exportLinksCsv',
          tags: ['Links'],
          querystring: exportQuerySchema,
          response: csvResponse(
            'The links, with a header line.',
            'code,short_url,destination,title,domain,created,expiry,active,clicks,tags,folder\r\n' +
              'promo26,https://rkas.id/promo26,https://example.com/sale,Sale,rkas.id,2026-01-05T08:00:00.000Z,,true,42,"Ramadan, Sale",Campaigns\r\n',
          ),
        },
      },
      async (request, reply) => {
        const { ids, ...filter } = request.query;
        const day = new Date().toISOString().slice(0, 10);
        return (
          reply
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="ringkas-links-${day}.csv"`)
            .header('Cache-Control', 'private, no-store')
            // The same text as the schema's string, streamed a page at a time (never all in memory).
            .send(
              Readable.from(
                imports.exportCsv(actorOf(request), { filter, ids: ids ?? null }),
              ) as unknown as string,
            )
        );
      },
    );
  };
