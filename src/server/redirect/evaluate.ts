import { mergeQuery, type CachedLink } from '../modules/links';
import type { Visitor } from './visitor';

// Step 4: which destination a visit gets. Geo rules, device rules and the rotator join here, in
// that order, reading the visitor as they need it; today every visit gets the main destination.
export function evaluate(link: CachedLink, _visitor: Visitor, incomingQuery: string): string {
  return link.forwardQuery ? mergeQuery(link.destinationUrl, incomingQuery) : link.destinationUrl;
}
