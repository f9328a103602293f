import type { Link } from '../../../../shared/links';
import { linksPageSize } from '../../../../shared/links';
import type { Plan } from '../../../../shared/plans';
import {
  emptyTargeting,
  type LinkTargeting,
  type TargetedLinkList,
  type TargetedLinkSummary,
  type Targeting,
  type TestVisitResult,
  type WatchedHost,
} from '../../../../shared/targeting';
import { notFound, validationFailed } from '../../../platform/http/app-error';
import type { Actor } from '../../../platform/http/principal';
import { cacheKey, type CachedLink, type LinkCache } from '../link-cache';
import { loopProblem } from '../destination';
import type { LinkRow, LinksRepo } from '../links.repo';
import type { TargetingAccess } from '../links.service';
import { featureNotIncluded, firstMissingFeature } from './entitlements';
import { evaluate } from './evaluate';
import { explain } from './explain';
import { prepareTargeting } from './prepare';
import { duplicateIds, toStoredTargeting, withCheckPauses, type ParsedTargetingInput } from './stored';
import { testVisitor, type TestVisitInput } from './test-visitor';

// A link's targeting through the API: read, replace (checked against the owner's plan and our own
// hosts), "Test a visit" with the redirect's own evaluate(), /cloaking's list, and the domain
// checks' pauses of rotator entries.

export interface TargetingServiceDeps {
  links: LinksRepo;
  cache: LinkCache;
  ownHosts: () => Promise<string[]>;
  targetingAccessOf: (userId: string) => Promise<TargetingAccess>;
  /** The plans on sale, to name those that include a feature a plan lacks. */
  plans: () => Promise<Plan[]>;
  /** The owner's domains on Check Domains, in the state rotator destinations follow. */
  watchedHosts: (userId: string) => Promise<WatchedHost[]>;
  now: () => Date;
  /** The link when the actor owns it; 404 otherwise (links.service.ts). */
  owned: (actor: Actor, id: string) => Promise<LinkRow>;
  toLinks: (rows: LinkRow[]) => Promise<Link[]>;
  /** The link as the redirect's cache holds it (loading it there when it is not). */
  resolve: (domain: string, code: string) => Promise<CachedLink | null>;
}

function notApplied(targeting: Targeting | null, access: TargetingAccess): string[] {
  return [...(prepareTargeting(targeting, access.entitlements)?.notApplied ?? [])];
}

/** Every URL of the targeting that would loop back here, by field. */
function loopProblems(targeting: ParsedTargetingInput, ownHosts: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const check = (url: string, field: string) => {
    const problem = loopProblem(url, ownHosts);
    if (problem) fields[field] = problem;
  };
  targeting.rules.forEach((rule, index) => check(rule.destination_url, `rules.${index}.destination_url`));
  if (targeting.fallback_url !== null) check(targeting.fallback_url, 'fallback_url');
  targeting.rotator.forEach((entry, index) =>
    check(entry.destination_url, `rotator.${index}.destination_url`),
  );
  return fields;
}

export function createTargetingService(deps: TargetingServiceDeps) {
  function answer(row: LinkRow, access: TargetingAccess, watched: WatchedHost[]): LinkTargeting {
    return {
      link_id: row.id,
      targeting: row.targeting ?? emptyTargeting,
      not_applied: notApplied(row.targeting, access),
      watched_domains: watched,
    };
  }

  function summary(row: LinkRow, link: Link, access: TargetingAccess): TargetedLinkSummary {
    const targeting = row.targeting ?? emptyTargeting;
    const countries = new Set(
      targeting.rules.flatMap((rule) => (rule.condition.type === 'country' ? rule.condition.countries : [])),
    );
    return {
      link,
      rules: targeting.rules.length,
      countries: [...countries],
      rotator: targeting.rotator.length,
      fallback: targeting.fallback_url !== null,
      not_applied: notApplied(row.targeting, access),
    };
  }

  return {
    async getTargeting(actor: Actor, id: string): Promise<LinkTargeting> {
      const row = await deps.owned(actor, id);
      const [access, watched] = await Promise.all([
        deps.targetingAccessOf(row.workspaceId),
        deps.watchedHosts(row.workspaceId),
      ]);
      return answer(row, access, watched);
    },

    /** Replaces the link's targeting; an empty one (no rules, rotator or fallback) removes it. */
    async putTargeting(actor: Actor, id: string, input: ParsedTargetingInput): Promise<LinkTargeting> {
      const row = await deps.owned(actor, id);
      const fields = { ...duplicateIds(input), ...loopProblems(input, await deps.ownHosts()) };
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      const targeting = toStoredTargeting(input);
      const access = await deps.targetingAccessOf(row.workspaceId);
      const missing = targeting === null ? null : firstMissingFeature(targeting, access.entitlements);
      if (missing) throw featureNotIncluded(missing, await deps.plans());

      // Each rotator destination paused or not as its watched domain stands now, not only from its
      // next change of state: one added while its domain is down must get no visit.
      const watched = await deps.watchedHosts(row.workspaceId);
      let updated = await deps.links.changeTargeting(row.id, () => withCheckPauses(targeting, watched));
      if (!updated) throw notFound('Link');
      // A check that changed a domain's state meanwhile paused (or resumed) the rows it read before
      // this one was written: asked again, this save follows it too.
      const after = await deps.watchedHosts(row.workspaceId);
      if (withCheckPauses(updated.targeting, after) !== updated.targeting) {
        updated =
          (await deps.links.changeTargeting(row.id, (current) => withCheckPauses(current, after))) ?? updated;
      }
      await deps.cache.invalidate([cacheKey(updated.domain, updated.shortUrl)]);
      return answer(updated, access, after);
    },

    /** Where a visitor like `input` would go at its time (else now), and why: the redirect's evaluate(). */
    async testVisit(actor: Actor, id: string, input: TestVisitInput): Promise<TestVisitResult> {
      const row = await deps.owned(actor, id);
      const link = await deps.resolve(row.domain, row.shortUrl);
      if (!link) throw notFound('Link');
      const now = input.at === null ? deps.now().getTime() : Date.parse(input.at);
      const { traits, shown } = testVisitor(input, now);
      const outcome = evaluate(link, traits, now);
      return {
        destination_url: outcome.url,
        choice: outcome.choice,
        reason: explain(outcome, { link, stored: row.targeting, visitor: traits, now }),
        visitor: shown,
        not_applied: [...(link.targeting?.notApplied ?? [])],
      };
    },

    /** The actor's links that have targeting, newest first (/cloaking). */
    async listTargeted(actor: Actor, page: number): Promise<TargetedLinkList> {
      const [{ items, total }, access] = await Promise.all([
        deps.links.listTargeted({
          userId: actor.workspaceId,
          limit: linksPageSize,
          offset: (page - 1) * linksPageSize,
        }),
        deps.targetingAccessOf(actor.workspaceId),
      ]);
      const links = await deps.toLinks(items);
      return {
        items: items.map((row, index) => summary(row, links[index]!, access)),
        total,
        page,
        page_size: linksPageSize,
      };
    },
  };
}

export type TargetingService = ReturnType<typeof createTargetingService>;
