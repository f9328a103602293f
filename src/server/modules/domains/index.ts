import type { FastifyBaseLogger } from 'fastify';
import type { ChangeBus } from '../../platform/change-bus';
import type { Guards } from '../../platform/guards';
import type { AppModule } from '../../platform/module';
import { createDomainSettings, type SettingsStore } from './domain-settings';
import { adminDomainSettingsRoutes, domainsRoutes } from './domains.routes';
import { createOwnHosts } from './own-hosts';
import { createShortDomains, type ShortDomains } from './short-domains';
import { createShortUrlBuilder } from './short-url';

export type { ShortDomains };

/** The change bus channel on which a change of the short domains is announced. */
export const domainsChangedChannel = 'ringkas_domains_changed';

export interface DomainsApi extends ShortDomains {
  /** The full short URL of a code on a domain. */
  shortUrl(domain: string, code: string): string;
  /** Every host name that reaches this server (lower case, no trailing dot, no brackets): the short
   * domains and the listen address. A link leading to one of them would loop. */
  ownHosts(): Promise<string[]>;
}

/** The domains short links live on (custom domains and their checks join here). */
export function createDomainsModule(deps: {
  publicUrl: string;
  /** The address the server listens on (HOST). */
  listenHost: string;
  /** The admin's settings store, where base_domain and other_domain live. */
  settings: SettingsStore;
  guards: Guards;
  bus: ChangeBus;
  logger: FastifyBaseLogger;
}): AppModule<DomainsApi> {
  let unsubscribe = () => {};
  const settings = createDomainSettings(deps.settings);
  const domains = createShortDomains({
    publicHostname: new URL(deps.publicUrl).hostname.toLowerCase(),
    settings: () => settings.get(),
    logger: deps.logger,
  });
  return {
    name: 'domains',
    api: {
      ...domains,
      shortUrl: createShortUrlBuilder(deps.publicUrl),
      ownHosts: createOwnHosts({ shortDomains: () => domains.list(), listenHost: deps.listenHost }),
    },
    routes: [
      domainsRoutes(domains, deps.guards),
      // This process is up to date when the answer leaves; the others hear it on the bus.
      adminDomainSettingsRoutes(
        settings,
        async () => {
          await domains.refresh();
          await deps.bus.publish(domainsChangedChannel, 'settings');
        },
        deps.guards,
      ),
    ],
    lifecycle: {
      async start() {
        unsubscribe = deps.bus.subscribe(domainsChangedChannel, () => void domains.refresh());
        await domains.refresh();
      },
      stop: () => unsubscribe(),
    },
  };
}
