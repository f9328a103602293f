import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPlan, PlanInput } from '../../../../shared/billing';
import type { Plan } from '../../../../shared/plans';
import { Alert } from '../../../components/ui/alert';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { refusalText, serverFieldErrors, type FieldErrors } from '../../../lib/api-errors';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { formatRupiah } from '../../../lib/format';
import {
  checkDraft,
  draftFromPlan,
  emptyDraft,
  isPlanField,
  parseNumber,
  parseRupiah,
  planFormFields,
  textLanguages,
  type PlanDraft,
} from '../lib/plan-draft';
import { planText } from '../../../lib/plan-text';
import { adminBillingWorded } from '../lib/refusal';
import { FeaturesEditor } from './features-editor';
import { LimitField } from './limit-field';
import { NumberField } from './number-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { FormDialogFooter } from '../../../components/form/form-dialog';

/** What the dialog is doing: a new plan, or one to edit. null: closed. */
export type PlanFormTarget = { mode: 'create' } | { mode: 'edit'; plan: AdminPlan };

interface PlanFormDialogProps {
  target: PlanFormTarget | null;
  onClose: () => void;
  onSaved: (plan: Plan, mode: PlanFormTarget['mode']) => void;
}

/** Create or edit a plan: every field of planInput, judged by the API's schema before it is sent. */
export function PlanFormDialog({ target, onClose, onSaved }: PlanFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed, so each opening starts from the plan as stored, without the last one's errors. */}
      {target && (
        <PlanForm
          key={target.mode === 'edit' ? target.plan.id : 'new'}
          target={target}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

/** The registry's flags and limits, as the form shows them (shared/entitlements.ts). */
const fields = planFormFields();

/** The form's own order of fields, so that focus goes to the first one refused. */
const fieldOrder = [
  'name',
  'display_name.en',
  'display_name.id',
  'price',
  'original_price',
  'duration',
  'discount',
  ...fields.limits.map(({ field }) => field),
  ...fields.intervals.map(({ field }) => field),
];

function PlanForm({ target, onClose, onSaved }: PlanFormDialogProps & { target: PlanFormTarget }) {
  const { t } = useTranslation();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<PlanDraft>(() =>
    target.mode === 'edit' ? draftFromPlan(target.plan) : emptyDraft(),
  );
  const [problems, setProblems] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const edit = (patch: Partial<PlanDraft>) => setDraft((current) => ({ ...current, ...patch }));

  /** Focus the first field refused, in the form's order, so the keyboard lands on it. */
  const focusFirst = (found: FieldErrors) => {
    const first =
      fieldOrder.find((key) => found[key]) ??
      Object.keys(found)
        .filter((key) => /^features\.\d+(\.(en|id))?$/.test(key))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))[0];
    if (!first) return;
    // A line refused as a whole (features.2) is focused at its English input.
    const name = /^features\.\d+$/.test(first) ? `${first}.en` : first;
    const control = form.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    control?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const checked = checkDraft(draft, { emptyLimit: t('adminBilling.form.limitEmpty') });
    if (!checked.ok) {
      setProblems(checked.problems);
      focusFirst(checked.problems);
      return;
    }
    setProblems({});
    const input: PlanInput = checked.input;
    try {
      const saved =
        target.mode === 'edit'
          ? await update.mutateAsync({ id: target.plan.id, input })
          : await create.mutateAsync(input);
      onSaved(saved, target.mode);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      const shown = Object.fromEntries(Object.entries(fields).filter(([key]) => isPlanField(key)));
      const others = Object.entries(fields).filter(([key]) => !isPlanField(key));
      setProblems(shown);
      focusFirst(shown);
      if (Object.keys(shown).length === 0 || others.length > 0) {
        setFailure(
          others.length > 0
            ? others.map(([key, why]) => t('adminBilling.form.otherField', { field: key, why })).join(' ')
            : refusalText(error, t('adminBilling.form.saveFailed'), t, adminBillingWorded),
        );
      }
    }
  };

  const price = parseRupiah(draft.price);
  const listPrice = parseRupiah(draft.original_price);
  const rupiah = (value: number | undefined) =>
    value !== undefined && Number.isInteger(value) && value >= 0 ? formatRupiah(value) : undefined;
  const discount = parseNumber(draft.discount);

  return (
    <DialogContent closeLabel={t('adminBilling.form.close')} className="max-w-2xl">
      <DialogHeader>
        <DialogTitle className="wrap-anywhere">
          {target.mode === 'edit'
            ? t('adminBilling.form.editTitle', { name: planText(target.plan.display_name) })
            : t('adminBilling.form.createTitle')}
        </DialogTitle>
        <DialogDescription>
          {target.mode === 'edit' && target.plan.subscribers > 0
            ? t('adminBilling.form.editDescription', { count: target.plan.subscribers })
            : t('adminBilling.form.description')}
        </DialogDescription>
      </DialogHeader>
      <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field
              label={t('adminBilling.form.name')}
              hint={t('adminBilling.form.nameHint')}
              error={problems.name}
              announceError
            >
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={30}
                  className="font-mono"
                  value={draft.name}
                  onChange={(event) => edit({ name: event.target.value })}
                />
              )}
            </Field>
          </div>
          {textLanguages.map((language) => (
            <Field
              key={language}
              label={t(`adminBilling.form.displayNameIn.${language}`)}
              hint={language === 'en' ? t('adminBilling.form.displayNameHint') : undefined}
              error={problems[`display_name.${language}`] ?? problems.display_name}
              announceError
            >
              {(control) => (
                <Input
                  {...control}
                  name={`display_name.${language}`}
                  lang={language}
                  autoComplete="off"
                  maxLength={40}
                  value={draft.display_name[language]}
                  onChange={(event) =>
                    edit({ display_name: { ...draft.display_name, [language]: event.target.value } })
                  }
                />
              )}
            </Field>
          ))}
          <NumberField
            label={t('adminBilling.form.price')}
            hint={t('adminBilling.form.priceHint')}
            error={problems.price}
            name="price"
            value={draft.price}
            onChange={(price) => edit({ price })}
            aside={rupiah(price)}
          />
          <NumberField
            label={t('adminBilling.form.listPrice')}
            labelNote={t('adminBilling.form.optional')}
            hint={t('adminBilling.form.listPriceHint')}
            error={problems.original_price}
            name="original_price"
            value={draft.original_price}
            onChange={(original_price) => edit({ original_price })}
            aside={rupiah(listPrice)}
          />
          <NumberField
            label={t('adminBilling.form.duration')}
            error={problems.duration}
            name="duration"
            value={draft.duration}
            onChange={(duration) => edit({ duration })}
            aside={t('adminBilling.form.days')}
          />
          <NumberField
            label={t('adminBilling.form.discount')}
            hint={t('adminBilling.form.discountHint')}
            error={problems.discount}
            name="discount"
            value={draft.discount}
            onChange={(value) => edit({ discount: value })}
            aside={discount !== undefined && !Number.isNaN(discount) ? `${discount}%` : '%'}
          />
          <div className="sm:col-span-2">
            <SwitchField
              label={t('adminBilling.form.popular')}
              hint={t('adminBilling.form.popularHint')}
              checked={draft.isPopular}
              onCheckedChange={(isPopular) => edit({ isPopular })}
            />
          </div>
        </div>

        <fieldset className="grid min-w-0 gap-3">
          <legend className="mb-1 text-sm font-semibold">{t('adminBilling.form.allows')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {fields.flags.map(({ field, label }) => (
              <SwitchField
                key={field}
                label={planText(label)}
                checked={draft.flags[field] ?? false}
                onCheckedChange={(on) => edit({ flags: { ...draft.flags, [field]: on } })}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-1 text-sm font-semibold">{t('adminBilling.form.limits')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.limits.map(({ field, label, unlimited }) => (
              <LimitField
                key={field}
                name={field}
                label={planText(label)}
                unlimitedLabel={planText(unlimited)}
                value={draft.limits[field] ?? { value: '', unlimited: false }}
                onChange={(value) => edit({ limits: { ...draft.limits, [field]: value } })}
                error={problems[field]}
              />
            ))}
            {fields.intervals.map(({ field, label }) => {
              const minutes = draft.intervals[field] ?? '';
              return (
                <NumberField
                  key={field}
                  label={planText(label)}
                  hint={t('adminBilling.form.minCronHint')}
                  error={problems[field]}
                  name={field}
                  value={minutes}
                  onChange={(value) => edit({ intervals: { ...draft.intervals, [field]: value } })}
                  aside={
                    parseNumber(minutes) === undefined
                      ? t('adminBilling.form.noAutoChecks')
                      : t('adminBilling.form.minutes')
                  }
                />
              );
            })}
          </div>
        </fieldset>

        <FeaturesEditor
          features={draft.features}
          onChange={(features) => edit({ features })}
          problems={problems}
        />

        {failure && <Alert tone="error">{failure}</Alert>}
        <FormDialogFooter
          pending={pending}
          pendingLabel={t('adminBilling.form.saving')}
          submitLabel={target.mode === 'edit' ? t('adminBilling.form.save') : t('adminBilling.form.create')}
        />
      </form>
    </DialogContent>
  );
}
