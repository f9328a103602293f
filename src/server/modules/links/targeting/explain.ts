import {
  fallbackReach,
  featureNames,
  ruleNumberOf,
  type Condition,
  type Targeting,
} from '../../../../shared/targeting';
import { targetBrowserOf, targetSystemOf, type TargetedLink, type VisitorTraits } from './evaluate';
import type { Outcome } from './prepare';

// "Test a visit"'s why, in words, for the Outcome evaluate() gave: which rule matched and on what,
// or why the main destination answered.

export interface Explained {
  /** The link as the redirect's cache holds it (targeting prepared for the owner's plan). */
  link: TargetedLink;
  /** The targeting as stored: rule conditions and rotator weights in the owner's order. */
  stored: Targeting | null;
  visitor: VisitorTraits;
  now: number;
}

/** "the visitor's country is ID", "the visitor's country ID is one of ID, MY": a sentence per condition. */
function conditionMet(condition: Condition, visitor: VisitorTraits): string {
  switch (condition.type) {
    case 'country': {
      const [values, value] = [condition.countries, visitor.country ?? ''];
      return values.length === 1
        ? `the visitor's country is ${values[0]}`
        : `the visitor's country ${value} is one of ${values.join(', ')}`;
    }
    case 'device': {
      const [values, value] = [condition.devices, visitor.device];
      return values.length === 1
        ? `the visitor's device is ${values[0]}`
        : `the visitor's device ${value} is one of ${values.join(', ')}`;
    }
    case 'os': {
      const [values, value] = [condition.systems, targetSystemOf(visitor.os) ?? ''];
      return values.length === 1
        ? `the visitor's operating system is ${values[0]}`
        : `the visitor's operating system ${value} is one of ${values.join(', ')}`;
    }
    case 'language': {
      const [values, value] = [condition.languages, visitor.language ?? ''];
      return values.length === 1
        ? `the visitor's language is ${values[0]}`
        : `the visitor's language ${value} is one of ${values.join(', ')}`;
    }
    case 'browser': {
      const [values, value] = [condition.browsers, targetBrowserOf(visitor.browser) ?? ''];
      return values.length === 1
        ? `the visitor's browser is ${values[0]}`
        : `the visitor's browser ${value} is one of ${values.join(', ')}`;
    }
    case 'query': {
      if (condition.match === 'present') return `the address has the parameter ${condition.name}`;
      const value =
        visitor.params.getAll(condition.name).find((given) => condition.values.includes(given)) ?? '';
      return condition.values.length === 1
        ? `the parameter ${condition.name} is ${value}`
        : `the parameter ${condition.name} has the value ${value}, one of ${condition.values.join(', ')}`;
    }
    case 'ip':
      return `the visitor's address ${visitor.ip} is in ${condition.ranges.join(', ')}`;
    case 'date':
      if (condition.from === null) return `the visit is before ${condition.to}`;
      if (condition.to === null) return `the visit is at or after ${condition.from}`;
      return `the visit is between ${condition.from} and ${condition.to}`;
    case 'schedule':
      return `the visit falls on ${condition.days.join(', ')} between ${condition.from} and ${condition.to} (${condition.timezone})`;
    default:
      return unknownCondition(condition);
  }
}

function unknownCondition(condition: never): never {
  throw new Error(`Unknown targeting condition ${JSON.stringify(condition)}`);
}

export function explain(outcome: Outcome, { link, stored, visitor, now }: Explained): string {
  const prepared = link.targeting;
  const choice = outcome.choice;
  switch (choice.kind) {
    case 'rule': {
      // Numbered as the editor and the Destinations breakdown number it (shared/targeting.ts).
      const rule = stored?.rules.find((candidate) => candidate.id === choice.id);
      const number = stored && ruleNumberOf(stored.rules, choice.id);
      if (!rule || !number) return 'A rule matched.';
      return `Rule ${number} matched: ${conditionMet(rule.condition, visitor)}.`;
    }
    case 'fallback':
      return 'No rule matched and no rotator destination answers: the fallback URL.';
    case 'rotator': {
      const entries = stored?.rotator ?? [];
      const index = entries.findIndex((entry) => entry.id === choice.id);
      const total = prepared?.rotator?.total ?? 0;
      const weight = entries[index]?.weight ?? 0;
      // "Destination N", as the editor numbers the rotator's destinations (all of them, paused too).
      return `The rotator picked Destination ${index + 1} of ${entries.length} (weight ${weight} of ${total}): a visitor's pick stays the same all day.`;
    }
    case 'main':
      return whyMain({ link, stored, now });
    default:
      return unknownChoice(choice);
  }
}

function unknownChoice(choice: never): never {
  throw new Error(`Unknown choice ${JSON.stringify(choice)}`);
}

function whyMain({ link, stored, now }: Omit<Explained, 'visitor'>): string {
  const prepared = link.targeting;
  if (stored === null) return 'This link has no targeting: the main destination.';
  if (link.targetingUntil !== null && now >= link.targetingUntil)
    return "Targeting is not applied: the owner's subscription has ended.";
  const applied =
    prepared !== null &&
    (prepared.geo.length > 0 ||
      prepared.other.length > 0 ||
      prepared.rotator !== null ||
      prepared.fallback !== null);
  if (!applied && prepared !== null && prepared.notApplied.length > 0)
    return "Targeting is not applied: the owner's plan does not include it.";
  const rotatorPaused =
    stored.rotator.length > 0 &&
    stored.rotator.every((entry) => entry.paused || entry.paused_by_check) &&
    !(prepared?.notApplied ?? []).includes(featureNames.autoRotator);
  if (rotatorPaused) return 'No rule matched and every rotator destination is paused: the main destination.';
  const lacks = (feature: string) => (prepared?.notApplied ?? []).includes(feature);
  const fallback = fallbackReach(stored, {
    cloakingCountry: !lacks(featureNames.cloakingCountry),
    autoRotator: !lacks(featureNames.autoRotator),
    fallbackUrl: !lacks(featureNames.fallbackUrl),
  });
  if (fallback === 'no_country_rules')
    return 'No rule matched: the main destination (the fallback URL applies only to links with country rules).';
  return 'No rule matched: the main destination.';
}
