import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paymentMethods, type BillingMethods, type PaymentMethod } from '../../../../shared/billing';
import type { Me } from '../../../../shared/account';
import type { Plan } from '../../../../shared/plans';
import { QueryLoadError } from '../../../components/feedback/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
} from '../../../components/ui/dialog';
import { refusalText, serverFieldErrors } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { useMe } from '../../../lib/queries/me';
import { useCreateOrder } from '../api/create-order';
import { useBillingMethods } from '../api/get-billing-methods';
import { formatRupiah } from '../../../lib/format';
import { planText } from '../../../lib/plan-text';
import { isTrialPlan } from '../lib/plan-words';
import { billingWorded } from '../lib/refusal';

interface CheckoutDialogProps {
  /** The plan being bought; undefined: closed. */
  plan: Plan | undefined;
  onClose: () => void;
}

/**
 * Buying a plan: what it is and costs, how to pay (the methods the admin has switched on), then the
 * order. An online payment continues on Midtrans's page, which returns to /payments; a bank transfer
 * goes to /payments, where its instructions are.
 */
export function CheckoutDialog({ plan, onClose }: CheckoutDialogProps) {
  return (
    <Dialog open={plan !== undefined} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by plan, so each opening starts without the last one's choice and answers. */}
      {plan && <CheckoutContent key={plan.name} plan={plan} />}
    </Dialog>
  );
}

function CheckoutContent({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const name = planText(plan.display_name);
  const methods = useBillingMethods();
  const me = useMe();
  const trialDays = trialDaysLeft(me.data, plan);

  return (
    <DialogContent closeLabel={t('billing.checkout.close')}>
      <DialogHeading
        title={t('billing.checkout.title', { plan: name })}
        description={t('billing.checkout.description')}
      />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-lg border border-border bg-muted/30 p-3 text-sm">
        <dt className="text-muted-foreground">{t('billing.checkout.plan')}</dt>
        <dd className="font-medium">{name}</dd>
        <dt className="text-muted-foreground">{t('billing.checkout.duration')}</dt>
        <dd>{t('billing.days', { count: plan.duration })}</dd>
        <dt className="text-muted-foreground">{t('billing.checkout.amount')}</dt>
        <dd className="text-base font-semibold">{formatRupiah(plan.price)}</dd>
      </dl>
      {trialDays !== null && (
        <Alert tone="info">{t('billing.checkout.trialDaysAdded', { count: trialDays, plan: name })}</Alert>
      )}
      {methods.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('billing.checkout.loadingMethods')}
        </p>
      ) : methods.isError ? (
        <QueryLoadError query={methods} fallback={t('billing.checkout.methodsFailed')} />
      ) : offered(methods.data).length === 0 ? (
        <>
          <Alert tone="info">{t('billing.checkout.noMethods')}</Alert>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('billing.checkout.close')}</Button>
            </DialogClose>
          </DialogFooter>
        </>
      ) : (
        <CheckoutForm plan={plan} methods={methods.data} />
      )}
    </DialogContent>
  );
}

/**
 * The days a running free trial still has, which the server adds to the plan bought
 * (subscription-change.ts); null when the buyer is not on a trial.
 */
function trialDaysLeft(me: Me | undefined, buying: Plan): number | null {
  if (!me?.plan || !isTrialPlan(me.plan) || me.plan.name === buying.name) return null;
  const { active, daysLeft } = me.subscription;
  return active && daysLeft !== null && daysLeft > 0 ? daysLeft : null;
}

/** The methods switched on, in the contract's order. */
function offered(methods: BillingMethods): PaymentMethod[] {
  return paymentMethods.filter((method) => methods[method]);
}

function CheckoutForm({ plan, methods }: { plan: Plan; methods: BillingMethods }) {
  const { t } = useTranslation();
  const ids = useId();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const choices = offered(methods);
  // One method on offer is chosen already; with two, the user picks.
  const [method, setMethod] = useState<PaymentMethod | null>(
    choices.length === 1 ? (choices[0] ?? null) : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || leaving) return;
    if (method === null) {
      setProblem(t('billing.checkout.chooseMethod'));
      return;
    }
    setProblem(null);
    let order;
    try {
      order = await create.mutateAsync({ plan: plan.name, method });
    } catch {
      // Shown from create.error below.
      return;
    }
    if (order.method === 'midtrans' && order.redirect_url) {
      // Midtrans's Snap page; once paid it returns to /payments?order=<id>.
      setLeaving(true);
      window.location.assign(order.redirect_url);
      return;
    }
    // A bank transfer's instructions are there; so is Continue payment, should Snap have given no page.
    void navigate(`/payments?order=${encodeURIComponent(order.id)}`);
  };

  const fields = serverFieldErrors(create.error);
  const methodError = problem ?? fields.method;
  const otherFailure = create.isError && !fields.method;
  const legendId = `${ids}-legend`;
  const errorId = `${ids}-error`;
  const busy = create.isPending || leaving;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <fieldset
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={methodError ? errorId : undefined}
        aria-invalid={methodError ? true : undefined}
        className="grid gap-2"
      >
        <legend id={legendId} className="mb-2 text-sm font-medium">
          {t('billing.checkout.method')}
        </legend>
        {choices.map((choice) => {
          const hintId = `${ids}-${choice}-hint`;
          return (
            <label
              key={choice}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                busy && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="method"
                value={choice}
                checked={method === choice}
                disabled={busy}
                aria-describedby={hintId}
                onChange={() => {
                  setMethod(choice);
                  setProblem(null);
                  create.reset();
                }}
                className="mt-1 size-4 shrink-0 accent-primary outline-none"
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{t(`billing.methods.${choice}`)}</span>
                <span id={hintId} className="text-xs text-muted-foreground">
                  {choice === 'midtrans'
                    ? t('billing.checkout.midtransHint')
                    : t('billing.checkout.bankTransferHint')}
                </span>
              </span>
            </label>
          );
        })}
        {methodError && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {methodError}
          </p>
        )}
      </fieldset>
      {method === 'midtrans' && methods.environment === 'sandbox' && (
        <Alert tone="info">{t('billing.checkout.sandbox')}</Alert>
      )}
      {otherFailure && (
        <Alert tone="error">
          {fields.plan ?? refusalText(create.error, t('billing.checkout.failed'), t, billingWorded)}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={leaving}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {leaving
            ? t('billing.checkout.redirecting')
            : create.isPending
              ? t('billing.checkout.submitting')
              : method === 'midtrans'
                ? t('billing.checkout.submitMidtrans')
                : t('billing.checkout.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
