import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRules, targetDevices, targetSystems, type ConditionType } from '../../../../shared/targeting';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Field, selectClass } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/api-errors';
import { languageName } from '../lib/countries';
import { patchedAt, newRule, problemAt, type DraftRule } from '../lib/draft';
import { SortableList } from './sortable-list';

/** Languages offered as ticks: the market's own first, then the widely spoken ones. */
const commonLanguages = [
  'id',
  'ms',
  'jv',
  'en',
  'zh',
  'th',
  'vi',
  'tl',
  'ja',
  'ko',
  'hi',
  'ar',
  'es',
  'pt',
  'fr',
  'de',
  'ru',
];

type OtherType = Exclude<ConditionType, 'country'>;
const otherTypes: readonly OtherType[] = ['device', 'os', 'language'];

interface OtherRulesProps {
  rules: DraftRule[];
  onChange: (rules: DraftRule[]) => void;
  /** Where these rules start in the saved list (after the country rules), for error paths. */
  offset: number;
  /** Each rule's number (draft.ts ruleNumbersOf), by its place here: after the country rules'. */
  numbers: readonly number[];
  totalRules: number;
  errors: FieldErrors;
}

/** Device, operating system and language rules, tried in order after the country rules. */
export function OtherRules({ rules, onChange, offset, numbers, totalRules, errors }: OtherRulesProps) {
  const { t } = useTranslation();
  const numberOf = (index: number) => numbers[index] ?? offset + index + 1;
  const labelOf = (index: number) => t('targeting.rule', { number: numberOf(index) });

  function update(index: number, patch: Partial<DraftRule>) {
    onChange(patchedAt(rules, index, patch));
  }

  return (
    <div className="grid gap-3">
      {rules.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('targeting.otherRules.empty')}</p>
      )}
      <SortableList
        items={rules}
        keyOf={(rule) => rule.key}
        labelOf={labelOf}
        numberOf={numberOf}
        label={t('targeting.otherRules.list')}
        onChange={onChange}
      >
        {(rule, index) => (
          <>
            <Field label={t('targeting.otherRules.type', { item: labelOf(index) })}>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={rule.type}
                  // A new condition type starts with no values: devices are not languages.
                  onChange={(event) => update(index, { type: event.target.value as OtherType, values: [] })}
                >
                  {otherTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`targeting.otherRules.types.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <ValuesPicker
              rule={rule}
              label={t(`targeting.otherRules.values.${rule.type as OtherType}`, { item: labelOf(index) })}
              onChange={(values) => update(index, { values })}
              error={problemAt(errors, `rules.${offset + index}.condition`)}
            />
            <FormField
              label={t('targeting.otherRules.destination', { item: labelOf(index) })}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={rule.destination}
              onChange={(event) => update(index, { destination: event.target.value })}
              error={problemAt(errors, `rules.${offset + index}.destination_url`)}
            />
          </>
        )}
      </SortableList>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={totalRules >= maxRules}
        onClick={() => onChange([...rules, newRule('device')])}
      >
        <Plus aria-hidden="true" />
        {t('targeting.otherRules.add')}
      </Button>
    </div>
  );
}

function optionsFor(type: ConditionType, chosen: string[]): readonly string[] {
  if (type === 'device') return targetDevices;
  if (type === 'os') return targetSystems;
  // A stored language outside the common list stays visible, ticked.
  return [...commonLanguages, ...chosen.filter((code) => !commonLanguages.includes(code))];
}

function ValuesPicker({
  rule,
  label,
  onChange,
  error,
}: {
  rule: DraftRule;
  label: string;
  onChange: (values: string[]) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  const chosen = new Set(rule.values);
  const nameOf = (value: string) =>
    rule.type === 'device'
      ? t(`targeting.devices.${value as (typeof targetDevices)[number]}`)
      : rule.type === 'language'
        ? `${languageName(value, i18n.language)} (${value})`
        : value;

  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {optionsFor(rule.type, rule.values).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-2.5 py-1.5 text-sm has-checked:border-primary has-checked:bg-accent"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...rule.values, value]
                    : rule.values.filter((item) => item !== value),
                )
              }
            />
            {nameOf(value)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
