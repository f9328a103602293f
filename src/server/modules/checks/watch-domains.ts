import { parseWatchedLine, type WatchedDomain } from '../../../shared/checks';
import { displayHostname } from '../../../shared/domains';
import { isFailing } from '../../../shared/targeting';
import { AppError, conflict, notFound, validationFailed } from '../../platform/http/app-error';
import { heldState } from './announcement';
import { announcedOf, owned, view, type ChecksServiceDeps } from './check-parts';

// POST /api/checks - watch the domains of a pasted list, all or none, within the plan's number;
// DELETE /api/checks/:id - stop watching one (its rotator destinations go back into rotation).

/**
 * Adds every line's domain, or none: each bad line is named (fields["hostnames.<line>"]) with its
 * reason alone, since the field names the line, and the page words "Line 3:" in its own language
 * (a reason never starts with a host name: the page starts a field's text with a capital).
 * A name the account watches already is a bad line too, so that the other lines can be sent again.
 */
export async function watchDomains(
  deps: ChecksServiceDeps,
  userId: string,
  text: string,
): Promise<WatchedDomain[]> {
  const { repo } = deps;
  const problems: Record<string, string> = {};
  const lineOf = new Map<string, number>();
  text.split(/\r?\n/).forEach((line, index) => {
    const parsed = parseWatchedLine(line);
    if (parsed === null) return;
    const field = `hostnames.${index + 1}`;
    if ('problem' in parsed) problems[field] = parsed.problem;
    else if (lineOf.has(parsed.hostname)) {
      problems[field] = `Already on line ${lineOf.get(parsed.hostname)}.`;
    } else lineOf.set(parsed.hostname, index + 1);
  });
  const hostnames = [...lineOf.keys()];
  for (const hostname of await repo.watchedAmong(userId, hostnames)) {
    problems[`hostnames.${lineOf.get(hostname)}`] = `You already watch ${displayHostname(hostname)}.`;
  }
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  if (hostnames.length === 0) throw validationFailed({ hostnames: 'Enter at least one domain.' });
  const limits = await deps.limitsOf(userId);
  const result = await repo.addAll(userId, hostnames, limits.maxCheckDomains);
  if ('over' in result) {
    throw new AppError(
      403,
      'limit_reached',
      `Your plan watches at most ${limits.maxCheckDomains} domains; you watch ${result.over.used}.`,
      { hostnames: `At most ${Math.max(0, (limits.maxCheckDomains ?? 0) - result.over.used)} more.` },
    );
  }
  if ('duplicate' in result) {
    throw conflict(`You already watch ${displayHostname(result.duplicate)}.`, {
      hostnames: `${displayHostname(result.duplicate)} is already watched.`,
    });
  }
  const custom = new Set(await deps.customDomainsOf(userId));
  return result.added.map((domain) => view(domain, null, false, custom));
}

export async function unwatchDomain(deps: ChecksServiceDeps, userId: string, id: string): Promise<void> {
  const { domain } = await owned(deps, userId, id);
  if (!(await deps.repo.remove(userId, id))) throw notFound('Watched domain');
  // Only watched domains pause rotator destinations: this one's go back into rotation.
  if (!isFailing(heldState(announcedOf(domain)))) return;
  await deps.pauseRotatorEntries(userId, domain.hostname, false).catch((error: unknown) => {
    deps.logger.error({ err: error, domain: domain.hostname }, 'rotator resume failed');
  });
}
