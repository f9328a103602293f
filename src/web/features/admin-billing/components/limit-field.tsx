import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { LimitDraft } from '../lib/plan-draft';

interface LimitFieldProps {
  /** The plan field, the input's name. */
  name: string;
  label: string;
  /** The Unlimited box's name, as a screen reader says it: "Unlimited short links". */
  unlimitedLabel: string;
  value: LimitDraft;
  onChange: (value: LimitDraft) => void;
  error?: string | undefined;
}

/** One of the plan's limits: a number, or Unlimited (sent as null). */
export function LimitField({ name, label, unlimitedLabel, value, onChange, error }: LimitFieldProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  return (
    <Field label={label} error={error} announceError>
      {(control) => (
        <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
          <Input
            {...control}
            name={name}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
            disabled={value.unlimited}
            placeholder={value.unlimited ? t('adminBilling.limits.unlimited') : undefined}
            // Kept while Unlimited is ticked, so unticking brings the number back.
            value={value.unlimited ? '' : value.value}
            onChange={(event) => onChange({ ...value, value: event.target.value })}
          />
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-4 shrink-0 rounded border-input accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              checked={value.unlimited}
              onChange={(event) => onChange({ ...value, unlimited: event.target.checked })}
              aria-label={unlimitedLabel}
            />
            <label htmlFor={checkboxId} className="text-sm select-none" aria-hidden="true">
              {t('adminBilling.limits.unlimited')}
            </label>
          </div>
        </div>
      )}
    </Field>
  );
}
