import { probeAnswerMaxAgeMinutes, type Probe } from '../../../../shared/checks';

// What the probe list says about each probe, and the command that runs one.

/**
 * Whether a probe is heard from: `never` before its first round, `stale` once it has been silent
 * longer than its answers count (probeAnswerMaxAgeMinutes), so its resolvers read as unknown.
 */
export function probeHealth(probe: Pick<Probe, 'last_seen_at'>, now: number): 'never' | 'recent' | 'stale' {
  if (probe.last_seen_at === null) return 'never';
  const seen = Date.parse(probe.last_seen_at);
  if (Number.isNaN(seen)) return 'never';
  return now - seen > probeAnswerMaxAgeMinutes * 60_000 ? 'stale' : 'recent';
}

/** The names a probe serves that are no longer filtering resolvers in the saved settings. */
export function unknownResolvers(probe: Pick<Probe, 'resolvers'>, configured: readonly string[]): string[] {
  return probe.resolvers.filter((name) => !configured.includes(name));
}

/** Probe names by the resolver they serve (a resolver may be served by more than one). */
export function probesByResolver(
  probes: readonly Pick<Probe, 'name' | 'resolvers'>[],
): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const probe of probes) {
    for (const resolver of probe.resolvers) map.set(resolver, [...(map.get(resolver) ?? []), probe.name]);
  }
  return map;
}

/** `npm run cli -- probe` as src/server/cli.ts takes it, for this server (its origin) and token. */
export function probeCommand(server: string, token: string): string {
  return `npm run cli -- probe --server ${server} --token ${token}`;
}

/**
 * Whether the probe would refuse this server address: it sends its token only over https://, or
 * over http:// to localhost, 127.0.0.1 or [::1] (parseProbeArgs in src/server/probe.ts).
 */
export function needsHttps(server: string): boolean {
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return true;
  }
  if (url.protocol === 'https:') return false;
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
}
