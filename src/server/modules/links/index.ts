export { createLinksRepo, type LinksRepo } from './links.repo';
export { createLinksService, type LinksService, type ShortDomains } from './links.service';
export { createLinkCache, linkChangedChannel, type CachedLink, type LinkCache } from './link-cache';
export { createShortDomains } from './short-domains';
export { linksRoutes, linkPreviewRoutes } from './links.routes';
export { mergeQuery } from './destination';
