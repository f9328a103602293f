import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { setSubscriptionSchema } from '../../../../shared/admin-users';
import type { PlanText } from '../../../../shared/plans';
import { FormControl } from '../../../components/form/form-control';
import { FormDialog, FormDialogContent } from '../../../components/form/form-dialog';
import { useFormSubmit, useZodForm } from '../../../components/form/use-zod-form';
import { selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText } from '../../../lib/api-errors';
import type { SetSubscriptionInput } from '../api/set-subscription';
import { planLabel } from '../lib/plan-labels';
import { daysAfter, fromZonedInput, toZonedInput } from '../lib/time';
import type { PlanChoices } from './users-view';

/**
 * What a plan is set on: an account (its personal workspace's plan) or a team's workspace. Each
 * has its own route; the form is the same.
 */
export interface PlanSubject<Answer> {
  /** The dialog's title, naming the account or the workspace. */
  title: string;
  /** What setting the plan does to it. */
  description: string;
  plan: string;
  /** What people call the plan, when the server said (an account's row does). */
  planName?: PlanText;
  expires: string | null;
  /** Sends the plan and its end; a refusal naming `plan` or `expires` lands on that field. */
  save: (input: SetSubscriptionInput) => Promise<Answer>;
}

interface SetPlanDialogProps<Answer> {
  subject: PlanSubject<Answer>;
  open: boolean;
  plans: PlanChoices;
  timeZone: string;
  onClose: () => void;
  onDone: (answer: Answer) => void;
  /** Once it has closed after onDone. */
  focusAfterDone: () => void;
}

/** Set a plan and its end (in the admin's time zone); basic has no end. */
export function SetPlanDialog<Answer>({ open, onClose, ...props }: SetPlanDialogProps<Answer>) {
  return (
    // Mounted only while open, so each opening starts from the plan as stored.
    <FormDialog open={open} onClose={onClose}>
      <SetPlanForm {...props} />
    </FormDialog>
  );
}

/** The days a plan lasts when the plans on sale do not say (one month). */
const fallbackDuration = 30;

/** The plan and its end as typed: a local time in the admin's zone, sent as an instant. */
interface PlanValues {
  plan: string;
  expires: string;
}

function SetPlanForm<Answer>({
  subject,
  plans,
  timeZone,
  onDone,
  focusAfterDone,
}: Omit<SetPlanDialogProps<Answer>, 'open' | 'onClose'>) {
  const { t } = useTranslation();
  const form = useZodForm(setSubscriptionSchema, {
    defaultValues: {
      plan: subject.plan,
      expires: subject.expires ? toZonedInput(subject.expires, timeZone) : '',
    },
    // No end for basic; an end that is not a time is '' here, which the contract refuses by name.
    toInput: ({ plan, expires }: PlanValues) => ({
      plan,
      expires: plan === 'basic' ? null : (fromZonedInput(expires, timeZone) ?? ''),
    }),
  });
  const submit = useFormSubmit(form, (input) => subject.save(input), {
    describe: (error) => refusalText(error, t('adminUsers.setPlan.failed'), t),
    onDone,
  });
  const isBasic = useWatch({ control: form.control, name: 'plan' }) === 'basic';

  // basic, the plans on sale, and the plan held now when it is no longer on sale.
  const names = [...new Set(['basic', ...plans.choices.map((choice) => choice.name), subject.plan])];

  const chosen = (next: string) => {
    // A paid plan with no end yet: start from one purchase's length from now.
    if (next === 'basic' || form.getValues('expires')) return;
    const days = plans.choices.find((choice) => choice.name === next)?.duration ?? fallbackDuration;
    form.setValue('expires', toZonedInput(daysAfter(new Date(), days).toISOString(), timeZone));
  };

  return (
    <FormDialogContent
      title={subject.title}
      titleClassName="wrap-anywhere"
      description={subject.description}
      closeLabel={t('adminUsers.dialogs.close')}
      submitLabel={t('adminUsers.setPlan.confirm')}
      pendingLabel={t('adminUsers.setPlan.saving')}
      submit={submit}
      focusAfterDone={focusAfterDone}
    >
      <FormControl
        form={form}
        name="plan"
        label={t('adminUsers.setPlan.plan')}
        hint={plans.failed ? t('adminUsers.setPlan.plansFailed') : undefined}
        options={{ onChange: (event: { target: { value: string } }) => chosen(event.target.value) }}
      >
        {(control) => (
          <select {...control} className={selectClass}>
            {names.map((name) => (
              <option key={name} value={name}>
                {planLabel(name, plans.choices, name === subject.plan ? subject.planName : undefined)}
              </option>
            ))}
          </select>
        )}
      </FormControl>
      {isBasic ? (
        <p className="text-sm text-muted-foreground">{t('adminUsers.setPlan.basicNoEnd')}</p>
      ) : (
        <FormControl
          form={form}
          name="expires"
          label={t('adminUsers.setPlan.ends')}
          hint={t('adminUsers.setPlan.endsHint', { zone: timeZone })}
        >
          {(control) => <Input {...control} type="datetime-local" required />}
        </FormControl>
      )}
    </FormDialogContent>
  );
}
