import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowTexts } from '../../test/texts';
import { Sparkline, sparklinePoints, sparklineText } from './sparkline';

const box = { width: 100, height: 12 };

describe('sparklinePoints', () => {
  it('spreads the values across the width, the largest at the top and 0 at the bottom', () => {
    expect(sparklinePoints([0, 5, 10], box)).toBe('0.0,11.0 50.0,6.0 100.0,1.0');
  });

  it('draws a flat line at the bottom when every value is 0', () => {
    expect(sparklinePoints([0, 0, 0, 0, 0], box)).toBe('0.0,11.0 25.0,11.0 50.0,11.0 75.0,11.0 100.0,11.0');
  });

  it('draws one value as a level line across, and nothing for none', () => {
    expect(sparklinePoints([4], box)).toBe('0,1.0 100,1.0');
    expect(sparklinePoints([], box)).toBe('');
  });

  it('keeps a negative value at the bottom rather than outside the box', () => {
    expect(sparklinePoints([-3, 3], box)).toBe('0.0,11.0 100.0,1.0');
  });
});

describe('sparklineText', () => {
  it('names the line and lists every value, oldest first, as formatted', () => {
    expect(sparklineText('New users, last 14 days', [3, 0, 5], String)).toBe(
      'New users, last 14 days: 3, 0, 5',
    );
    expect(sparklineText('Revenue', [1500, 0], (value) => `Rp${value}`)).toBe('Revenue: Rp1500, Rp0');
  });
});

describe('Sparkline', () => {
  it('is a named picture with every point and its value in a hidden table', () => {
    render(
      <Sparkline
        label="Clicks in the last 30 days: 1,239 in total"
        table={{ caption: 'Clicks per day', columns: ['Day', 'Clicks'] }}
        format={(value) => value.toLocaleString('en')}
        area
        points={[
          { key: 'a', at: 'Jun 2, 2025', value: 5 },
          { key: 'b', at: 'Jun 3, 2025', value: 1234 },
        ]}
      />,
    );
    const picture = screen.getByRole('img');
    expect(picture).toHaveAccessibleName('Clicks in the last 30 days: 1,239 in total');
    expect(picture.querySelector('polyline')).toHaveAttribute('points', sparklinePoints([5, 1234]));
    expect(picture.querySelector('polygon')).toHaveClass('fill-primary/10');
    const table = screen.getByRole('table', { name: 'Clicks per day' });
    expect(table).toHaveClass('sr-only');
    expect(rowTexts(table)).toEqual([
      ['Jun 2, 2025', '5'],
      ['Jun 3, 2025', '1,234'],
    ]);
  });

  it('draws nothing and has an empty table, not a broken one, before there are points', () => {
    render(
      <Sparkline
        label="No clicks yet"
        table={{ caption: 'Clicks per day', columns: ['Day', 'Clicks'] }}
        format={String}
        points={[]}
      />,
    );
    expect(screen.getByRole('img').querySelector('polyline')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1);
  });
});
