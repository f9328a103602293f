import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  targetBrowsers,
  targetDevices,
  targetSystems,
  weekDays,
  type ConditionType,
} from '../../../../shared/targeting';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { timeZoneInForce } from '../../../lib/format';
import { isoToLocalInput, localInputToIso } from '../../../lib/local-time';
import { languageName } from '../lib/countries';
import type { DraftRule } from '../lib/draft';
import { RuleList, type RuleListProps, type RuleRow } from './rule-list';

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
/** The kinds device targeting offers, then those of advanced rules (shared/targeting.ts featureOf). */
const deviceTypes: readonly OtherType[] = ['device', 'os', 'language'];
const advancedTypes: readonly OtherType[] = ['browser', 'query', 'ip', 'date', 'schedule'];
/** The types whose condition is a list of ticks. */
type TickType = 'device' | 'os' | 'language' | 'browser' | 'schedule';

/** Every rule but the country rules, tried in order after them. */
export function OtherRules({
  offered,
  ...props
}: RuleListProps & {
  /** Which kinds the plan offers: a stored rule of another kind keeps its own in its list. */
  offered: { device: boolean; advanced: boolean };
}) {
  const { t } = useTranslation();
  const types = [...(offered.device ? deviceTypes : []), ...(offered.advanced ? advancedTypes : [])];
  const typesFor = (rule: DraftRule) =>
    types.includes(rule.type as OtherType) ? types : [rule.type as OtherType, ...types];
  return (
    <RuleList kind="otherRules" newType={types[0] ?? 'device'} {...props}>
      {(rule, row) => (
        <>
          <Field label={t('targeting.otherRules.type', { item: row.label })}>
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={rule.type}
                // A new condition type starts afresh: devices are not languages. A schedule
                // starts in the account's time zone.
                onChange={(event) =>
                  row.update({
                    type: event.target.value as OtherType,
                    values: [],
                    name: '',
                    match: 'equals',
                    from: '',
                    to: '',
                    timezone: rule.timezone || timeZoneInForce(),
                  })
                }
              >
                {typesFor(rule).map((type) => (
                  <option key={type} value={type}>
                    {t(`targeting.otherRules.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ConditionFields rule={rule} row={row} />
        </>
      )}
    </RuleList>
  );
}

/** The catalogue's labels of a condition's fields, each naming its rule ("Days of Rule 3"). */
type OtherRulesLabel =
  | `values.${Exclude<TickType, 'schedule'>}`
  | 'query.name'
  | 'query.match'
  | 'query.values'
  | 'ip.ranges'
  | 'date.from'
  | 'date.to'
  | 'schedule.days'
  | 'schedule.from'
  | 'schedule.to'
  | 'schedule.timezone';

/** The fields of one rule's condition, by its type. */
function ConditionFields({ rule, row }: { rule: DraftRule; row: RuleRow }) {
  const { t } = useTranslation();
  const label = (key: OtherRulesLabel) => t(`targeting.otherRules.${key}`, { item: row.label });
  const error = row.conditionError;
  const errorAt = row.conditionErrorAt;
  switch (rule.type) {
    case 'query':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={label('query.name')} error={errorAt('name')}>
            {(control) => (
              <Input
                {...control}
                value={rule.name}
                placeholder="utm_source"
                onChange={(event) => row.update({ name: event.target.value })}
              />
            )}
          </Field>
          <Field label={label('query.match')} error={errorAt('match')}>
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={rule.match}
                onChange={(event) => row.update({ match: event.target.value as DraftRule['match'] })}
              >
                <option value="equals">{t('targeting.otherRules.query.equals')}</option>
                <option value="present">{t('targeting.otherRules.query.present')}</option>
              </select>
            )}
          </Field>
          {rule.match === 'equals' && (
            <LinesField
              label={label('query.values')}
              hint={t('targeting.otherRules.onePerLine')}
              values={rule.values}
              onChange={(values) => row.update({ values })}
              error={errorAt('values')}
            />
          )}
        </div>
      );
    case 'ip':
      return (
        <LinesField
          label={label('ip.ranges')}
          hint={t('targeting.otherRules.ip.hint')}
          values={rule.values}
          onChange={(values) => row.update({ values })}
          error={error}
        />
      );
    case 'date':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={label('date.from')}
            hint={t('targeting.otherRules.date.hint')}
            error={errorAt('from')}
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={isoToLocalInput(rule.from || null)}
                onChange={(event) => row.update({ from: localInputToIso(event.target.value) ?? '' })}
              />
            )}
          </Field>
          <Field label={label('date.to')} error={errorAt('to')}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={isoToLocalInput(rule.to || null)}
                onChange={(event) => row.update({ to: localInputToIso(event.target.value) ?? '' })}
              />
            )}
          </Field>
        </div>
      );
    case 'schedule':
      return (
        <div className="grid gap-3">
          <ValuesPicker
            rule={rule}
            label={label('schedule.days')}
            onChange={(values) => row.update({ values })}
            error={errorAt('days')}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label={label('schedule.from')} error={errorAt('from')}>
              {(control) => (
                <Input
                  {...control}
                  type="time"
                  value={rule.from}
                  onChange={(event) => row.update({ from: event.target.value })}
                />
              )}
            </Field>
            <Field
              label={label('schedule.to')}
              hint={t('targeting.otherRules.schedule.hint')}
              error={errorAt('to')}
            >
              {(control) => (
                <Input
                  {...control}
                  value={rule.to}
                  placeholder="17:00"
                  inputMode="numeric"
                  onChange={(event) => row.update({ to: event.target.value })}
                />
              )}
            </Field>
            <Field label={label('schedule.timezone')} error={errorAt('timezone')}>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={rule.timezone}
                  onChange={(event) => row.update({ timezone: event.target.value })}
                >
                  {zonesWith(rule.timezone).map((zone) => (
                    <option key={zone} value={zone}>
                      {zone}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </div>
      );
    default:
      return (
        <ValuesPicker
          rule={rule}
          label={label(`values.${rule.type as Exclude<TickType, 'schedule'>}`)}
          onChange={(values) => row.update({ values })}
          error={error}
        />
      );
  }
}

/** Every zone this browser knows, with the rule's own kept should the browser not know it. */
function zonesWith(zone: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zone === '' || zones.includes(zone) ? zones : [zone, ...zones];
}

/** A list typed one item a line (address ranges, a parameter's values). */
function LinesField({
  label,
  hint,
  values,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  values: string[];
  onChange: (values: string[]) => void;
  error: string | undefined;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          className="min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-invalid:border-destructive"
          value={values.join('\n')}
          // Lines are kept as typed (an empty one too, while typing); the save leaves out blanks.
          onChange={(event) => onChange(event.target.value.split('\n'))}
        />
      )}
    </Field>
  );
}

function optionsFor(type: ConditionType, chosen: string[]): readonly string[] {
  if (type === 'device') return targetDevices;
  if (type === 'os') return targetSystems;
  if (type === 'browser') return targetBrowsers;
  if (type === 'schedule') return weekDays;
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
      : rule.type === 'schedule'
        ? t(`targeting.days.${value as (typeof weekDays)[number]}`)
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
