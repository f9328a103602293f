import { render, screen } from '@testing-library/react';
import { CircleCheck } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, toneColor, type BadgeTone } from './status-badge';

describe('StatusBadge', () => {
  it('says the state in words, with a hidden label and a decorative icon', () => {
    render(
      <p>
        shop.example{' '}
        <StatusBadge tone="success" icon={CircleCheck} srLabel="Status:">
          Verified
        </StatusBadge>
      </p>,
    );
    const badge = screen.getByText('Verified');
    expect(screen.getByRole('paragraph')).toHaveTextContent('shop.example Status: Verified');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveClass('border', 'text-success', 'bg-success/10');
  });

  it('colours each tone with a theme token only, and drops the outline when asked', () => {
    const tones: BadgeTone[] = [
      'success',
      'warning',
      'info',
      'destructive',
      'blocked',
      'neutral',
      'absent',
      'primary',
    ];
    for (const tone of tones) {
      const { unmount } = render(<StatusBadge tone={tone}>{tone}</StatusBadge>);
      // No fixed palette colour (text-green-700 and the like): they would not follow the dark theme.
      expect(screen.getByText(tone).className).not.toMatch(/-(red|green|amber|yellow|blue|sky|rose|gray)-\d/);
      expect(toneColor[tone]).toMatch(/^var\(--color-[a-z-]+\)$/);
      unmount();
    }
    render(
      <StatusBadge tone="info" outline={false}>
        Admin
      </StatusBadge>,
    );
    expect(screen.getByText('Admin')).not.toHaveClass('border');
  });
});
