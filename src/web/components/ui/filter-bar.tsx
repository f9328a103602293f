import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field, selectClass } from './field';
import { FormField } from '../form/form-field';

/**
 * The filters above an admin list, named as a group: `search` when they narrow one list by a typed
 * query (a search landmark), `group` when they only choose among values.
 */
export function FilterBar({
  label,
  role = 'group',
  className,
  children,
}: {
  label: string;
  role?: 'search' | 'group';
  /** The grid's columns at each width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role={role} aria-label={label} className={cn('grid gap-3', className)}>
      {children}
    </div>
  );
}

/** A search box among the filters; the caller settles the typing (useDebouncedValue) before asking. */
export function SearchFilter({
  label,
  hint,
  value,
  onChange,
  maxLength = 100,
  className,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Where it sits in the bar's grid (it usually takes the widest column). */
  className?: string;
}) {
  return (
    <div className={className}>
      <FormField
        label={label}
        hint={hint}
        type="search"
        name="q"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * One choice among the filters. `any` is the first option, the empty value ("Every state"); the
 * caller turns '' back into "no filter".
 */
export function SelectFilter<V extends string>({
  name,
  label,
  value,
  onChange,
  any,
  options,
  className,
}: {
  name?: string;
  label: string;
  value: V | '';
  onChange: (value: V | '') => void;
  any?: string;
  options: readonly { value: V; label: string }[];
  className?: string;
}) {
  const select = (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={selectClass}
          value={value}
          onChange={(event) => onChange(event.target.value as V | '')}
        >
          {any !== undefined && <option value="">{any}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return className ? <div className={className}>{select}</div> : select;
}
