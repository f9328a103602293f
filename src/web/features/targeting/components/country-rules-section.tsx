import { useTranslation } from 'react-i18next';
import { CountryPicker } from './country-picker';
import { RuleList, type RuleListProps } from './rule-list';

/** Ordered country rules: the first whose countries include the visitor's sends them on. */
export function CountryRules(props: Omit<RuleListProps, 'offset'>) {
  const { t } = useTranslation();
  return (
    <RuleList kind="countryRules" newType="country" offset={0} {...props}>
      {(rule, row) => (
        <CountryPicker
          label={t('targeting.countryRules.countries', { item: row.label })}
          value={rule.values}
          onChange={(values) => row.update({ values })}
          error={row.conditionError}
        />
      )}
    </RuleList>
  );
}
