import type { CheckState } from '../../../shared/checks';
import { displayHostname } from '../../../shared/domains';
import type { Language } from '../../platform/text/i18n';
import type { NotifyMessage } from '../notifications';
import { afterCheck, heldState } from './announcement';
import { announcedOf, type ChecksServiceDeps } from './check-parts';
import type { CheckRow, WatchedRow } from './checks.repo';
import type { CheckOutcome } from './domain-checker';
import { checksTexts } from './notice-texts';

// One leased domain's check ("Check now" and the checks.due job): the check run and stored, the
// owner told of a confirmed change (and it announced: outgoing webhooks hear it), and the rotator
// destinations on the domain paused or resumed.

/** Runs one leased domain's check, stores it, announces a confirmed change. Never throws. */
export async function checkLeased(deps: ChecksServiceDeps, domain: WatchedRow): Promise<CheckRow | null> {
  let outcome: CheckOutcome;
  try {
    outcome = await deps.check(domain.hostname);
  } catch (error) {
    deps.logger.error({ err: error, domain: domain.hostname }, 'domain check failed');
    await deps.repo.release(domain.id).catch(() => undefined);
    return null;
  }
  const current = announcedOf(domain);
  const { next, announce } = afterCheck(current, outcome.state);
  const at = deps.now();
  const row = await deps.repo.record(domain.id, at, outcome, next);
  const shown = displayHostname(domain.hostname);
  const tell = (message: NotifyMessage) =>
    deps.notify(domain.workspaceId, message).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'check notification failed');
    });
  if (announce) {
    await tell(({ language }) => announcement(language, shown, announce.to, outcome));
    await deps.events.emit('check.state_changed', {
      workspaceId: domain.workspaceId,
      change: { domain: shown, from: announce.from, to: announce.to, checked_at: at.toISOString() },
    });
  }
  const held = heldState(next);
  if (held !== heldState(current) && held !== null) await failover(deps, domain, held, shown, tell);
  return row;
}

/**
 * A down or blocked domain takes the owner's rotator destinations on it out of rotation; a
 * recovery puts them back. Only a confirmed state moves them, so one bad check does not shift
 * traffic, except before any is confirmed: a domain down at its first check is down
 * (announcement.ts heldState).
 */
async function failover(
  deps: ChecksServiceDeps,
  domain: WatchedRow,
  state: CheckState,
  shown: string,
  tell: (message: NotifyMessage) => Promise<unknown>,
): Promise<void> {
  const paused = state === 'down' || state === 'blocked';
  let changed: number;
  try {
    changed = await deps.pauseRotatorEntries(domain.workspaceId, domain.hostname, paused);
  } catch (error) {
    deps.logger.error({ err: error, domain: domain.hostname }, 'rotator failover failed');
    return;
  }
  if (changed === 0) return;
  await tell(({ language }) => ({
    type: paused ? 'rotator_paused' : 'rotator_resumed',
    link: '/cloaking',
    ...(paused
      ? checksTexts(language).rotatorPaused(shown, changed, state)
      : checksTexts(language).rotatorResumed(shown, changed)),
  }));
}

function announcement(language: Language, domain: string, state: CheckState, outcome: CheckOutcome) {
  const base = { type: `domain_${state}`, link: '/check-domains' };
  const texts = checksTexts(language);
  const reasons = outcome.reasons.map(texts.reason).join('\n');
  switch (state) {
    case 'blocked': {
      const by = outcome.blocking.filter((result) => result.verdict === 'blocked');
      return {
        ...base,
        title: texts.blocked(domain, by.map((result) => result.resolver).join(', ')),
        body: by.map((result) => `${result.resolver}: ${texts.evidence(result.evidence)}`).join('\n'),
      };
    }
    case 'down':
      return { ...base, title: texts.down(domain), body: reasons };
    case 'expiring':
      return { ...base, title: texts.expiring(domain, outcome.certificate_days_left ?? 0), body: reasons };
    default:
      return { ...base, title: texts.up(domain), body: reasons };
  }
}
