import { Plus, Tags } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/billing';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus, SkeletonBars } from '../../../components/ui/skeleton';
import { useAdminPlans } from '../api/list-admin-plans';
import { useRestorePlan } from '../api/restore-plan';
import { refusalText } from '../../../lib/api-errors';
import { adminBillingWorded } from '../lib/refusal';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanFormDialog, type PlanFormTarget } from './plan-form-dialog';
import { PlanItem } from './plan-item';
import { CardSection } from '../../../components/layouts/card-section';
import { planText } from '../../../lib/plan-text';

/** What the last action did, said above the list; the newest wins. */
type Outcome = { tone: 'success' | 'info' | 'error'; text: string };

/**
 * The whole of /admin/pricing below its title: every plan, archived ones too, with New plan, Edit,
 * Delete (archived instead when accounts use it) and Restore.
 */
export function PlansView() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  const restore = useRestorePlan();
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<PlanFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminPlan | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const restoreNow = (plan: AdminPlan) => {
    setOutcome(null);
    restore.mutate(
      { id: plan.id },
      {
        onSuccess: () =>
          setOutcome({
            tone: 'success',
            text: t('adminBilling.plans.restored', { name: planText(plan.display_name) }),
          }),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            text: refusalText(error, t('adminBilling.plans.restoreFailed'), t, adminBillingWorded),
          }),
      },
    );
  };

  const newPlan = (
    <Button
      onClick={() => {
        setOutcome(null);
        setEditing({ mode: 'create' });
      }}
    >
      <Plus aria-hidden="true" />
      {t('adminBilling.plans.new')}
    </Button>
  );

  return (
    <CardSection
      title={t('adminBilling.plans.title')}
      headingRef={heading}
      aside={plans.data && plans.data.length > 0 ? newPlan : undefined}
      description={t('adminBilling.plans.description')}
    >
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {plans.isPending ? (
        <LoadingStatus
          label={t('adminBilling.plans.loading')}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((card) => (
            <div key={card} className="grid gap-3 rounded-xl border border-border p-4">
              <SkeletonBars barClassName={['h-6 w-32', 'h-8 w-40', 'h-4 w-full', 'h-4 w-full']} />
            </div>
          ))}
        </LoadingStatus>
      ) : plans.isError && !plans.data ? (
        <QueryLoadError query={plans} fallback={t('adminBilling.plans.loadFailed')} />
      ) : plans.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center">
          <Tags className="size-6 text-muted-foreground" aria-hidden="true" />
          <h3 className="font-semibold">{t('adminBilling.plans.emptyTitle')}</h3>
          <p className="max-w-md text-sm text-muted-foreground">{t('adminBilling.plans.emptyDescription')}</p>
          {newPlan}
        </div>
      ) : (
        <ul
          aria-label={t('adminBilling.plans.list')}
          aria-busy={plans.isFetching || undefined}
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {plans.data.map((plan) => (
            <li key={plan.id} className="min-w-0">
              <PlanItem
                plan={plan}
                busy={restore.isPending && restore.variables.id === plan.id}
                onEdit={() => {
                  setOutcome(null);
                  setEditing({ mode: 'edit', plan });
                }}
                onDelete={() => {
                  setOutcome(null);
                  setDeleting(plan);
                }}
                onRestore={() => restoreNow(plan)}
              />
            </li>
          ))}
        </ul>
      )}

      <PlanFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(plan, mode) =>
          setOutcome({
            tone: 'success',
            text:
              mode === 'create'
                ? t('adminBilling.plans.created', { name: planText(plan.display_name) })
                : t('adminBilling.plans.saved', { name: planText(plan.display_name) }),
          })
        }
      />
      <DeletePlanDialog
        plan={deleting}
        onClose={() => setDeleting(null)}
        onDone={(plan, result) => {
          setDeleting(null);
          setOutcome(
            result === 'archived'
              ? {
                  tone: 'info',
                  text: t('adminBilling.plans.archivedDone', { name: planText(plan.display_name) }),
                }
              : {
                  tone: 'success',
                  text: t('adminBilling.plans.deleted', { name: planText(plan.display_name) }),
                },
          );
        }}
        focusAfterDone={() => heading.current?.focus()}
      />
    </CardSection>
  );
}
