import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../platform/wiring/change-bus';
import type { Dns } from '../../platform/net/dns';
import type { WebhookData } from '../../../shared/webhook-events';
import { defineModule, type AppModule, type Platform } from '../../platform/wiring/module';
import type { LinkStore } from '../links';
import type { NotifyMessage } from '../notifications';
import { createCustomDomainsRepo } from './custom/custom-domains.repo';
import { customDomainsRoutes, tlsAskRoutes } from './custom/custom-domains.routes';
import { createCustomDomainsService } from './custom/custom-domains.service';
import { createHostTable, type HostEntry } from './custom/host-table';
import { createDomainSettings, type SettingsStore } from './domain-settings';
import { adminDomainSettingsRoutes, domainsRoutes } from './domains.routes';
import { createOwnHosts, listenHostName } from './own-hosts';
import { createShortDomains, type ShortDomains } from './short-domains';
import { createShortUrlBuilder } from './short-url';
import { domainsTextsId } from './texts-id';

export type { ShortDomains };

/** The change bus channel on which a change of the short domains is announced. */
export const domainsChangedChannel = 'ringkas_domains_changed';
/** ...and a change of which custom domains are verified, or of their root and not-found URLs. */
export const customDomainsChangedChannel = 'ringkas_custom_domains_changed';

export interface DomainsApi extends ShortDomains {
  /** The full short URL of a code on a domain. */
  shortUrl(domain: string, code: string): string;
  /** Every host name that reaches this server (lower case, no trailing dot, no brackets): the short
   * domains, the listen address and every verified custom domain. A link leading to one of them
   * would loop. */
  ownHosts(): Promise<string[]>;
  /** The domains an account may put links on: the short domains, then its verified custom ones. */
  domainsOf(userId: string): Promise<string[]>;
  /** A verified custom domain's root and not-found URLs (from memory); undefined for any other. */
  domainAnswers(domain: string): HostEntry | undefined;
  /**
   * Where an expired link on one of our domains goes when it has no expired URL of its own: a
   * custom domain's own, else (a short domain) the admin's; null: the 410 page. From memory.
   */
  expiredUrlOf(domain: string): string | null;
  /** The background proof of every custom domain that is due (the domains.proofs job's run). */
  checkDueDomains(signal?: AbortSignal): Promise<number>;
  /** How many custom domains an account has (any state). */
  customDomainCount(userId: string): Promise<number>;
  /** Reads the custom domains again here and on every process (after an account's deletion). */
  customDomainsChanged(): Promise<void>;
}

