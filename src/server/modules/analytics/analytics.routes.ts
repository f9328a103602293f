import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsQuerySchema,
  analyticsReportSchema,
  dashboardSummarySchema,
  exportQuerySchema,
} from '../../../shared/analytics';
import { actorOf, type Guards } from '../../platform/http/guards';
import { toCsv } from '../../platform/text/csv';
import type { ReportsService } from './reports.service';

export const analyticsRoutes =
  (reports: ReportsService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/analytics - clicks over a range for all of the user's links or one link
    app.get(
      '/api/analytics',
      {
        config: { apiScope: 'analytics:read', role: 'viewer' },
        schema: {
          summary: 'Get a click report',
          description:
            'Clicks, visitors and QR code scans over a range, for one link (`link_id`), the links a filter ' +
            'selects (the parameters of `GET /api/links`; their clicks summed, and visitors added up link by ' +
            "link) or all of them: the series, the breakdowns, and the top links or the link's destinations. " +
            "Days are in the user's time zone.",
          operationId: 'getAnalyticsReport',
          tags: ['Analytics'],
          querystring: analyticsQuerySchema,
          response: { 200: analyticsReportSchema },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return reports.report(actorOf(request), request.query);
      },
    );

    // GET /api/analytics/export.csv - one part of the report (series or a breakdown) as CSV
    app.get(
      '/api/analytics/export.csv',
      {
        config: { apiScope: 'analytics:read', role: 'viewer' },
        schema: {
          summary: 'Export part of a click report as CSV',
          description: 'The series or one breakdown (`part`) of the same report, every row of it.',
          operationId: 'exportAnalyticsCsv',
          tags: ['Analytics'],
          querystring: exportQuerySchema,
          response: {
            200: {
              description: 'The rows as CSV, with a header line.',
              content: {
                'text/csv': {
                  schema: z.string().meta({ examples: ['value,clicks\r\nID,120\r\nMY,45\r\n'] }),
                },
              },
            },
          },
        },
      },
      async (request, reply) => {
        const { part, ...query } = request.query;
        const rows = await reports.exportRows(actorOf(request), query, part);
        const name = `ringkas-${part}-${query.range === 'custom' ? `${query.from}-${query.to}` : query.range}.csv`;
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cache-Control', 'private, no-store')
          .send(toCsv(rows));
      },
    );

    // GET /api/dashboard - the dashboard's summary cards, sparkline and link lists
    app.get(
      '/api/dashboard',
      { config: { role: 'viewer' }, schema: { response: { 200: dashboardSummarySchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return reports.dashboard(actorOf(request));
      },
    );
  };
