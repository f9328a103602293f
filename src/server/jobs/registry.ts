import type { JobSpec } from '../platform/wiring/job-spec';

// What runs when: the one list. Modules offer JobSpecs (what a job does, how it retries; its
// policy is the comment at the top of its file); this table alone says when each one runs.
// Every offered job must be listed and every listed job offered, so nothing runs unseen.
//
// | job                 | when (UTC)             | why                                          |
// | ------------------- | ---------------------- | -------------------------------------------- |
// | analytics.retention | 00:15, 06:15, 12:15... | raw clicks past CLICK_RETENTION_MONTHS;      |
// |                     | (every 6 hours)        | off the hour, when other cron work is queued |
// | billing.lifecycle   | every hour at :05      | plans ending in 3 days told; ended ones told |
// |                     |                        | and back on basic                            |
// | billing.reconcile   | every 15 minutes       | pending Snap orders asked about; unpaid ones |
// |                     |                        | expire after 24 hours                        |
// | checks.due          | every minute           | watched domains whose automatic check is due |
// | domains.proofs      | every minute           | custom domains whose proof is due (pending:  |
// |                     |                        | every 5 min, then hourly; verified: daily)   |
// | telegram.poll       | every minute           | long polling: a run polls until its process  |
// |                     |                        | stops, holding a lease; the others end at    |
// |                     |                        | once, or take over a lapsed lease            |
// | telegram.deliver    | every minute, and when | the outbox: messages queued, and retries due |
// |                     | a message is queued    | (a retry soon is also queued for its time)   |
// | telegram.announce   | on demand              | an announcement's in-app notifications       |
// | links.import        | on demand              | a confirmed CSV import's links, in batches   |
// | links.bulk          | on demand              | a bulk action past 1,000 links, in batches   |
// | mail.send           | on demand              | one email (sign-up, reset, code, invitation, |
// |                     |                        | notices), retried while SMTP fails or hangs  |
// | webhooks.deliver    | every minute, and when | the deliveries due: new messages, and        |
// |                     | a message is queued    | retries (one due soon is queued for its time)|
// | webhooks.prune      | 03:40 daily            | the delivery log past its 30 days            |
//
// `onDemand` jobs run only when a module enqueues them (a message, one domain's check).

type When = { cron: string } | 'onDemand';

const schedule: Record<string, When> = {
  'analytics.retention': { cron: '15 */6 * * *' },
  'billing.lifecycle': { cron: '5 * * * *' },
  'billing.reconcile': { cron: '*/15 * * * *' },
  'checks.due': { cron: '* * * * *' },
  'domains.proofs': { cron: '* * * * *' },
  'telegram.poll': { cron: '* * * * *' },
  'telegram.deliver': { cron: '* * * * *' },
  'telegram.announce': 'onDemand',
  'links.import': 'onDemand',
  'links.bulk': 'onDemand',
  'mail.send': 'onDemand',
  'webhooks.deliver': { cron: '* * * * *' },
  'webhooks.prune': { cron: '40 3 * * *' },
};

/** The offered jobs with their schedule from the table; throws on any mismatch. */
export function scheduledJobs(offered: JobSpec[]): JobSpec[] {
  const names = new Set(offered.map((spec) => spec.name));
  const unlisted = [...names].filter((name) => !(name in schedule));
  const missing = Object.keys(schedule).filter((name) => !names.has(name));
  if (unlisted.length > 0 || missing.length > 0 || names.size !== offered.length) {
    throw new Error(
      `jobs/registry.ts and the modules disagree: not in the table [${unlisted.join(', ')}], ` +
        `not offered by any module [${missing.join(', ')}]` +
        (names.size !== offered.length ? ', and a name is offered twice' : ''),
    );
  }
  return offered.map((spec) => {
    const when = schedule[spec.name];
    return { ...spec, cron: typeof when === 'object' ? when.cron : undefined };
  });
}
