import { Archive, Check, Minus, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan } from '../../../../shared/billing';
import { Button } from '../../../components/ui/button';
import { formatNumber, formatRupiah } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';
import { planFormFields } from '../lib/plan-draft';

/** The registry's flags and limits, as the plan editor names them (shared/entitlements.ts). */
const fields = planFormFields();

interface PlanItemProps {
  plan: AdminPlan;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
}

/** One plan as the admin sees it: price, limits, what it allows, its features, who is on it. */
export function PlanItem({ plan, busy, onEdit, onDelete, onRestore }: PlanItemProps) {
  const { t } = useTranslation();
  const id = useId();
  const number = (value: number) => formatNumber(value);
  // Archived and still in use: deleting would only archive it again.
  const canDelete = !plan.archived || plan.subscribers === 0;
  const name = planText(plan.display_name);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={
        plan.archived
          ? 'grid h-full min-w-0 content-start gap-4 rounded-xl border border-dashed border-border bg-muted/30 p-4 sm:p-5'
          : 'grid h-full min-w-0 content-start gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5'
      }
    >
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-name`} className="min-w-0 text-lg font-semibold break-words">
            {name}
          </h3>
          {plan.isPopular && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
              <Star className="size-3" aria-hidden="true" />
              {t('adminBilling.plans.popular')}
            </span>
          )}
          {plan.archived && (
            <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
              <Archive className="size-3" aria-hidden="true" />
              {t('adminBilling.plans.archived')}
            </span>
          )}
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-2xl font-bold tabular-nums">{formatRupiah(plan.price)}</span>
          {plan.original_price !== null && plan.original_price > plan.price && (
            <s className="text-sm text-muted-foreground tabular-nums">
              <span className="sr-only">{t('adminBilling.plans.listPrice')} </span>
              {formatRupiah(plan.original_price)}
            </s>
          )}
          {plan.discount > 0 && (
            <span className="text-sm font-medium text-success">
              {t('adminBilling.plans.discount', { discount: plan.discount })}
            </span>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('adminBilling.plans.key')} <span className="font-mono break-all">{plan.name}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('adminBilling.plans.duration', { count: plan.duration })}
          {' · '}
          {t('adminBilling.plans.subscribers', { count: plan.subscribers, shown: number(plan.subscribers) })}
        </p>
        {plan.archived && (
          <p className="text-xs text-muted-foreground">{t('adminBilling.plans.archivedHint')}</p>
        )}
      </header>

      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        {fields.limits.map(({ field, label }) => {
          const value = plan[field];
          return (
            <div key={field} className="contents">
              <dt className="text-muted-foreground">{planText(label)}</dt>
              <dd className="text-right tabular-nums">
                {value === null ? t('adminBilling.limits.unlimited') : number(value)}
              </dd>
            </div>
          );
        })}
        {fields.intervals.map(({ field, label }) => {
          const minutes = plan[field];
          return (
            <div key={field} className="contents">
              <dt className="text-muted-foreground">{planText(label)}</dt>
              <dd className="text-right tabular-nums">
                {minutes === null
                  ? t('adminBilling.plans.noAutoChecks')
                  : t('adminBilling.plans.minutes', { count: minutes })}
              </dd>
            </div>
          );
        })}
      </dl>

      <ul aria-label={t('adminBilling.plans.allows')} className="grid gap-1 text-sm">
        {fields.flags.map(({ field, label }) => {
          const included = plan[field];
          return (
            <li key={field} className="flex items-center gap-2">
              {included ? (
                <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Minus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span className={included ? undefined : 'text-muted-foreground'}>
                {planText(label)}
                <span className="sr-only">
                  {': '}
                  {included ? t('adminBilling.plans.included') : t('adminBilling.plans.notIncluded')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>

      {plan.features.length > 0 && (
        <ul
          aria-label={t('adminBilling.plans.features')}
          className="grid list-disc gap-1 pl-5 text-sm break-words"
        >
          {plan.features.map((line, index) => (
            <li key={index}>{planText(line)}</li>
          ))}
        </ul>
      )}

      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <PlanAction action="edit" name={name} disabled={busy} onClick={onEdit} />
        {plan.archived && <PlanAction action="restore" name={name} disabled={busy} onClick={onRestore} />}
        {canDelete && <PlanAction action="delete" name={name} disabled={busy} onClick={onDelete} />}
      </div>
    </article>
  );
}

/** One of a plan card's buttons, its name saying which plan; Delete in the destructive colour. */
function PlanAction({
  action,
  name,
  disabled,
  onClick,
}: {
  action: 'edit' | 'restore' | 'delete';
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const destructive = action === 'delete';
  return (
    <Button
      type="button"
      variant={destructive ? 'ghost' : 'outline'}
      size="sm"
      className={destructive ? 'text-destructive hover:text-destructive' : undefined}
      disabled={disabled}
      aria-label={t(`adminBilling.plans.${action}Named`, { name })}
      onClick={onClick}
    >
      {t(`adminBilling.plans.${action}`)}
    </Button>
  );
}
