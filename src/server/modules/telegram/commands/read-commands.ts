import { domainToUnicode } from 'node:url';
import { linksPageSize } from '../../../../shared/links';
import type { Actor } from '../../../platform/http/principal';
import type { BotLanguage } from '../bot-texts';
import { findLink, linkLine, type CommandsDeps } from './command-parts';
import {
  domainsReply,
  linksPageReply,
  linksPerPage,
  statsReply,
  type DomainLine,
  type Reply,
} from './replies';

// The commands that read (a viewer may): /links a page at a time, /stats <code>, /domains. Each
// reads through the owning module's service, as the app's pages do.

export interface Reading {
  actor: Actor;
  language: BotLanguage;
}

export function createReadCommands(deps: CommandsDeps) {
  /**
   * A page of the workspace's links, newest first. The links list's pages are larger than the
   * bot's (50 and 10), and a multiple of them: a bot page is a slice of one list page. A page past
   * the end (links deleted since the button was made) shows the last.
   */
  async function links({ actor, language }: Reading, page: number): Promise<Reply> {
    const offset = (page - 1) * linksPerPage;
    const listPage = Math.floor(offset / linksPageSize) + 1;
    const list = await deps.links.list(actor, { page: listPage, tag_mode: 'any', all: false });
    const pages = Math.max(1, Math.ceil(list.total / linksPerPage));
    if (page > pages) return links({ actor, language }, pages);
    const start = offset - (listPage - 1) * list.page_size;
    return linksPageReply(language, await deps.brandName(), {
      items: list.items.slice(start, start + linksPerPage).map(linkLine),
      page,
      pages,
      total: list.total,
    });
  }

  async function stats({ actor, language }: Reading, argument: string): Promise<Reply> {
    const link = await findLink(deps, actor, language, 'stats', argument);
    if ('text' in link) return link;
    const clicks = await deps.linkClicks(actor, link.id);
    return statsReply(language, {
      link: link.link,
      ...clicks,
      allTime: link.click_count,
      timezone: actor.timezone,
    });
  }

  /** The watched domains (Check Domains) with their state, then the own domains not watched. */
  async function domains({ actor, language }: Reading): Promise<Reply> {
    const [watched, own] = await Promise.all([
      deps.watchedHosts(actor.workspaceId),
      deps.customDomainsOf(actor.workspaceId),
    ]);
    const seen = new Set(watched.map((host) => host.hostname));
    const lines: DomainLine[] = [
      ...watched.map((host) => ({
        hostname: domainToUnicode(host.hostname) || host.hostname,
        state: host.state,
        checkedAt: host.checked_at ? new Date(host.checked_at) : null,
      })),
      ...own
        .filter((hostname) => !seen.has(hostname))
        .sort()
        .map((hostname) => ({
          hostname: domainToUnicode(hostname) || hostname,
          state: undefined,
          checkedAt: null,
        })),
    ];
    return domainsReply(language, await deps.brandName(), lines, actor.timezone);
  }

  return { links, stats, domains };
}
