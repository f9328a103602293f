import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from './sparkline';

describe("the dashboard's 30-day sparkline", () => {
  it('is a named picture with every day and its clicks in a hidden table', () => {
    render(
      <Sparkline
        label="Clicks in the last 30 days: 1,239 in total"
        points={[
          { start: '2025-06-01T17:00:00.000Z', label: '2025-06-02', clicks: 5, visitors: 4 },
          { start: '2025-06-02T17:00:00.000Z', label: '2025-06-03', clicks: 1234, visitors: 987 },
        ]}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Clicks in the last 30 days: 1,239 in total');
    const table = screen.getByRole('table', { name: 'Clicks per day, last 30 days' });
    expect(table).toHaveClass('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Clicks']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    // The labels are days in the account's zone already: shown as written.
    expect(rows).toEqual([
      ['Jun 2, 2025', '5'],
      ['Jun 3, 2025', '1,234'],
    ]);
  });

  it('has an empty table, not a broken one, before there are clicks', () => {
    render(<Sparkline label="Clicks in the last 30 days: 0 in total" points={[]} />);
    const table = screen.getByRole('table', { name: 'Clicks per day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });
});
