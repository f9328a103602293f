import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/ui/filter-bar';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  parseSortChoice,
  sortChoiceOf,
  sortChoices,
  type SortChoice,
  type UsersListQuery,
} from '../lib/list-query';

/** How long typing in the search box settles before the list is asked again. */
const searchDelayMs = 300;

export type ListChange = (change: Partial<UsersListQuery>, options?: { replace?: boolean }) => void;

interface UsersFiltersProps {
  query: UsersListQuery;
  onChange: ListChange;
  /** The plans to filter by: basic and the plans on sale (and the one in the address, if another). */
  plans: { name: string; label: string }[];
}

type Flag = 'admin' | 'disabled' | 'trial';

function flagValue(value: boolean | undefined): '' | 'true' | 'false' {
  return value === undefined ? '' : value ? 'true' : 'false';
}

function parseFlag(value: string): boolean | undefined {
  return value === '' ? undefined : value === 'true';
}

/** Search, the four filters and the sort, each kept in the address by onChange. */
export function UsersFilters({ query, onChange, plans }: UsersFiltersProps) {
  const { t } = useTranslation();
  const urlQ = query.q ?? '';
  const [search, setSearch] = useState(urlQ);
  const settled = useDebouncedValue(search.trim(), searchDelayMs);

  // The address changed by other means (Back, Clear filters): the box follows it.
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ !== search.trim()) setSearch(urlQ);
  }

  // Typing: once it settles, the address follows (replacing the entry: one per search, not per key).
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (lastSettled.current === settled) return;
    lastSettled.current = settled;
    if (settled !== urlQ) onChange({ q: settled || undefined }, { replace: true });
  }, [settled, urlQ, onChange]);

  const flag = (key: Flag) => (
    <SelectFilter<'true' | 'false'>
      name={key}
      label={t(`adminUsers.filters.${key}.label`)}
      any={t(`adminUsers.filters.${key}.any`)}
      value={flagValue(query[key])}
      onChange={(value) => onChange({ [key]: parseFlag(value) })}
      options={[
        { value: 'true', label: t(`adminUsers.filters.${key}.yes`) },
        { value: 'false', label: t(`adminUsers.filters.${key}.no`) },
      ]}
    />
  );

  return (
    <FilterBar
      role="search"
      label={t('adminUsers.filters.label')}
      className="grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]"
    >
      <SearchFilter
        label={t('adminUsers.filters.search')}
        hint={t('adminUsers.filters.searchHint')}
        value={search}
        onChange={setSearch}
        className="col-span-2 lg:col-span-1"
      />
      <SelectFilter
        name="plan"
        label={t('adminUsers.filters.plan.label')}
        any={t('adminUsers.filters.plan.any')}
        value={query.plan ?? ''}
        onChange={(plan) => onChange({ plan: plan || undefined })}
        options={plans.map((plan) => ({ value: plan.name, label: plan.label }))}
      />
      {flag('admin')}
      {flag('disabled')}
      {flag('trial')}
      <SelectFilter<SortChoice>
        name="sort"
        label={t('adminUsers.filters.sort')}
        value={sortChoiceOf(query)}
        onChange={(choice) => onChange(parseSortChoice(choice as SortChoice))}
        options={sortChoices.map((choice) => ({ value: choice, label: t(`adminUsers.sorts.${choice}`) }))}
        className="col-span-2 lg:col-span-1"
      />
    </FilterBar>
  );
}
