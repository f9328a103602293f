import { describe, expect, it } from 'vitest';
import type { JobSpec } from '../platform/wiring/job-spec';
import { scheduledJobs } from './registry';

const offered = (name: string, cron?: string): JobSpec => ({ name, cron, run: async () => null });

describe('scheduledJobs', () => {
  it('gives each offered job its schedule from the table, whatever the module set', () => {
    const [
      retention,
      checks,
      proofs,
      poll,
      deliver,
      announce,
      lifecycle,
      reconcile,
      imports,
      bulk,
      mail,
      hooks,
      prune,
    ] = scheduledJobs([
      offered('analytics.retention', '* * * * *'),
      offered('checks.due', '0 0 * * *'),
      offered('domains.proofs', '0 0 * * *'),
      offered('telegram.poll'),
      offered('telegram.deliver'),
      offered('telegram.announce', '* * * * *'),
      offered('billing.lifecycle'),
      offered('billing.reconcile'),
      offered('links.import', '* * * * *'),
      offered('links.bulk', '* * * * *'),
      offered('mail.send', '* * * * *'),
      offered('webhooks.deliver'),
      offered('webhooks.prune', '* * * * *'),
    ]);
    expect(retention?.cron).toBe('15 */6 * * *');
    expect(checks?.cron).toBe('* * * * *');
    expect(proofs?.cron).toBe('* * * * *');
    expect(poll?.cron).toBe('* * * * *');
    expect(deliver?.cron).toBe('* * * * *');
    // On demand only, whatever the module says.
    expect(announce?.cron).toBeUndefined();
    expect(lifecycle?.cron).toBe('5 * * * *');
    expect(reconcile?.cron).toBe('*/15 * * * *');
    expect(imports?.cron).toBeUndefined();
    expect(bulk?.cron).toBeUndefined();
    expect(mail?.cron).toBeUndefined();
    expect(hooks?.cron).toBe('* * * * *');
    expect(prune?.cron).toBe('40 3 * * *');
  });

  it('refuses a job the table does not list', () => {
    expect(() =>
      scheduledJobs([
        offered('analytics.retention'),
        offered('checks.due'),
        offered('domains.proofs'),
        offered('links.unknown'),
      ]),
    ).toThrow(/not in the table \[links\.unknown\]/);
  });

  it('refuses a table entry no module offers', () => {
    expect(() => scheduledJobs([offered('checks.due'), offered('domains.proofs')])).toThrow(
      /not offered by any module \[analytics\.retention, billing\.lifecycle, billing\.reconcile, telegram\.poll, telegram\.deliver, telegram\.announce, links\.import, links\.bulk, mail\.send, webhooks\.deliver, webhooks\.prune\]/,
    );
  });

  it('refuses a name offered twice', () => {
    expect(() =>
      scheduledJobs([
        offered('analytics.retention'),
        offered('checks.due'),
        offered('domains.proofs'),
        offered('analytics.retention'),
      ]),
    ).toThrow(/offered twice/);
  });
});
