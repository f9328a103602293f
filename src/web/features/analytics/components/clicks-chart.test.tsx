import { render } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import type * as Recharts from 'recharts';
import { describe, expect, it, vi } from 'vitest';
import ClicksChart from './clicks-chart';

// happy-dom lays nothing out, so recharts draws no path to look at; the curve the chart asks for is
// read from the Area's props instead.
const areas = vi.hoisted(() => [] as Array<Record<string, unknown>>);
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof Recharts>();
  return {
    ...actual,
    Area: (props: ComponentProps<typeof actual.Area>) => {
      areas.push(props as unknown as Record<string, unknown>);
      return null;
    },
    // A fixed size, so the chart renders its children at all.
    ResponsiveContainer: ({ children }: { children: ReactElement }) => (
      <actual.ResponsiveContainer width={600} height={240} initialDimension={{ width: 600, height: 240 }}>
        {children}
      </actual.ResponsiveContainer>
    ),
  };
});

describe('ClicksChart', () => {
  it('joins the days with straight segments, never a curve that rises between two empty days', () => {
    render(
      <ClicksChart
        series={[
          { start: '2026-11-01T00:00:00.000Z', label: '2026-11-01', clicks: 0, visitors: 0 },
          { start: '2026-11-02T00:00:00.000Z', label: '2026-11-02', clicks: 0, visitors: 0 },
          { start: '2026-11-03T00:00:00.000Z', label: '2026-11-03', clicks: 9, visitors: 4 },
        ]}
        granularity="day"
        clicksLabel="Clicks"
        visitorsLabel="Visitors"
      />,
    );
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((props) => props.type === 'linear')).toBe(true);
  });
});
