import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainSettingsSchema, domainSettingsUpdateSchema } from '../../../shared/domains';
import { shortDomainsSchema } from '../../../shared/links';
import { actorOf, type Guards } from '../../platform/http/guards';
import type { DomainSettingsStore } from './domain-settings';
import type { ShortDomains } from './short-domains';

export const domainsRoutes =
  (
    domains: ShortDomains,
    domainsOf: (userId: string) => Promise<string[]>,
    guards: Guards,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireUser);

    // GET /api/links/domains - the domains the user's new links may use: the short domains (the
    // first is the default), then the user's verified custom domains
    app.get(
      '/api/links/domains',
      {
        config: { apiScope: 'links:read', role: 'viewer' },
        schema: {
          summary: 'List the domains links may use',
          description:
            "The server's short domains (the first is the default), then the account's verified custom domains.",
          operationId: 'listLinkDomains',
          tags: ['Domains'],
          response: { 200: shortDomainsSchema },
        },
      },
      async (request) => {
        const list = await domainsOf(actorOf(request).workspaceId);
        return { domains: list, default: list[0] ?? '', own: domains.own };
      },
    );
  };

export const adminDomainSettingsRoutes =
  (settings: DomainSettingsStore, changed: () => Promise<void>, guards: Guards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', guards.requireAdmin);

    // GET /api/admin/domain-settings - the short domains open to every user
    app.get('/api/admin/domain-settings', { schema: { response: { 200: domainSettingsSchema } } }, () =>
      settings.get(),
    );

    // PUT /api/admin/domain-settings - change them (only the keys given)
    app.put(
      '/api/admin/domain-settings',
      { schema: { body: domainSettingsUpdateSchema, response: { 200: domainSettingsSchema } } },
      async (request) => {
        await settings.update(request.body);
        await changed();
        return settings.get();
      },
    );
  };
