import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, rowTexts } from '../../../test/texts';
import { Sparkline } from './sparkline';

// The line, its hidden table and the empty table are the ui Sparkline's (its own test); this one
// checks what the dashboard gives it: its table's words, and days and clicks as the reader reads them.
describe("the dashboard's 30-day sparkline", () => {
  it('is a named picture with every day and its clicks in the table', () => {
    render(
      <Sparkline
        label="Clicks in the last 30 days: 1,239 in total"
        points={[
          { start: '2025-06-01T17:00:00.000Z', label: '2025-06-02', clicks: 5, visitors: 4, scans: 0 },
          { start: '2025-06-02T17:00:00.000Z', label: '2025-06-03', clicks: 1234, visitors: 987, scans: 0 },
        ]}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Clicks in the last 30 days: 1,239 in total');
    const table = screen.getByRole('table', { name: 'Clicks per day, last 30 days' });
    expect(columnTexts(table)).toEqual(['Day', 'Clicks']);
    // The labels are days in the account's zone already: shown as written.
    expect(rowTexts(table)).toEqual([
      ['Jun 2, 2025', '5'],
      ['Jun 3, 2025', '1,234'],
    ]);
  });
});
