import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, rowTexts } from '../../../test/texts';
import { Sparkline } from './sparkline';

// The line and its hidden table are the ui Sparkline's (its own test); this one checks what the
// admin panel gives it: every value in the name, and UTC days.
describe('the admin panel sparkline', () => {
  it('says every value in its name and gives each UTC day with its value in the table', () => {
    render(
      <Sparkline
        label="New users, last 14 days"
        column="New users"
        format={(value) => `${value} users`}
        series={[
          { day: '2026-11-22', value: 3 },
          { day: '2026-11-23', value: 0 },
          { day: '2026-11-24', value: 5 },
        ]}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'New users, last 14 days: 3 users, 0 users, 5 users',
    );
    const table = screen.getByRole('table', { name: 'New users, last 14 days' });
    expect(columnTexts(table)).toEqual(['Day (UTC)', 'New users']);
    // Read as UTC days: no time zone moves Nov 24 to Nov 23 or 25.
    expect(rowTexts(table)).toEqual([
      ['Nov 22, 2026', '3 users'],
      ['Nov 23, 2026', '0 users'],
      ['Nov 24, 2026', '5 users'],
    ]);
  });
});
