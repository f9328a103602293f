import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeReport } from '../../../test/make-report';
import { columnTexts, roleTexts, rowTexts } from '../../../test/texts';
import { ClicksOverTime } from './clicks-over-time';

// The chart's text alternative: a table with the same numbers, opened and closed with the keyboard.

describe('clicks over time', () => {
  it('turns the chart into a table of every bucket with Enter, and back', async () => {
    const user = userEvent.setup();
    render(<ClicksOverTime report={makeReport()} query={{ range: '7d', bots: 'exclude' }} />);
    const card = within(screen.getByRole('group', { name: 'Clicks over time' }));
    expect(card.getByRole('img')).toHaveAccessibleName(
      'Clicks over time: 1,234 clicks, 56 of them QR code scans, from Jun 2, 2025 to Jun 3, 2025',
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
    expect(columnTexts(table)).toEqual(['Time', 'Clicks', 'Visitors', 'Scans']);
    expect(rowTexts(table)).toEqual([
      ['Jun 2, 2025', '600', '500', '20'],
      ['Jun 3, 2025', '634', '487', '36'],
    ]);
    // Focus stays on the toggle, which now closes the table.
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Hide table');
    await user.keyboard(' ');
    expect(card.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByRole('img')).toBeInTheDocument();
  });

  it('names the scans in the legend and the chart, and in Indonesian', async () => {
    await i18n.changeLanguage('id');
    try {
      render(<ClicksOverTime report={makeReport()} query={{ range: '7d', bots: 'exclude' }} />);
      const card = within(screen.getByRole('group', { name: 'Klik dari waktu ke waktu' }));
      expect(card.getByRole('img')).toHaveAccessibleName(
        'Klik dari waktu ke waktu: 1.234 klik, 56 di antaranya dari pemindaian kode QR, dari 2 Jun 2025 sampai 3 Jun 2025',
      );
      expect(roleTexts(card.getByRole('list', { name: 'Keterangan' }), 'listitem')).toEqual([
        'Klik',
        'Pemindaian',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
