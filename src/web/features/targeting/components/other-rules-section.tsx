import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { targetDevices, targetSystems, type ConditionType } from '../../../../shared/targeting';
import { Field, selectClass } from '../../../components/ui/field';
import { languageName } from '../lib/countries';
import type { DraftRule } from '../lib/draft';
import { RuleList, type RuleListProps } from './rule-list';

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

/** Device, operating system and language rules, tried in order after the country rules. */
export function OtherRules(props: RuleListProps) {
  const { t } = useTranslation();
  return (
    <RuleList kind="otherRules" newType="device" {...props}>
      {(rule, row) => (
        <>
          <Field label={t('targeting.otherRules.type', { item: row.label })}>
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={rule.type}
                // A new condition type starts with no values: devices are not languages.
                onChange={(event) => row.update({ type: event.target.value as OtherType, values: [] })}
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
            label={t(`targeting.otherRules.values.${rule.type as OtherType}`, { item: row.label })}
            onChange={(values) => row.update({ values })}
            error={row.conditionError}
          />
        </>
      )}
    </RuleList>
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
