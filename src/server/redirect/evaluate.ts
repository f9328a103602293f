import { mergeQuery, type CachedLink } from '../modules/links';

// Step 4: which destination a visit gets. Geo rules, device rules and the rotator join here, in
// that order, as they land; today every visit gets the main destination.
export function evaluate(link: CachedLink, incomingQuery: string): string {
  return link.forwardQuery ? mergeQuery(link.destinationUrl, incomingQuery) : link.destinationUrl;
}
