import { displayHostname } from '../../../../shared/domains';
import { isUniqueViolation } from '../../../db/errors';
import { notFound } from '../../../platform/http/app-error';
import type { NotifyMessage } from '../../notifications';
import { claimedReason, type CustomDomainsDeps } from './custom-domain-parts';
import type { CustomDomainRow } from './custom-domains.repo';
import { domainNotices } from './notice-texts';
import { checkProof } from './proof';
import { afterCheck, type ProofChange, type ProofResult } from './proof-schedule';

// A domain's proof, on "Verify now" (POST /api/domains/:id/verify) and in the background
// (domains.proofs, every minute): the TXT record asked afresh, what it changed stored, the owner
// told, and every process's host table when what is verified changed.

const recheckBatch = 100;
const failedCheckRetryMs = 60 * 60_000;

/** Runs a proof and stores what it changed; tells the owner and every process what they need to know. */
export async function prove(
  deps: CustomDomainsDeps,
  row: CustomDomainRow,
  manual: boolean,
): Promise<CustomDomainRow> {
  const now = deps.now();
  let result: ProofResult = await checkProof(deps.dns, row.hostname, row.token);
  if (
    result.kind === 'proven' &&
    row.status !== 'verified' &&
    (await deps.repo.verifiedElsewhere(row.hostname, row.workspaceId))
  )
    result = { kind: 'claimed', reason: claimedReason };
  const store = (change: ProofChange) =>
    deps.repo.update(row.workspaceId, row.id, {
      status: change.status,
      nextCheckAt: change.nextCheckAt,
      txtMissingSince: change.txtMissingSince,
      lastError: change.lastError,
      checkedAt: now,
      ...(change.verifiedNow ? { verifiedAt: now } : {}),
    });
  let change: ProofChange = afterCheck(row, result, now, manual);
  let updated: CustomDomainRow | null;
  try {
    updated = await store(change);
  } catch (error) {
    // Another account proved it between the question and the write: the first keeps it.
    if (!isUniqueViolation(error)) throw error;
    change = afterCheck(row, { kind: 'claimed', reason: claimedReason }, now, manual);
    updated = await store(change);
  }
  if (!updated) throw notFound('Domain');
  if (row.status !== updated.status && (row.status === 'verified' || updated.status === 'verified')) {
    await deps.changed();
    await deps.events.emit(updated.status === 'verified' ? 'domain.verified' : 'domain.lost', {
      workspaceId: row.workspaceId,
      domain: {
        id: updated.id,
        hostname: displayHostname(updated.hostname),
        status: updated.status,
        verified_at: updated.verifiedAt?.toISOString() ?? null,
        last_error: updated.lastError,
      },
    });
  }
  if (change.notify) await deps.notify(row.workspaceId, notice(change.notify, updated));
  return updated;
}

/**
 * The background check: every domain whose time has come, a batch at a time. A domain whose
 * check fails is put off for an hour so that it cannot hold up the others (it would stay first
 * in line), and the run fails at the end, naming how many, for the job's log.
 */
export async function runDueChecks(deps: CustomDomainsDeps, signal?: AbortSignal): Promise<number> {
  let checked = 0;
  const failures: unknown[] = [];
  for (;;) {
    const due = await deps.repo.due(deps.now(), recheckBatch);
    for (const row of due) {
      if (signal?.aborted) return checked;
      try {
        await prove(deps, row, false);
        checked += 1;
      } catch (error) {
        failures.push(error);
        await deps.repo.update(row.workspaceId, row.id, {
          nextCheckAt: new Date(deps.now().getTime() + failedCheckRetryMs),
        });
      }
    }
    if (due.length < recheckBatch) break;
  }
  if (failures.length > 0)
    throw new AggregateError(
      failures,
      `${failures.length} custom domain check(s) failed; each is retried in an hour`,
    );
  return checked;
}

function notice(kind: NonNullable<ProofChange['notify']>, row: CustomDomainRow): NotifyMessage {
  const name = displayHostname(row.hostname);
  switch (kind) {
    case 'verified':
      return ({ language }) => ({
        type: 'domain_verified',
        ...domainNotices.verified(language, name),
        link: '/domains',
      });
    case 'expired':
      return ({ language }) => ({
        type: 'domain_failed',
        ...domainNotices.expired(language, name),
        link: '/domains',
      });
    case 'lost':
      return ({ language }) => ({
        type: 'domain_failed',
        ...domainNotices.lost(language, name),
        link: '/domains',
      });
    default:
      return unknownNotice(kind);
  }
}

function unknownNotice(kind: never): never {
  throw new Error(`Unknown domain notice ${String(kind)}`);
}
