import type { FastifyBaseLogger } from 'fastify';
import type { PlanText } from '../../../shared/plans';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { subscriptionNotices } from '../../db/schema/billing';
import type { NotifyMessage, NotifyOptions } from '../notifications';
import { billingTexts } from './billing-texts';

// The billing.lifecycle job: three days before a subscription ends, and when it has ended, the
// account is told (in the app, and on Telegram where chosen); at the end it falls back to basic
// (its links keep redirecting; paid rules stop applying; creating beyond basic is refused). Each
// notice is written with a row that says it was sent for that end, in the notice's transaction,
// so a rerun or a second process never sends it twice; a renewal moves the end, and the new end
// gets its own notices.

export interface LifecycleDeps {
  db: Db;
  users: {
    endingBetween(
      from: Date,
      to: Date,
      limit: number,
    ): Promise<{ id: string; plan: string; expires: Date | null }[]>;
    downgradeExpired(userId: string, plan: string, expires: Date): Promise<boolean>;
  };
  notify(userId: string, message: NotifyMessage, options?: NotifyOptions): Promise<unknown>;
  /** Who is told of a workspace's subscription: its owners (the workspaces module's answer). */
  ownersOf(workspaceId: string): Promise<string[]>;
  /** What people call the plan with this key (the billing module's plans, from memory). */
  planName(plan: string): Promise<PlanText>;
  logger: FastifyBaseLogger;
  now: () => Date;
}

const dayMs = 86_400_000;
export const expiringNoticeDays = 3;
const batch = 500;

export function createPlanLifecycle(deps: LifecycleDeps) {
  /**
   * Sends the notice to the workspace's owners unless it was sent for this end already (the row
   * goes with the first owner's notice); true when sent now.
   */
  async function noticeOnce(
    workspaceId: string,
    kind: 'expiring' | 'expired',
    expires: Date,
    message: NotifyMessage,
  ): Promise<boolean> {
    const [first, ...others] = await deps.ownersOf(workspaceId);
    if (first === undefined) return false;
    try {
      await deps.notify(first, message, {
        alongside: (tx: Tx) =>
          tx
            .insert(subscriptionNotices)
            .values({ workspaceId, kind, expiresAt: expires })
            .then(() => undefined),
      });
      for (const owner of others) await deps.notify(owner, message);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  return {
    async run(signal: AbortSignal): Promise<{ warned: number; ended: number }> {
      const now = deps.now();
      let warned = 0;
      let ended = 0;
      const soon = await deps.users.endingBetween(
        now,
        new Date(now.getTime() + expiringNoticeDays * dayMs),
        batch,
      );
      for (const user of soon) {
        if (signal.aborted) break;
        const plan = await deps.planName(user.plan);
        const sent = await noticeOnce(user.id, 'expiring', user.expires!, (reader) => {
          const texts = billingTexts(reader);
          return {
            type: 'plan_expiring',
            ...texts.planExpiring(texts.name(plan), texts.date(user.expires)),
            link: '/pricing',
          };
        });
        if (sent) warned += 1;
      }
      const over = await deps.users.endingBetween(new Date(0), now, batch);
      for (const user of over) {
        if (signal.aborted) break;
        const plan = await deps.planName(user.plan);
        await noticeOnce(user.id, 'expired', user.expires!, (reader) => {
          const texts = billingTexts(reader);
          return { type: 'plan_expired', ...texts.planExpired(texts.name(plan)), link: '/pricing' };
        });
        if (await deps.users.downgradeExpired(user.id, user.plan, user.expires!)) ended += 1;
      }
      if (ended > 0 || warned > 0) deps.logger.info({ warned, ended }, 'plan lifecycle');
      return { warned, ended };
    },
  };
}
