import { chooseDestination as choose, mergeQuery, type CachedLink, type Outcome } from '../modules/links';
import type { Visitor } from './visitor';

// Step 4: which destination a visit gets. The links module's targeting decides (geo rules, device
// rules, rotator, fallback, main: targeting/evaluate.ts); the visitor's query string is forwarded
// when the link says so.

export function evaluate(link: CachedLink, visitor: Visitor): Outcome {
  return choose(link, visitor, visitor.at);
}

export function destinationOf(link: CachedLink, outcome: Outcome, incomingQuery: string): string {
  return link.forwardQuery ? mergeQuery(outcome.url, incomingQuery) : outcome.url;
}
