import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setSubscriptionSchema, type AdminUserDetail } from '../../../../shared/admin-users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useSetSubscription } from '../api/set-subscription';
import { daysAfter, fromZonedInput, toZonedInput } from '../lib/time';
import type { PlanChoices } from './users-view';
import { planLabel } from '../lib/plan-labels';

type DetailUser = AdminUserDetail['user'];

interface SetPlanDialogProps {
  user: DetailUser;
  open: boolean;
  plans: PlanChoices;
  timeZone: string;
  onClose: () => void;
  onDone: (detail: AdminUserDetail) => void;
  /** Once it has closed after onDone. */
  focusAfterDone: () => void;
}

/** Set an account's plan and its end (in the admin's time zone); basic has no end. */
export function SetPlanDialog({ open, onClose, ...props }: SetPlanDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {/* Mounted only while open, so each opening starts from the account as stored. */}
      {open && <SetPlanForm onClose={onClose} {...props} />}
    </Dialog>
  );
}

/** The days a plan lasts when the plans on sale do not say (one month). */
const fallbackDuration = 30;

function SetPlanForm({ user, plans, timeZone, onDone, focusAfterDone }: Omit<SetPlanDialogProps, 'open'>) {
  const { t } = useTranslation();
  const save = useSetSubscription();
  const form = useRef<HTMLFormElement>(null);
  const done = useRef(false);
  const [plan, setPlan] = useState(user.plan);
  const [ends, setEnds] = useState(user.expires ? toZonedInput(user.expires, timeZone) : '');
  const [problems, setProblems] = useState<FieldErrors>({});

  // basic, the plans on sale, and the account's own plan when it is no longer on sale.
  const names = [...new Set(['basic', ...plans.choices.map((choice) => choice.name), user.plan])];
  const isBasic = plan === 'basic';

  const choose = (next: string) => {
    setPlan(next);
    // A paid plan with no end yet: start from one purchase's length from now.
    if (next !== 'basic' && !ends) {
      const days = plans.choices.find((choice) => choice.name === next)?.duration ?? fallbackDuration;
      setEnds(toZonedInput(daysAfter(new Date(), days).toISOString(), timeZone));
    }
  };

  const focusFirst = (found: FieldErrors) => {
    const first = (['plan', 'expires'] as const).find((key) => found[key]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    let expires: string | null = null;
    if (!isBasic) {
      expires = fromZonedInput(ends, timeZone);
      if (!expires) {
        const found = { expires: t('adminUsers.setPlan.endRequired') };
        setProblems(found);
        focusFirst(found);
        return;
      }
    }
    const parsed = setSubscriptionSchema.safeParse({ plan, expires });
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      setProblems(found);
      focusFirst(found);
      return;
    }
    setProblems({});
    let detail: AdminUserDetail;
    try {
      detail = await save.mutateAsync({ id: user.id, input: parsed.data });
    } catch (error) {
      focusFirst(serverFieldErrors(error));
      return;
    }
    done.current = true;
    onDone(detail);
  };

  const server = serverFieldErrors(save.error);
  const errors: FieldErrors = {
    plan: problems.plan ?? server.plan,
    expires: problems.expires ?? server.expires,
  };
  const otherFailure = save.isError && !server.plan && !server.expires;

  return (
    <DialogContent
      closeLabel={t('adminUsers.dialogs.close')}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusAfterDone();
      }}
    >
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">
          {t('adminUsers.setPlan.title', { email: user.email })}
        </DialogTitle>
        <DialogDescription>{t('adminUsers.setPlan.description')}</DialogDescription>
      </DialogHeader>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <Field
          label={t('adminUsers.setPlan.plan')}
          hint={plans.failed ? t('adminUsers.setPlan.plansFailed') : undefined}
          error={errors.plan}
          announceError={!problems.plan}
        >
          {(control) => (
            <select
              {...control}
              name="plan"
              className={selectClass}
              value={plan}
              onChange={(event) => choose(event.target.value)}
            >
              {names.map((name) => (
                <option key={name} value={name}>
                  {planLabel(name, plans.choices, name === user.plan ? user.plan_display_name : undefined)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {isBasic ? (
          <p className="text-sm text-muted-foreground">{t('adminUsers.setPlan.basicNoEnd')}</p>
        ) : (
          <Field
            label={t('adminUsers.setPlan.ends')}
            hint={t('adminUsers.setPlan.endsHint', { zone: timeZone })}
            error={errors.expires}
            announceError={!problems.expires}
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                name="expires"
                required
                value={ends}
                onChange={(event) => setEnds(event.target.value)}
              />
            )}
          </Field>
        )}
        {otherFailure && (
          <Alert tone="error">{refusalText(save.error, t('adminUsers.setPlan.failed'), t)}</Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('adminUsers.setPlan.saving') : t('adminUsers.setPlan.confirm')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