/** The domains short links live on: the short domains, and customers' own proven domains. */
export function createDomainsModule(deps: {
  publicUrl: string;
  /** The address the server listens on (HOST). */
  listenHost: string;
  /** The admin's settings store, where base_domain and other_domain live. */
  settings: SettingsStore;
  db: Db;
  dns: Dns;
  /** PUBLIC_IPS: what custom domains' A/AAAA records point at; none: a CNAME to the public host. */
  publicIps: string[];
  bus: ChangeBus;
  logger: FastifyBaseLogger;
  /** The account's plan limit of custom domains (null: unlimited). */
  customDomainLimit(userId: string): Promise<number | null>;
  /** The links on a domain, counted and moved before its removal. */
  links: Pick<LinkStore, 'countOnDomain' | 'moveDomain'>;
  /** Tells the workspace's members who take its notices (notifications.notifyWorkspace). */
  notify(workspaceId: string, message: NotifyMessage): Promise<unknown>;
  events: Pick<Platform['events'], 'emit'>;
  now: () => Date;
}): AppModule<{ domains: DomainsApi }> {
  const unsubscribe: (() => void)[] = [];
  const publicHostname = new URL(deps.publicUrl).hostname.toLowerCase();
  const settings = createDomainSettings(deps.settings);
  const repo = createCustomDomainsRepo(deps.db);
  const hosts = createHostTable({ verified: () => repo.verified(), logger: deps.logger });
  const domains = createShortDomains({
    publicHostname,
    listenHostname: listenHostName(deps.listenHost),
    isCustomDomain: (hostname) => hosts.get(hostname) !== undefined,
    settings: () => settings.get(),
    logger: deps.logger,
  });
  const productHosts = createOwnHosts({ shortDomains: () => domains.list(), listenHost: deps.listenHost });
  const custom = createCustomDomainsService({
    repo,
    dns: deps.dns,
    hosts,
    ownHosts: productHosts,
    limitOf: (userId) => deps.customDomainLimit(userId),
    linksOn: (userId, hostname) => deps.links.countOnDomain(userId, hostname),
    moveLinks: (userId, from, to) => deps.links.moveDomain(userId, from, to),
    domainsOf: (userId) => domainsOf(userId),
    notify: (userId, message) => deps.notify(userId, message),
    // This process is up to date when the answer leaves; the others hear it on the bus.
    changed: async () => {
      await hosts.reload();
      await deps.bus.publish(customDomainsChangedChannel, 'changed');
    },
    routing: { hostname: publicHostname, ips: deps.publicIps },
    events: deps.events,
    now: deps.now,
  });
  async function domainsOf(userId: string): Promise<string[]> {
    return [...(await domains.list()), ...hosts.hostnamesOf(userId).sort()];
  }

  return {
    name: 'domains',
    provides: {
      domains: {
        ...domains,
        shortUrl: createShortUrlBuilder(deps.publicUrl),
        ownHosts: async () => [...new Set([...(await productHosts()), ...hosts.hostnames()])],
        domainsOf,
        domainAnswers: (domain) => hosts.get(domain),
        expiredUrlOf: (domain) => {
          const custom = hosts.get(domain);
          return custom === undefined ? domains.expiredUrl() : custom.expiredUrl;
        },
        checkDueDomains: (signal) => custom.runDueChecks(signal),
        customDomainCount: (userId) => repo.countOf(userId),
        // A deleted account's domains went by cascade: every process reads the table again.
        customDomainsChanged: async () => {
          await hosts.reload();
          await deps.bus.publish(customDomainsChangedChannel, 'changed');
        },
      },
    },
    routes: (guards) => [
      domainsRoutes(domains, domainsOf, guards),
      customDomainsRoutes(custom, guards),
      tlsAskRoutes(custom),
      adminDomainSettingsRoutes(
        settings,
        async () => {
          await domains.refresh();
          await deps.bus.publish(domainsChangedChannel, 'settings');
        },
        guards,
      ),
    ],
    jobs: [
      {
        name: 'domains.proofs',
        // Each due domain is asked once per run; a run cut off leaves the rest due for the next.
        run: ({ signal }) => custom.runDueChecks(signal),
        retry: { limit: 0, delaySeconds: 60, backoff: false },
        expireInSeconds: 10 * 60,
      },
    ],
    lifecycle: {
      async start() {
        unsubscribe.push(deps.bus.subscribe(domainsChangedChannel, () => void domains.refresh()));
        unsubscribe.push(deps.bus.subscribe(customDomainsChangedChannel, () => void hosts.reload()));
        await domains.refresh();
        await hosts.reload();
      },
      stop: () => {
        for (const stop of unsubscribe.splice(0)) stop();
      },
    },
  };
}

declare module '../../platform/wiring/module' {
  interface Services {
    domains: DomainsApi;
  }
  interface AppEvents {
    /** A custom domain's proof was found (a check or "Verify now"), after its commit. */
    'domain.verified': { workspaceId: string; domain: WebhookData<'domain.verified'> };
    /** A verified custom domain lost its proof, after its commit. */
    'domain.lost': { workspaceId: string; domain: WebhookData<'domain.lost'> };
  }
}

export const domainsModule = defineModule({
  name: 'domains',
  needs: ['admin', 'billing', 'linkStore', 'notifications'],
  provides: ['domains'],
  texts: domainsTextsId,
  create: ({ admin, billing, linkStore, notifications }, { config, db, dns, bus, events, logger, now }) =>
    createDomainsModule({
      publicUrl: config.publicUrl,
      listenHost: config.host,
      settings: admin.settings,
      db,
      dns,
      publicIps: config.publicIps,
      bus,
      logger,
      customDomainLimit: async (userId) =>
        (await billing.subscriptions.entitlementsOf(userId)).entitlements.maxCustomDomains,
      links: linkStore,
      // A domain's notices reach its workspace's members who take them.
      notify: (workspaceId, message) => notifications.notifyWorkspace(workspaceId, message),
      events,
      now,
    }),
});
