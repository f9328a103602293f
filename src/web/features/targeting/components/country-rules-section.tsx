import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { maxRules } from '../../../../shared/targeting';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import type { FieldErrors } from '../../../lib/api-errors';
import { patchedAt, newRule, problemAt, type DraftRule } from '../lib/draft';
import { CountryPicker } from './country-picker';
import { SortableList } from './sortable-list';

interface CountryRulesProps {
  rules: DraftRule[];
  onChange: (rules: DraftRule[]) => void;
  /** Each rule's number (draft.ts ruleNumbersOf), by its place here. */
  numbers: readonly number[];
  /** Rules of every kind, for the shared maximum. */
  totalRules: number;
  errors: FieldErrors;
}

/** Ordered country rules: the first whose countries include the visitor's sends them on. */
export function CountryRules({ rules, onChange, numbers, totalRules, errors }: CountryRulesProps) {
  const { t } = useTranslation();
  const numberOf = (index: number) => numbers[index] ?? index + 1;
  const labelOf = (index: number) => t('targeting.rule', { number: numberOf(index) });

  function update(index: number, patch: Partial<DraftRule>) {
    onChange(patchedAt(rules, index, patch));
  }

  return (
    <div className="grid gap-3">
      {rules.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('targeting.countryRules.empty')}</p>
      )}
      <SortableList
        items={rules}
        keyOf={(rule) => rule.key}
        labelOf={labelOf}
        numberOf={numberOf}
        label={t('targeting.countryRules.list')}
        onChange={onChange}
      >
        {(rule, index) => (
          <>
            <CountryPicker
              label={t('targeting.countryRules.countries', { item: labelOf(index) })}
              value={rule.values}
              onChange={(values) => update(index, { values })}
              error={problemAt(errors, `rules.${index}.condition`)}
            />
            <FormField
              label={t('targeting.countryRules.destination', { item: labelOf(index) })}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={rule.destination}
              onChange={(event) => update(index, { destination: event.target.value })}
              error={problemAt(errors, `rules.${index}.destination_url`)}
            />
          </>
        )}
      </SortableList>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={totalRules >= maxRules}
        onClick={() => onChange([...rules, newRule('country')])}
      >
        <Plus aria-hidden="true" />
        {t('targeting.countryRules.add')}
      </Button>
    </div>
  );
}
