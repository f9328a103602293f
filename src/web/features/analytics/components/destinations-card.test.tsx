import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsQuery, DestinationRow } from '../../../../shared/analytics';
import { DestinationsCard } from './destinations-card';
import { roleTexts } from '../../../test/texts';

const query: AnalyticsQuery = {
  range: '30d',
  link_id: '10000000-0000-4000-8000-000000000001',
  bots: 'exclude',
};

const main: DestinationRow = {
  choice: null,
  label: 'Main destination',
  url: 'https://example.com/main',
  clicks: 1200,
};

describe('DestinationsCard', () => {
  it('lists each destination with its clicks and where it sends visitors now, a removed rule too', () => {
    render(
      <DestinationsCard
        query={query}
        rows={[
          { choice: 'rule:geo', label: 'Rule 1 (ID, MY)', url: 'https://id.example.com/', clicks: 2500 },
          main,
          {
            choice: 'rotator:a',
            label: 'Rotator: https://a.example.com/',
            url: 'https://a.example.com/',
            clicks: 40,
          },
          { choice: 'rule:gone', label: 'Removed rule', url: null, clicks: 3 },
        ]}
      />,
    );
    const card = screen.getByRole('group', { name: 'Destinations' });
    expect(card).toHaveAccessibleDescription(/targeting sent visitors/);
    const rows = roleTexts(within(card).getByRole('list', { name: 'Destinations' }), 'listitem');
    expect(rows).toEqual([
      'Rule 1 (ID, MY)https://id.example.com/2,500',
      'Main destinationhttps://example.com/main1,200',
      'Rotator: https://a.example.com/https://a.example.com/40',
      'Removed ruleNo longer in the link’s targeting3',
    ]);
    const download = within(card).getByRole('link', { name: 'Download Destinations as CSV' });
    const url = new URL(download.getAttribute('href')!, window.location.origin);
    expect(url.pathname).toBe('/api/analytics/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      range: '30d',
      link_id: query.link_id,
      part: 'destinations',
    });
  });

  it('draws each bar as its share of the most clicked destination', () => {
    render(
      <DestinationsCard
        query={query}
        rows={[
          { choice: 'fallback', label: 'Fallback URL', url: 'https://fallback.example.com/', clicks: 200 },
          { ...main, clicks: 50 },
        ]}
      />,
    );
    const bars = within(screen.getByRole('group', { name: 'Destinations' }))
      .getAllByRole('listitem')
      .map((row) => (row.querySelector('[aria-hidden] > div') as HTMLElement).style.width);
    expect(bars).toEqual(['100%', '25%']);
  });

  it('is not shown for a link whose clicks all went to its main destination', () => {
    const { container } = render(<DestinationsCard query={query} rows={[main]} />);
    expect(container).toBeEmptyDOMElement();
    render(<DestinationsCard query={query} rows={[]} />);
    expect(screen.queryByRole('group', { name: 'Destinations' })).not.toBeInTheDocument();
  });
});
