import { render } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import type * as Recharts from 'recharts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

const series = [
  { start: '2026-11-01T00:00:00.000Z', label: '2026-11-01', clicks: 0, visitors: 0, scans: 0 },
  { start: '2026-11-02T00:00:00.000Z', label: '2026-11-02', clicks: 0, visitors: 0, scans: 0 },
  { start: '2026-11-03T00:00:00.000Z', label: '2026-11-03', clicks: 9, visitors: 4, scans: 3 },
];

describe('ClicksChart', () => {
  beforeEach(() => {
    areas.length = 0;
  });

  it('joins the days with straight segments, never a curve that rises between two empty days', () => {
    render(<ClicksChart series={series} granularity="day" clicksLabel="Clicks" scansLabel="Scans" />);
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((props) => props.type === 'linear')).toBe(true);
  });

  it('draws the scans as a second, dashed line of another colour, named for the tooltip', () => {
    render(<ClicksChart series={series} granularity="day" clicksLabel="Clicks" scansLabel="Scans" />);
    const [clicks, scans] = [...new Map(areas.map((props) => [props.dataKey, props])).values()];
    expect([clicks?.dataKey, clicks?.name, scans?.dataKey, scans?.name]).toEqual([
      'clicks',
      'Clicks',
      'scans',
      'Scans',
    ]);
    expect(scans?.stroke).not.toBe(clicks?.stroke);
    expect(scans?.strokeDasharray).toBeTruthy();
    expect(scans?.fill).toBe('none');
  });

  it('draws no scans line without its label (a report with no scans)', () => {
    render(<ClicksChart series={series} granularity="day" clicksLabel="Clicks" />);
    expect(new Set(areas.map((props) => props.dataKey))).toEqual(new Set(['clicks']));
  });
});
