import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeReport } from '../../../test/make-report';
import { columnTexts, rowTexts } from '../../../test/texts';
import { ClicksOverTime } from './clicks-over-time';

// The chart's text alternative: a table with the same numbers, opened and closed with the keyboard.

describe('clicks over time', () => {
  it('turns the chart into a table of every bucket with Enter, and back', async () => {
    const user = userEvent.setup();
    render(<ClicksOverTime report={makeReport()} query={{ range: '7d', bots: 'exclude' }} />);
    const card = within(screen.getByRole('group', { name: 'Clicks over time' }));
    expect(card.getByRole('img')).toHaveAccessibleName(
      'Clicks over time: 1,234 clicks from Jun 2, 2025 to Jun 3, 2025',
    );
    // The chart arrives as its own chunk; let it, before the table replaces it.
    await waitFor(() =>
      expect(card.getByRole('img').querySelector('.recharts-responsive-container')).not.toBeNull(),
    );

    await user.tab();
    const toggle = card.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');

    const table = card.getByRole('table', { name: 'Clicks over time' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', table.parentElement!.id);
    expect(columnTexts(table)).toEqual(['Time', 'Clicks', 'Visitors']);
    expect(rowTexts(table)).toEqual([
      ['Jun 2, 2025', '600', '500'],
      ['Jun 3, 2025', '634', '487'],
    ]);
    // Focus stays on the toggle, which now closes the table.
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Hide table');
    await user.keyboard(' ');
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByRole('img')).toBeInTheDocument();
  });
});
