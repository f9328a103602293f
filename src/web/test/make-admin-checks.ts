import type { BlockSettings, Probe } from '../../shared/checks';

// The admin's domain check settings and remote probes as the API answers them
// (src/shared/checks.ts), for component tests only.

let sequence = 0;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Nawala's two resolvers and an ISP's over TCP, with the documented signatures. */
export function makeBlockSettings(overrides: Partial<BlockSettings> = {}): BlockSettings {
  return {
    resolvers: [
      { name: 'Nawala', address: '180.131.144.144', protocol: 'udp' },
      { name: 'Telkom', address: '203.0.113.53:5353', protocol: 'tcp' },
    ],
    signatures: {
      block_ips: ['36.86.63.185'],
      block_cnames: ['internetpositif.id', 'trustpositif.komdigi.go.id'],
      ede_codes: [15, 16, 17],
    },
    ...overrides,
  };
}

/** A probe that asks Telkom and was heard from 2 minutes ago. */
export function makeProbe(overrides: Partial<Probe> = {}): Probe {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Probe ${sequence}`,
    resolvers: ['Telkom'],
    created_at: minutesAgo(3 * 24 * 60),
    last_seen_at: minutesAgo(2),
    ...overrides,
  };
}

/** A token as POST /api/admin/probes answers one: "rkp_" and 64 hex digits. */
export function makeProbeToken(): string {
  sequence += 1;
  return `rkp_${sequence.toString(16).padStart(64, 'c')}`;
}
