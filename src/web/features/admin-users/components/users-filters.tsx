import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, selectClass } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
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
  /** The plans to filter by: each key, and its name as shown. */
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
    <Field label={t(`adminUsers.filters.${key}.label`)}>
      {(control) => (
        <select
          {...control}
          name={key}
          className={selectClass}
          value={flagValue(query[key])}
          onChange={(event) => onChange({ [key]: parseFlag(event.target.value) })}
        >
          <option value="">{t(`adminUsers.filters.${key}.any`)}</option>
          <option value="true">{t(`adminUsers.filters.${key}.yes`)}</option>
          <option value="false">{t(`adminUsers.filters.${key}.no`)}</option>
        </select>
      )}
    </Field>
  );

  return (
    <div
      role="search"
      aria-label={t('adminUsers.filters.label')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]"
    >
      <div className="col-span-2 lg:col-span-1">
        <Field label={t('adminUsers.filters.search')} hint={t('adminUsers.filters.searchHint')}>
          {(control) => (
            <Input
              {...control}
              type="search"
              name="q"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={t('adminUsers.filters.plan.label')}>
        {(control) => (
          <select
            {...control}
            name="plan"
            className={selectClass}
            value={query.plan ?? ''}
            onChange={(event) => onChange({ plan: event.target.value || undefined })}
          >
            <option value="">{t('adminUsers.filters.plan.any')}</option>
            {plans.map((plan) => (
              <option key={plan.name} value={plan.name}>
                {plan.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {flag('admin')}
      {flag('disabled')}
      {flag('trial')}
      <div className="col-span-2 lg:col-span-1">
        <Field label={t('adminUsers.filters.sort')}>
          {(control) => (
            <select
              {...control}
              name="sort"
              className={selectClass}
              value={sortChoiceOf(query)}
              onChange={(event) => onChange(parseSortChoice(event.target.value as SortChoice))}
            >
              {sortChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`adminUsers.sorts.${choice}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </div>
  );
}
