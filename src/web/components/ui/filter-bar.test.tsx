import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterBar, SearchFilter, SelectFilter } from './filter-bar';
import { roleTexts } from '../../test/texts';

type State = 'pending' | 'paid';

function Filters() {
  const [q, setQ] = useState('');
  const [state, setState] = useState<State | ''>('');
  return (
    <>
      <FilterBar label="Filter orders" role="search">
        <SearchFilter label="Search" hint="By order id or email" value={q} onChange={setQ} />
        <SelectFilter
          name="state"
          label="State"
          any="Every state"
          value={state}
          onChange={setState}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'paid', label: 'Paid' },
          ]}
        />
      </FilterBar>
      <output>{`q=${q} state=${state}`}</output>
    </>
  );
}

describe('FilterBar', () => {
  it('is a named landmark of labelled filters, each reporting its value', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const bar = screen.getByRole('search', { name: 'Filter orders' });
    const search = within(bar).getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAccessibleDescription('By order id or email');
    const state = within(bar).getByRole('combobox', { name: 'State' });
    expect(roleTexts(state, 'option')).toEqual(['Every state', 'Pending', 'Paid']);

    await user.type(search, 'RK-1');
    await user.selectOptions(state, 'Paid');
    expect(screen.getByText('q=RK-1 state=paid')).toBeInTheDocument();
    await user.selectOptions(state, 'Every state');
    expect(screen.getByText('q=RK-1 state=')).toBeInTheDocument();
  });

  it('is a plain group when nothing is typed', () => {
    render(
      <FilterBar label="Filter feedback">
        <SelectFilter label="Category" value="" onChange={() => undefined} options={[]} any="All" />
      </FilterBar>,
    );
    expect(screen.getByRole('group', { name: 'Filter feedback' })).toContainElement(
      screen.getByRole('combobox', { name: 'Category' }),
    );
  });
});
