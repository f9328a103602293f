import { describe, expect, it } from 'vitest';
import type { CustomDomainRow, CustomDomainsRepo } from './custom-domains.repo';
import { createCustomDomainsService } from './custom-domains.service';
import type { HostTable } from './host-table';

// The background check over a table of due domains, with DNS that breaks for one of them.

const now = new Date('2026-11-24T08:00:00Z');

function row(hostname: string): CustomDomainRow {
  return {
    id: `id-${hostname}`,
    workspaceId: 'user-1',
    hostname,
    token: 'token',
    status: 'pending',
    rootUrl: null,
    notFoundUrl: null,
    expiredUrl: null,
    lastError: null,
    checkedAt: null,
    nextCheckAt: new Date(now.getTime() - 60_000),
    verifiedAt: null,
    txtMissingSince: null,
    createdAt: new Date(now.getTime() - 10 * 60_000),
  };
}

function serviceOver(rows: CustomDomainRow[], brokenHost: string) {
  const table = new Map(rows.map((item) => [item.id, { ...item }]));
  const repo = {
    due: async (at: Date) =>
      [...table.values()].filter((item) => item.nextCheckAt !== null && item.nextCheckAt <= at),
    update: async (_userId: string, id: string, change: Partial<CustomDomainRow>) => {
      const updated = { ...table.get(id)!, ...change };
      table.set(id, updated);
      return updated;
    },
    verifiedElsewhere: async () => false,
  } as unknown as CustomDomainsRepo;
  const announced: { name: string; payload: unknown }[] = [];
  const service = createCustomDomainsService({
    repo,
    dns: {
      txt: async (name) => {
        if (name.endsWith(brokenHost)) throw new Error('resolver crashed');
        return name === '_ringkas.good.example' ? ['ringkas-verify=token'] : [];
      },
    },
    hosts: {} as HostTable,
    ownHosts: async () => [],
    limitOf: async () => null,
    linksOn: async () => 0,
    moveLinks: async () => 0,
    domainsOf: async () => [],
    notify: async () => undefined,
    changed: async () => undefined,
    events: {
      emit: async (name, payload) => void announced.push({ name, payload }),
    },
    routing: { hostname: 'localhost', ips: [] },
    now: () => now,
  });
  return { service, table, announced };
}

describe('the background check of custom domains', () => {
  it('checks the others when one fails, puts that one off for an hour, and fails the run naming it', async () => {
    const { service, table, announced } = serviceOver(
      [row('broken.example'), row('good.example'), row('missing.example')],
      'broken.example',
    );
    await expect(service.runDueChecks()).rejects.toThrow('1 custom domain check(s) failed');
    expect(table.get('id-good.example')).toMatchObject({ status: 'verified' });
    // The domain verified is announced (outgoing webhooks hear it); the others changed nothing.
    expect(announced).toEqual([
      {
        name: 'domain.verified',
        payload: {
          workspaceId: 'user-1',
          domain: {
            id: 'id-good.example',
            hostname: 'good.example',
            status: 'verified',
            verified_at: now.toISOString(),
            last_error: null,
          },
        },
      },
    ]);
    expect(table.get('id-missing.example')).toMatchObject({
      status: 'pending',
      lastError: 'No TXT record found at _ringkas.missing.example.',
    });
    expect(table.get('id-broken.example')?.nextCheckAt).toEqual(new Date(now.getTime() + 60 * 60_000));
    // Nothing is due any more: the next run checks nothing and succeeds.
    await expect(service.runDueChecks()).resolves.toBe(0);
  });
});
