import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRules, type ConditionType } from '../../../../shared/targeting';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import type { FieldErrors } from '../../../lib/api-errors';
import { newRule, patchedAt, problemAt, type DraftRule } from '../lib/draft';
import { SortableList } from './sortable-list';

/** The fields of the conditions that have several (query, date, schedule: shared/targeting.ts). */
export type ConditionField = 'name' | 'match' | 'values' | 'from' | 'to' | 'days' | 'timezone';

/** What a rule's own fields get: its name in labels, its change, and the refusal of its condition. */
export interface RuleRow {
  /** "Rule 3". */
  label: string;
  update: (patch: Partial<DraftRule>) => void;
  conditionError: string | undefined;
  /** The refusal of one field of its condition ("to" of a schedule), for conditions of several fields. */
  conditionErrorAt: (field: ConditionField) => string | undefined;
}

export interface RuleListProps {
  rules: DraftRule[];
  onChange: (rules: DraftRule[]) => void;
  /** Where these rules start in the saved list (country rules first), for error paths. */
  offset: number;
  /** Each rule's number (draft.ts ruleNumbersOf), by its place here. */
  numbers: readonly number[];
  /** Rules of every kind, for the shared maximum. */
  totalRules: number;
  errors: FieldErrors;
}

/**
 * One kind of rules, in the order they are tried: each rule's own fields (`children`) then where
 * it sends the visitor, the list reordered or cut down as SortableList does, and Add.
 */
export function RuleList({
  kind,
  newType,
  rules,
  onChange,
  offset,
  numbers,
  totalRules,
  errors,
  children,
}: RuleListProps & {
  /** The catalogue's section of this kind's texts. */
  kind: 'countryRules' | 'otherRules';
  /** The condition a new rule starts with. */
  newType: ConditionType;
  children: (rule: DraftRule, row: RuleRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const numberOf = (index: number) => numbers[index] ?? offset + index + 1;
  const labelOf = (index: number) => t('targeting.rule', { number: numberOf(index) });

  return (
    <div className="grid gap-3">
      {rules.length === 0 && <p className="text-sm text-muted-foreground">{t(`targeting.${kind}.empty`)}</p>}
      <SortableList
        items={rules}
        keyOf={(rule) => rule.key}
        labelOf={labelOf}
        numberOf={numberOf}
        label={t(`targeting.${kind}.list`)}
        onChange={onChange}
      >
        {(rule, index) => {
          const update = (patch: Partial<DraftRule>) => onChange(patchedAt(rules, index, patch));
          return (
            <>
              {children(rule, {
                label: labelOf(index),
                update,
                conditionError: problemAt(errors, `rules.${offset + index}.condition`),
                conditionErrorAt: (field) => problemAt(errors, `rules.${offset + index}.condition.${field}`),
              })}
              <FormField
                label={t(`targeting.${kind}.destination`, { item: labelOf(index) })}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={rule.destination}
                onChange={(event) => update({ destination: event.target.value })}
                error={problemAt(errors, `rules.${offset + index}.destination_url`)}
              />
            </>
          );
        }}
      </SortableList>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={totalRules >= maxRules}
        onClick={() => onChange([...rules, newRule(newType)])}
      >
        <Plus aria-hidden="true" />
        {t(`targeting.${kind}.add`)}
      </Button>
    </div>
  );
}
