import { createHash, randomBytes } from 'node:crypto';
import {
  probeHostnamesPerRound,
  type CreateProbe,
  type Probe,
  type ProbeAnswer,
  type ProbeWork,
} from '../../../shared/checks';
import { notFound, unauthorized, validationFailed } from '../../platform/http/app-error';
import type { BlockSettingsStore } from './block-settings';
import type { ProbeRow, ProbesRepo } from './probes.repo';

// Remote probes: the admin names which filtering resolvers a probe asks and gets its token once;
// the probe, holding only that token, fetches its work and reports answers. The token is a bearer
// secret of 256 random bits: only its SHA-256 is kept, and a request is matched to its probe by
// looking that hash up (a unique index), so no token is ever compared character by character.

const tokenPrefix = 'rkp_';
/** How long a probe waits between rounds. */
const intervalSeconds = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function view(row: ProbeRow): Probe {
  return {
    id: row.id,
    name: row.name,
    resolvers: row.resolvers,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
  };
}

export function createProbesService(deps: {
  repo: ProbesRepo;
  blockSettings: BlockSettingsStore;
  now: () => Date;
}) {
  const { repo } = deps;

  return {
    async list(): Promise<{ probes: Probe[] }> {
      return { probes: (await repo.list()).map(view) };
    },

    /** Each resolver must be one of the admin's filtering resolvers, named once. */
    async create(input: CreateProbe): Promise<{ probe: Probe; token: string }> {
      const configured = new Set((await deps.blockSettings.get()).resolvers.map((resolver) => resolver.name));
      const problems: Record<string, string> = {};
      input.resolvers.forEach((name, index) => {
        if (!configured.has(name)) {
          problems[`resolvers.${index}`] =
            `${name} is not one of the filtering resolvers in the check settings.`;
        } else if (input.resolvers.indexOf(name) !== index) {
          problems[`resolvers.${index}`] = `${name} is listed twice.`;
        }
      });
      if (Object.keys(problems).length > 0) throw validationFailed(problems);
      const token = `${tokenPrefix}${randomBytes(32).toString('hex')}`;
      const row = await repo.create({
        name: input.name,
        resolvers: input.resolvers,
        tokenHash: hashOf(token),
      });
      return { probe: view(row), token };
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.remove(id))) throw notFound('Probe');
    },

    /** The probe an `Authorization: Bearer <token>` header names; 401 when none does. */
    async authenticate(header: string | undefined): Promise<ProbeRow> {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
      if (!token) throw unauthorized("Send the probe's token: Authorization: Bearer rkp_...");
      const probe = token.startsWith(tokenPrefix) ? await repo.byTokenHash(hashOf(token)) : null;
      if (!probe) throw unauthorized('This probe token is unknown, or its probe was deleted.');
      return probe;
    },

    /** A round's work: the resolvers it asks (as the settings have them now) and every watched name. */
    async work(probe: ProbeRow): Promise<ProbeWork> {
      const [settings, hostnames] = await Promise.all([
        deps.blockSettings.get(),
        repo.hostnames(probeHostnamesPerRound),
        repo.touch(probe.id, deps.now()),
      ]);
      return {
        resolvers: settings.resolvers.filter((resolver) => probe.resolvers.includes(resolver.name)),
        hostnames,
        interval_seconds: intervalSeconds,
      };
    },

    /**
     * Stores a probe's answers, stamped with the server's clock (a probe's clock may be wrong).
     * An answer for a resolver the probe does not serve is refused, naming it; one (hostname,
     * resolver) sent twice counts once, the later one.
     */
    async report(probe: ProbeRow, answers: ProbeAnswer[]): Promise<void> {
      const served = new Set(probe.resolvers);
      const problems: Record<string, string> = {};
      answers.forEach((answer, index) => {
        // The first few name the mistake well enough; a whole chunk of them would be a huge answer.
        if (!served.has(answer.resolver) && Object.keys(problems).length < 20) {
          problems[`answers.${index}.resolver`] = `This probe does not ask ${answer.resolver}.`;
        }
      });
      if (Object.keys(problems).length > 0) throw validationFailed(problems);
      const latest = new Map(answers.map((answer) => [`${answer.hostname}\n${answer.resolver}`, answer]));
      await repo.saveAnswers(probe.id, deps.now(), [...latest.values()]);
    },
  };
}

export type ProbesService = ReturnType<typeof createProbesService>;
