import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCustomDomainSchema,
  customDomainListSchema,
  customDomainSchema,
  moveLinksSchema,
  updateCustomDomainSchema,
  type CustomDomain,
} from '../../../../shared/domains';
import { actorOf, type Guards } from '../../../platform/http/guards';
import { requestLanguage, type Language } from '../../../platform/text/i18n';
import { domainsText } from '../texts-id';
import type { CustomDomainsService } from './custom-domains.service';

const idParams = z.object({
  id: z
    .uuid('Not a domain id.')
    .meta({ description: "The custom domain's id.", examples: ['7d2e4c10-5b3a-4f8e-a1c9-2e6b8d4f0a37'] }),
});

/** A domain as its owner reads it: the proof's last error (stored in English) in their language. */
const inLanguage =
  (language: Language) =>
  (domain: CustomDomain): CustomDomain => ({
    ...domain,
    last_error: domain.last_error === null ? null : domainsText.local(domain.last_error, language),
  });

export const customDomainsRoutes =
  (domains: CustomDomainsService, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/domains - the account's custom domains, the records to create, the plan's limit
    app.get(
      '/api/domains',
      {
        config: { apiScope: 'domains:read', role: 'viewer' },
        schema: {
          summary: 'List custom domains',
          description: "The account's custom domains, the DNS records each needs, and the plan's limit.",
          operationId: 'listCustomDomains',
          tags: ['Domains'],
          response: { 200: customDomainListSchema },
        },
      },
      async (request) => {
        const list = await domains.list(actorOf(request).workspaceId);
        return { ...list, domains: list.domains.map(inLanguage(requestLanguage(request))) };
      },
    );

    // POST /api/domains - add one: pending until its TXT record proves it
    app.post(
      '/api/domains',
      {
        config: { apiScope: 'domains:write', role: 'admin' },
        schema: {
          summary: 'Add a custom domain',
          description: 'Pending until its TXT record proves it is yours; then links may use it.',
          operationId: 'addCustomDomain',
          tags: ['Domains'],
          body: addCustomDomainSchema,
          response: { 201: customDomainSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            inLanguage(requestLanguage(request))(
              await domains.add(actorOf(request).workspaceId, request.body.hostname),
            ),
          ),
    );

    // GET /api/domains/:id - one
    app.get(
      '/api/domains/:id',
      {
        config: { apiScope: 'domains:read', role: 'viewer' },
        schema: {
          summary: 'Get a custom domain',
          operationId: 'getCustomDomain',
          tags: ['Domains'],
          params: idParams,
          response: { 200: customDomainSchema },
        },
      },
      async (request) =>
        inLanguage(requestLanguage(request))(
          await domains.get(actorOf(request).workspaceId, request.params.id),
        ),
    );

    // PATCH /api/domains/:id - root and not-found URLs
    app.patch(
      '/api/domains/:id',
      {
        config: { apiScope: 'domains:write', role: 'admin' },
        schema: {
          summary: 'Edit a custom domain',
          description: 'Where its root and its unknown paths send visitors.',
          operationId: 'updateCustomDomain',
          tags: ['Domains'],
          params: idParams,
          body: updateCustomDomainSchema,
          response: { 200: customDomainSchema },
        },
      },
      async (request) =>
        inLanguage(requestLanguage(request))(
          await domains.update(actorOf(request).workspaceId, request.params.id, request.body),
        ),
    );

    // POST /api/domains/:id/verify - "Verify now"
    app.post(
      '/api/domains/:id/verify',
      {
        config: { apiScope: 'domains:write', role: 'admin' },
        schema: {
          summary: 'Verify a custom domain now',
          description: 'Looks up its TXT record at once instead of waiting for the next scheduled check.',
          operationId: 'verifyCustomDomain',
          tags: ['Domains'],
          params: idParams,
          response: { 200: customDomainSchema },
        },
      },
      async (request) =>
        inLanguage(requestLanguage(request))(
          await domains.verifyNow(actorOf(request).workspaceId, request.params.id),
        ),
    );

    // POST /api/domains/:id/move-links - move its links to another of the account's domains
    app.post(
      '/api/domains/:id/move-links',
      {
        config: { apiScope: 'domains:write', role: 'admin' },
        schema: {
          summary: "Move a custom domain's links",
          description: "Moves every link on this domain, with its code, to another of the account's domains.",
          operationId: 'moveCustomDomainLinks',
          tags: ['Domains'],
          params: idParams,
          body: moveLinksSchema,
          response: { 200: z.object({ moved: z.number().int() }).meta({ examples: [{ moved: 12 }] }) },
        },
      },
      async (request) =>
        domains.moveLinks(actorOf(request).workspaceId, request.params.id, request.body.to_domain),
    );

    // DELETE /api/domains/:id - refused while links use it
    app.delete(
      '/api/domains/:id',
      {
        config: { apiScope: 'domains:write', role: 'admin' },
        schema: {
          summary: 'Remove a custom domain',
          description: 'Refused (409) while links use it: move them first.',
          operationId: 'deleteCustomDomain',
          tags: ['Domains'],
          params: idParams,
          response: { 204: z.undefined().describe('The domain is removed.') },
        },
      },
      async (request, reply) => {
        await domains.remove(actorOf(request).workspaceId, request.params.id);
        return reply.status(204).send();
      },
    );
  };

/** Caddy's on-demand TLS asks before it gets a certificate (deploy/Caddyfile): no session. */
export const tlsAskRoutes =
  (domains: CustomDomainsService): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/domains/tls-ask?domain=<host> - 200 for a name this server answers for, else 404
    app.get(
      '/api/domains/tls-ask',
      { schema: { querystring: z.object({ domain: z.string().min(1).max(253) }) } },
      async (request, reply) => {
        const allowed = await domains.mayHaveCertificate(request.query.domain);
        return reply.status(allowed ? 200 : 404).send({ allowed });
      },
    );
  };
