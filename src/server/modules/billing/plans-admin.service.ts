import type { AdminPlan, PlanInput } from '../../../shared/billing';
import { basicPlanName, type Plan } from '../../../shared/plans';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notFound, validationFailed } from '../../platform/http/app-error';
import type { AuditLog } from '../admin';
import type { PlansRepo } from './plans.repo';
import type { PlansService } from './plans.service';

// The admin's plans (/admin/pricing): every change audited in its own transaction. A plan that
// accounts use is never deleted: it is archived (hidden from /pricing, kept for its subscribers,
// whose entitlements still read it), and its name, which their profiles hold, cannot change.

export interface PlansAdminDeps {
  db: Db;
  repo: PlansRepo;
  plans: PlansService;
  audit: AuditLog;
  /** Accounts per plan name (the users module). */
  subscribers(): Promise<Map<string, number>>;
}

export function createPlansAdmin(deps: PlansAdminDeps) {
  const { repo } = deps;

  async function existing(id: number) {
    const plan = await repo.findById(id);
    if (!plan) throw notFound('Plan');
    return plan;
  }

  function refuseReserved(input: PlanInput) {
    if (input.name === basicPlanName) {
      throw validationFailed({
        name: '"basic" is the plan of accounts without a subscription; choose another name.',
      });
    }
  }

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error))
        throw validationFailed({ name: 'A plan with this name exists. Choose another name.' });
      throw error;
    } finally {
      await deps.plans.refresh().catch(() => undefined);
    }
  }

  return {
    async list(): Promise<AdminPlan[]> {
      const [plans, counts] = await Promise.all([repo.listAll(), deps.subscribers()]);
      return plans.map((plan) => ({ ...plan, subscribers: counts.get(plan.name) ?? 0 }));
    },

    async create(actorId: string, input: PlanInput): Promise<Plan> {
      refuseReserved(input);
      return saving(() =>
        deps.db.transaction(async (tx) => {
          const plan = await repo.create(tx, input);
          await deps.audit.record(
            { actorId, action: 'plan.create', target: `plan:${plan.name}`, after: plan },
            tx,
          );
          return plan;
        }),
      );
    },

    async update(actorId: string, id: number, input: PlanInput): Promise<Plan> {
      refuseReserved(input);
      const before = await existing(id);
      if (input.name !== before.name && ((await deps.subscribers()).get(before.name) ?? 0) > 0) {
        throw validationFailed({ name: 'Accounts are on this plan, so its name cannot change.' });
      }
      return saving(() =>
        deps.db.transaction(async (tx) => {
          const plan = await repo.update(tx, id, input);
          await deps.audit.record(
            { actorId, action: 'plan.update', target: `plan:${before.name}`, before, after: plan },
            tx,
          );
          return plan;
        }),
      );
    },

    /** Deletes the plan, or archives it while accounts use it. */
    async remove(actorId: string, id: number): Promise<{ outcome: 'deleted' | 'archived' }> {
      const before = await existing(id);
      const used = ((await deps.subscribers()).get(before.name) ?? 0) > 0;
      await saving(() =>
        deps.db.transaction(async (tx) => {
          if (used) await repo.setArchived(tx, id, new Date());
          else await repo.remove(tx, id);
          await deps.audit.record(
            { actorId, action: used ? 'plan.archive' : 'plan.delete', target: `plan:${before.name}`, before },
            tx,
          );
        }),
      );
      return { outcome: used ? 'archived' : 'deleted' };
    },

    async restore(actorId: string, id: number): Promise<Plan> {
      const before = await existing(id);
      await saving(() =>
        deps.db.transaction(async (tx) => {
          await repo.setArchived(tx, id, null);
          await deps.audit.record({ actorId, action: 'plan.restore', target: `plan:${before.name}` }, tx);
        }),
      );
      return (await existing(id)) as Plan;
    },
  };
}

export type PlansAdmin = ReturnType<typeof createPlansAdmin>;
